import type { Fleet } from "@nova/contract";
import { parsePlanetId } from "@nova/rules";
import type { FleetRow } from "../../db/repositories/fleets-repository.ts";
import { unitsOf } from "../../db/repositories/fleets-repository.ts";
import { iso } from "../../platform/clock.ts";

const coordinates = (planetId: string | null) => {
  const parsed = planetId ? parsePlanetId(planetId) : null;
  return parsed ? { x: parsed.x, y: parsed.y } : null;
};

/** Where a fleet is now, if it is at a planet. */
const location = (f: FleetRow): string | null => {
  if (f.status === "stationed" || f.status === "idle") return f.stationed_planet_id ?? f.home_planet_id;
  if (f.status === "arrived") return f.target_planet_id;
  return null;
};

export const fleetView = (f: FleetRow): Fleet => ({
  id: f.id,
  fleetId: f.id,
  fleetName: f.name,
  isHomeFleet: f.is_home === 1,
  status: f.status as Fleet["status"],
  action: (f.action ?? null) as Fleet["action"],
  units: unitsOf(f),
  homePlanetId: f.home_planet_id,
  sourcePlanetId: f.source_planet_id,
  targetPlanetId: f.target_planet_id,
  stationedPlanetId: f.stationed_planet_id,
  locationPlanetId: location(f),
  arrivesAt: f.arrives_at === null ? null : iso(f.arrives_at),
  startedAt: f.started_at === null ? null : iso(f.started_at),
  createdAt: iso(f.created_at),
  travelTimeSeconds: f.travel_seconds,
  currentPosition: null,
  sourcePlanetCoordinates: coordinates(f.source_planet_id),
  targetPlanetCoordinates: coordinates(f.target_planet_id),
  portalCoordinates: coordinates(f.portal_planet_id),
  portalUsedId: f.portal_planet_id,
});
