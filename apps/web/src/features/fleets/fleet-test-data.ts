import type { Fleet } from "@nova/contract";
import { emptyFleetUnits } from "@nova/rules";

/** A fleet for tests: the home fleet of player p1 in galaxy "demo", idle, unless overridden. */
export const testFleet = (overrides: Partial<Fleet> = {}): Fleet => ({
  id: "demo:p1:home",
  fleetId: "demo:p1:home",
  fleetName: "Home Fleet",
  isHomeFleet: true,
  status: "idle",
  action: null,
  units: { ...emptyFleetUnits(), soldiers: 100, fighters: 20 },
  homePlanetId: "demo:2,7:1",
  sourcePlanetId: null,
  targetPlanetId: null,
  stationedPlanetId: null,
  locationPlanetId: "demo:2,7:1",
  arrivesAt: null,
  startedAt: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  travelTimeSeconds: null,
  currentPosition: null,
  sourcePlanetCoordinates: null,
  targetPlanetCoordinates: null,
  portalCoordinates: null,
  portalUsedId: null,
  ...overrides,
});
