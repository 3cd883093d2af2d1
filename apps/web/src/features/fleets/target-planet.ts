import { parsePlanetId } from "@nova/rules";
import { i18n } from "../../i18n/i18n.ts";

/**
 * The full planet id for what a player typed as a target (core-play section 5): the short form `x,y:n`
 * (`12,4:2`) or the full id of this galaxy (`demo:12,4:2`); spaces around the parts are forgiven. Null for
 * anything else, including another galaxy's planet.
 */
export const parseTargetPlanet = (input: string, galaxyId: string): string | null => {
  const text = input.replace(/\s+/g, "");
  if (text === "") return null;
  const full = /^\d+,\d+:\d+$/.test(text) ? `${galaxyId}:${text}` : text;
  const parsed = parsePlanetId(full);
  if (!parsed || parsed.galaxyId !== galaxyId) return null;
  return `${parsed.galaxyId}:${parsed.x},${parsed.y}:${parsed.index}`;
};

export const targetRequired = (): string => i18n.t("fleets:target.required");
export const targetFormat = (): string => i18n.t("fleets:target.format");

/** The target field's message: required when empty, the format when unreadable, otherwise null. */
export const targetError = (input: string, galaxyId: string): string | null => {
  if (input.trim() === "") return targetRequired();
  return parseTargetPlanet(input, galaxyId) ? null : targetFormat();
};
