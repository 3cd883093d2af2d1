import { checkSendOrder, emptyFleetUnits, type FleetUnits, type SendMission } from "@nova/rules";
import type { Counts } from "./unit-counts.ts";
import { SENDABLE_KEYS } from "./unit-counts.ts";

/** The spec's warning when soldiers or droids go without transports (core-play section 5). */
export const TROOPS_NEED_TRANSPORTS = "Ground troops need transports to reach the planet!";
/** Reinforcements without a home fleet (core-play section 5). */
export const HOME_FLEET_NOT_FOUND = "Home fleet not found";

export interface SendCheckResult {
  /** Why the order cannot go (the submit stays disabled), in the rules' words; null when it can. */
  readonly error: string | null;
  /** Advice that does not block, e.g. troops without transports. */
  readonly warning: string | null;
}

const requested = (counts: Counts): Partial<FleetUnits> => {
  const units: Partial<FleetUnits> = {};
  for (const key of SENDABLE_KEYS) units[key] = counts[key] ?? 0;
  return units;
};

/**
 * Checks a send order the way the server will (`checkSendOrder` from the rules, first failure wins):
 * "Select at least one unit to send" for attacks and exploration, "Please select at least some units to
 * send" for reinforcements and moves, the transport rule's exact message
 * ('Insufficient transport capacity. Need {n} more transport(s) ({troops} troops need {m} transports)'),
 * and the warning 'Ground troops need transports to reach the planet!' while troops have no transport.
 * An `instant` move (portal to portal, rules.md 11.4) needs no transports, so neither rule applies to it.
 */
export const checkUnits = (
  mission: SendMission,
  counts: Counts,
  available: Readonly<FleetUnits> | null,
  instant = false,
): SendCheckResult => {
  const units = requested(counts);
  const troops = (units.soldiers ?? 0) + (units.droids ?? 0);
  const warning = !instant && troops > 0 && (units.transports ?? 0) === 0 ? TROOPS_NEED_TRANSPORTS : null;
  if (available === null) return { error: HOME_FLEET_NOT_FOUND, warning };
  const check = checkSendOrder({
    mission,
    available: { ...emptyFleetUnits(), ...available },
    requested: units,
    instant,
  });
  return { error: check.ok ? null : check.detail, warning };
};
