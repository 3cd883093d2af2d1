import type { Galaxy } from "@nova/contract";
import { i18n } from "../../i18n/i18n.ts";

export type GalaxyAction = "enter" | "create" | "denied";

/** What clicking a closed private galaxy says (core-play section 2), in the current language. */
export const privateGalaxyAlert = (): string => i18n.t("galaxies:privateDialog.text");

/** The one main button a galaxy card offers this user. */
export const galaxyAction = (galaxy: Pick<Galaxy, "playerId" | "isPrivate" | "canJoin">): GalaxyAction => {
  if (galaxy.playerId) return "enter";
  if (galaxy.isPrivate && !galaxy.canJoin) return "denied";
  return "create";
};
