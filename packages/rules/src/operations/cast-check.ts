import { because, insufficient, refuse, type Refusal } from "../refusal.ts";
import { belowRange, DEFAULT_ATTACK_RANGE, TARGET_PROTECTED_MESSAGE } from "../combat/attack-eligibility.ts";
import {
  OPERATION_LABELS,
  OPERATION_MORALE_COST,
  OPERATION_NOT_AVAILABLE,
  OPERATION_TARGET,
  UNAVAILABLE_OPERATIONS,
  isSpell,
  octarineCost,
  raceCanUse,
  type OperationType,
} from "./operation-catalogue.ts";

export const TARGET_PLAYER_REQUIRED = "Please enter target player ID";
export const TARGET_PLANET_REQUIRED = "Please enter target planet ID";
export const FRAMED_PLAYER_REQUIRED = "Please enter player ID to frame";
export const TARGET_UNIT_TYPE_REQUIRED = "Please select target unit type";
export const NUKE_BUILDING_REQUIRED = "Please select building type to destroy";
export const UNOWNED_PLANET = "Cannot perform operations on unowned planets.";
export const NO_AGENTS = "No agents available!";
export const NO_WIZARDS = "No wizards available!";
export const NOT_ON_YOURSELF = "You cannot use this operation on your own empire";
export const NOT_ON_FAMILY = "You cannot use operations on members of your family";
export const FRAMED_NOT_TARGET = "The framed player must be another empire";
export const HOME_WORLD_PORTAL = "Portals on home worlds cannot be sabotaged";

/** Morale as the texts show it: whole percent, e.g. 3 for 0.03 (morale is kept to 4 decimals). */
export const moralePercent = (morale: number): number => Math.floor(Math.round(morale * 10_000) / 100);

export const insufficientMorale = (morale: number): string =>
  `Insufficient morale! Need 5%, have ${moralePercent(morale)}%`;

export const raceRestriction = (op: OperationType): string => `Your race cannot use ${OPERATION_LABELS[op]}`;

/** Why a cast is refused; the codes are those the server has always answered with for these texts. */
export type CastRefusal = Refusal<"invalid_action" | "forbidden" | "insufficient_resources">;

export interface CastCheckInput {
  readonly operationType: OperationType;
  readonly casterId: string;
  readonly casterRace: string;
  readonly casterFamilyId: string | null;
  readonly morale: number;
  readonly octarine: number;
  readonly agents: number;
  readonly wizards: number;
  readonly targetPlayerId: string | null;
  readonly targetPlanetId: string | null;
  readonly framedPlayerId: string | null;
  readonly targetUnitType: string | null;
  /** The resolved target empire (the planet's owner for planet operations), when one was found. */
  readonly target: { readonly id: string; readonly familyId: string | null } | null;
  /** For planet operations: whether the planet has an owner. */
  readonly planetOwned: boolean;
  /** For planet operations: whether the planet is a home world. */
  readonly planetIsHomeWorld?: boolean;
  /**
   * The attack range and protection rules that hostile operations share with attacks (rules.md 13.1, 4); the
   * server always passes them, a client preview may leave them out.
   */
  readonly range?: {
    readonly casterNetworth: number;
    readonly targetNetworth: number;
    readonly targetProtectedUntilTurn: number | null;
    readonly currentTurn: number;
    /** The target attacked the caster, or ran an operation on them, within the last 48 hours. */
    readonly retaliation: boolean;
  };
}

/**
 * The first reason a cast is refused, in the order the page checks them, or null. The texts are the
 * spec's (section 5); the family rule is rules.md 17; protection and the networth range are the attack rules'
 * (rules.md 13.1: "the same NW-range and protection checks apply to hostile operations and spells").
 */
export const checkCast = (c: CastCheckInput): CastRefusal | null => {
  const no = (reason: string, detail: string) => because(reason, refuse("invalid_action", detail));
  if (UNAVAILABLE_OPERATIONS.includes(c.operationType)) return no("operation_unavailable", OPERATION_NOT_AVAILABLE);
  if (!raceCanUse(c.casterRace, c.operationType)) {
    // The English name fills the text; the type id lets a client name the operation in its own language.
    const data = { operation: OPERATION_LABELS[c.operationType], operationType: c.operationType };
    return because("race_cannot_use", refuse("invalid_action", raceRestriction(c.operationType), data));
  }
  if (c.morale < OPERATION_MORALE_COST) {
    return because(
      "insufficient_morale",
      refuse("insufficient_resources", insufficientMorale(c.morale), {
        moralePercent: moralePercent(c.morale),
        neededPercent: 5,
      }),
    );
  }
  const spell = isSpell(c.operationType);
  if (spell ? c.wizards < 1 : c.agents < 1) return spell ? no("no_wizards", NO_WIZARDS) : no("no_agents", NO_AGENTS);
  const kind = OPERATION_TARGET[c.operationType];
  if (kind === "player" && !c.targetPlayerId) return no("target_player_required", TARGET_PLAYER_REQUIRED);
  if (kind === "planet" && !c.targetPlanetId) return no("target_planet_required", TARGET_PLANET_REQUIRED);
  if (c.operationType === "plant_false_info" && !c.framedPlayerId)
    return no("framed_player_required", FRAMED_PLAYER_REQUIRED);
  if (c.operationType === "destroy_units" && !c.targetUnitType)
    return no("target_unit_type_required", TARGET_UNIT_TYPE_REQUIRED);
  if (kind === "planet" && !c.planetOwned) return no("unowned_planet_operation", UNOWNED_PLANET);
  if (kind !== "self") {
    if (c.target?.id === c.casterId) return no("operation_on_yourself", NOT_ON_YOURSELF);
    if (c.target && c.casterFamilyId !== null && c.target.familyId === c.casterFamilyId)
      return no("operation_on_family", NOT_ON_FAMILY);
    const r = c.range;
    if (c.target && r) {
      if (r.targetProtectedUntilTurn !== null && r.currentTurn < r.targetProtectedUntilTurn)
        return because("target_protected", refuse("forbidden", TARGET_PROTECTED_MESSAGE));
      if (!r.retaliation && r.targetNetworth < DEFAULT_ATTACK_RANGE * r.casterNetworth * (1 - 1e-12))
        return belowRange(DEFAULT_ATTACK_RANGE);
    }
  }
  if (c.operationType === "plant_false_info" && c.framedPlayerId === c.target?.id)
    return no("framed_not_target", FRAMED_NOT_TARGET);
  if (c.operationType === "sabotage_portal" && c.planetIsHomeWorld) return no("home_world_portal", HOME_WORLD_PORTAL);
  const cost = octarineCost(c.operationType);
  if (c.octarine < cost) return insufficient("octarine", cost, c.octarine);
  return null;
};
