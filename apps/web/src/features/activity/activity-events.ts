import type { ActivityEvent } from "@nova/contract";
import { isBuildingType, isUnitType } from "@nova/rules";
import { formatNumber } from "../../format/format-number.ts";
import { i18n } from "../../i18n/i18n.ts";
import { buildingCount, unitCount } from "../build/game-names.ts";
import { activityTypeLabel } from "../empire-log/empire-log-filters.ts";
import { outcomeText, PLANET_OUTCOMES, type PlanetOutcome } from "../combat/battle-report-format.ts";

/** Spec (core-play section 9): the dashboard feed shows 50 events and refreshes every 30 s. */
export const RECENT_ACTIVITY = { limit: 50, refreshMs: 30_000 } as const;
/**
 * Spec (core-play sections 2 and 9): the galaxy drawer shows galaxy-wide combat events, 100 of them,
 * refreshed every 60 s. The server publishes `combat_resolved` (the attacker's side) and `planet_captured`
 * (docs/decisions.md, item 22); the other combat types are asked for too, should they become public.
 */
export const GALAXY_ACTIVITY = {
  limit: 100,
  refreshMs: 60_000,
  eventTypes: ["combat_resolved", "planet_captured", "fleet_destroyed", "npc_action_attack"],
} as const;

/** Events that feeds never show (core-play section 9): the combat_resolved event tells the story. */
const HIDDEN_TYPES = new Set(["combat_initiated"]);

/** The type of an event, whichever of the two names it came under. */
export const eventTypeOf = (event: ActivityEvent): string => event.eventType || event.activityType;

/** The events a feed shows, in the order given (newest first from the server). */
export const visibleEvents = (events: readonly ActivityEvent[]): ActivityEvent[] =>
  events.filter((event) => !HIDDEN_TYPES.has(eventTypeOf(event)));

/** "Building Completed" for building_completed. */
export const eventTypeLabel = (type: string): string => activityTypeLabel(type);

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);
const count = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);

/**
 * The detailed feed's extra facts from `details`: what was built ("10 farms"), a battle's outcome and
 * casualties. Unknown or missing fields are simply left out.
 */
export const eventDetailChips = (event: ActivityEvent): string[] => {
  const details = event.details;
  const chips: string[] = [];
  const quantity = count(details["quantity"]);
  const building = text(details["buildingType"]);
  const unit = text(details["unitType"]);
  if (quantity !== null && building !== null && isBuildingType(building)) {
    chips.push(buildingCount(building, quantity));
  } else if (quantity !== null && unit !== null && isUnitType(unit)) {
    chips.push(unitCount(unit, quantity));
  }
  const outcome = text(details["outcome"]);
  if (outcome) {
    // A battle's planet outcome reads as the battle report says it, in the player's language.
    const label = PLANET_OUTCOMES.includes(outcome as PlanetOutcome)
      ? outcomeText(outcome as PlanetOutcome).label
      : activityTypeLabel(outcome);
    chips.push(i18n.t("events:feed.outcome", { outcome: label }));
  }
  const attacker = count(details["attackerCasualties"]);
  if (attacker !== null) chips.push(i18n.t("events:feed.attackerLosses", { count: formatNumber(attacker) }));
  const defender = count(details["defenderCasualties"]);
  if (defender !== null) chips.push(i18n.t("events:feed.defenderLosses", { count: formatNumber(defender) }));
  const defenderName = event.target?.defenderName;
  if (defenderName) chips.push(i18n.t("events:feed.defender", { name: defenderName }));
  return chips;
};
