import type { CastRequest } from "@nova/contract";
import {
  NO_AGENTS,
  NO_WIZARDS,
  OPERATION_TARGET,
  TARGET_UNIT_TYPES,
  UNOWNED_PLANET,
  isSpell,
  type OperationType,
} from "@nova/rules";
import { castCheckText, checkCastForm } from "./operations-text.ts";

/** The planet the map's covert operations dialog was opened on. */
export interface MapCastTarget {
  readonly planetId: string;
  readonly ownerId: string | null;
}

/** What the player chooses in the dialog besides the operation. */
export interface MapCastChoice {
  readonly framedPlayerId: string;
  readonly targetUnitType: string;
}

export interface CasterFacts {
  readonly playerId: string;
  readonly morale: number;
  readonly agents: number;
  readonly wizards: number;
  readonly octarine: number;
}

/**
 * The unit count a cast sends: every available agent (operations) or wizard (spells), as the spec's rule
 * "all available agents or wizards are used per cast" says (rules.md 14.1; docs/decisions.md).
 */
export const unitsSent = (op: OperationType, caster: Pick<CasterFacts, "agents" | "wizards">): number =>
  isSpell(op) ? caster.wizards : caster.agents;

/**
 * The dialog's check before sending, null when it may go: the unit count is at least 1, the target planet
 * has an owner unless the spell is cast on the caster's own empire ('Cannot perform operations on unowned
 * planets.'), then the Operations screen's checks in the server's order.
 */
export const checkMapCast = (
  op: OperationType,
  target: MapCastTarget,
  choice: MapCastChoice,
  caster: CasterFacts,
): string | null => {
  if (unitsSent(op, caster) < 1) return castCheckText(isSpell(op) ? NO_WIZARDS : NO_AGENTS);
  if (OPERATION_TARGET[op] !== "self" && target.ownerId === null) return castCheckText(UNOWNED_PLANET);
  return checkCastForm(
    op,
    {
      targetPlayerId: target.ownerId ?? "",
      targetPlanetId: target.planetId,
      framedPlayerId: choice.framedPlayerId,
      targetUnitType: choice.targetUnitType,
    },
    caster,
  );
};

/**
 * The cast a map sends (social-and-advanced section 7): galaxyId, playerId, operationType, targetPlayerId (the
 * planet's owner), targetPlanetId and unitCount, plus the framed player or unit type the operation needs. A
 * spell on the caster's own empire names no target.
 */
export const mapCastRequest = (
  galaxyId: string,
  op: OperationType,
  target: MapCastTarget,
  choice: MapCastChoice,
  caster: CasterFacts,
): CastRequest => ({
  galaxyId,
  playerId: caster.playerId,
  operationType: op,
  unitCount: unitsSent(op, caster),
  ...(OPERATION_TARGET[op] === "self" ? {} : { targetPlayerId: target.ownerId, targetPlanetId: target.planetId }),
  ...(op === "plant_false_info" ? { framedPlayerId: choice.framedPlayerId } : {}),
  ...(op === "destroy_units" ? { targetUnitType: choice.targetUnitType as (typeof TARGET_UNIT_TYPES)[number] } : {}),
});
