import { formatCount } from "../combat/battle-text.ts";
import { because, refuse } from "../refusal.ts";
import { TRANSPORT_CAPACITY } from "../catalogue/units.ts";
import type { FleetViolation } from "./fleet-violation.ts";

/** Transports that carry `soldiers + droids` (rules.md 11.4): `ceil((soldiers + droids) / 100)`. */
export const transportsNeeded = (soldiers: number, droids: number): number =>
  Math.ceil(Math.max(0, soldiers + droids) / TRANSPORT_CAPACITY);

/** The units the transport rule looks at. */
export interface TransportLoad {
  readonly soldiers: number;
  readonly droids: number;
  readonly transports: number;
}

/**
 * The transport rule for any non-instant trip (rules.md 11.4, core-play 5): null when the transports carry every
 * soldier and droid, otherwise the spec's message, e.g.
 * "Insufficient transport capacity. Need 3 more transport(s) (500 troops need 5 transports)".
 */
export const checkTransportCapacity = (units: TransportLoad): FleetViolation | null => {
  const troops = units.soldiers + units.droids;
  const needed = transportsNeeded(units.soldiers, units.droids);
  if (units.transports >= needed) return null;
  const missing = needed - units.transports;
  return because(
    "transport_capacity",
    refuse(
      "invalid_action",
      `Insufficient transport capacity. Need ${formatCount(missing)} more transport(s) (${formatCount(troops)} troops need ${formatCount(needed)} transports)`,
      { missing, troops, needed },
    ),
  );
};
