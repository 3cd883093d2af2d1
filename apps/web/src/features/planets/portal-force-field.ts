import type { ActiveOperations } from "@nova/contract";
import { i18n } from "../../i18n/i18n.ts";

/** A force field now holding a planet's portal, as the planet screens tell it. */
export interface PortalForceField {
  readonly planetId: string;
  /** The last turn the field blocks the portal. */
  readonly endsTurn: number | null;
}

/**
 * The force fields now in effect, by planet id, from GET /operations/{galaxyId}/active: `allPortalEffects` lists
 * every field blocking a portal anywhere (plain to see, so the owner sees the one on their own portal). A
 * sabotage waiting on a portal is hidden from its owner by the server, so it is never shown here.
 */
export const portalForceFields = (active: ActiveOperations | undefined): ReadonlyMap<string, PortalForceField> =>
  new Map(
    (active?.allPortalEffects ?? [])
      .filter((e) => e.effectType === "portal_force_field")
      .map((e) => [e.planetId, { planetId: e.planetId, endsTurn: e.endsTurn }]),
  );

/** The chip's tooltip: what the field does and until when. */
export const forceFieldDetail = (field: PortalForceField): string =>
  field.endsTurn === null
    ? i18n.t("planets:forceField.detail")
    : i18n.t("planets:forceField.detailUntil", { turn: field.endsTurn });
