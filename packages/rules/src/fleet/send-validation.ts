import { because, insufficient, refuse as refusalOf } from "../refusal.ts";
import { emptyFleetUnits, FLEET_UNIT_KEYS, type FleetUnitKey, type FleetUnits } from "../catalogue/units.ts";
import type { FleetViolation } from "./fleet-violation.ts";
import { checkTransportCapacity } from "./transport.ts";

/** What a sent fleet is for. Move and reinforce go to one's own planets. */
export type SendMission = "exploration" | "attack" | "move" | "reinforce";

export interface SendOrder {
  readonly mission: SendMission;
  /** Units present in the source fleet now. */
  readonly available: Readonly<FleetUnits>;
  /** Units asked for; a missing key means 0. */
  readonly requested: Readonly<Partial<FleetUnits>>;
  /** A portal-to-portal move or reinforcement (rules.md 11.4): instant, so it needs no transports. Ignored for other missions. */
  readonly instant?: boolean;
}

/** An accepted send order: what leaves in the new fleet and what stays in the source fleet. */
export interface SendSplit {
  readonly ok: true;
  readonly leaving: FleetUnits;
  readonly staying: FleetUnits;
}

export type SendCheck = SendSplit | ({ readonly ok: false } & FleetViolation);

/** Units that fight in combat (rules.md 12.1); the others ride along. */
const COMBAT_KEYS: readonly FleetUnitKey[] = ["soldiers", "droids", "fighters", "bombers", "transports"];

const refused = (refusal: FleetViolation): SendCheck => ({ ok: false, ...refusal });
const refuse = (code: FleetViolation["code"], detail: string): SendCheck => refused(refusalOf(code, detail));
/** A refusal that is one of the contract's texts, named by its reason. */
const named = (reason: string, code: FleetViolation["code"], detail: string): SendCheck =>
  refused(because(reason, refusalOf(code, detail)));

/**
 * Validates a send order against its source fleet (core-play 5, rules.md 11.4–11.5) and splits the fleet.
 * Checks, first failure wins: whole non-negative counts; no lasers (they are buildings); at least one unit;
 * no more than present; per mission (exploration carries explorers only, at least one; an attack needs a fighting
 * unit); the transport rule for any non-instant trip.
 */
export const checkSendOrder = (order: SendOrder): SendCheck => {
  const leaving = emptyFleetUnits();
  for (const key of FLEET_UNIT_KEYS) {
    const count = order.requested[key] ?? 0;
    if (!Number.isSafeInteger(count) || count < 0) return refuse("invalid_input", "Please enter a valid quantity");
    leaving[key] = count;
  }
  if (leaving.lasers > 0) return named("lasers_stay", "invalid_input", "Lasers are buildings and cannot be sent");
  if (FLEET_UNIT_KEYS.every((key) => leaving[key] === 0)) {
    return order.mission === "move" || order.mission === "reinforce"
      ? named("select_some_units", "invalid_input", "Please select at least some units to send")
      : named("select_one_unit", "invalid_input", "Select at least one unit to send");
  }
  for (const key of FLEET_UNIT_KEYS) {
    if (leaving[key] > order.available[key]) {
      return refused(insufficient(key, leaving[key], order.available[key], "invalid_action"));
    }
  }
  if (order.mission === "exploration") {
    if (leaving.explorers < 1)
      return named("exploration_needs_explorer", "invalid_action", "Exploration needs at least one explorer");
    if (FLEET_UNIT_KEYS.some((key) => key !== "explorers" && leaving[key] > 0)) {
      return named("exploration_explorers_only", "invalid_action", "Exploration fleets carry explorers only");
    }
  }
  if (order.mission === "attack" && COMBAT_KEYS.every((key) => leaving[key] === 0)) {
    const detail = "An attack needs at least one soldier, droid, fighter, bomber or transport";
    return named("attack_needs_fighters", "invalid_action", detail);
  }
  const instant = order.instant === true && (order.mission === "move" || order.mission === "reinforce");
  if (!instant) {
    const transport = checkTransportCapacity(leaving);
    if (transport) return { ok: false, ...transport };
  }
  const staying = emptyFleetUnits();
  for (const key of FLEET_UNIT_KEYS) staying[key] = order.available[key] - leaving[key];
  return { ok: true, leaving, staying };
};
