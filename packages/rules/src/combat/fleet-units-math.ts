import { emptyFleetUnits, FLEET_UNIT_KEYS, type FleetUnitKey, type FleetUnits } from "../catalogue/units.ts";

/** a + b per fleet unit key. */
export const addUnits = (a: Readonly<FleetUnits>, b: Readonly<FleetUnits>): FleetUnits => {
  const out = emptyFleetUnits();
  for (const key of FLEET_UNIT_KEYS) out[key] = a[key] + b[key];
  return out;
};

/** a − b per fleet unit key. */
export const subtractUnits = (a: Readonly<FleetUnits>, b: Readonly<FleetUnits>): FleetUnits => {
  const out = emptyFleetUnits();
  for (const key of FLEET_UNIT_KEYS) out[key] = a[key] - b[key];
  return out;
};

/** The keys of `units` that pass the test; the others 0. */
export const pickUnits = (units: Readonly<FleetUnits>, keep: (key: FleetUnitKey) => boolean): FleetUnits => {
  const out = emptyFleetUnits();
  for (const key of FLEET_UNIT_KEYS) if (keep(key)) out[key] = units[key];
  return out;
};
