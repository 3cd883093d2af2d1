import type { BuildingType } from "../catalogue/buildings.ts";
import { buildingCountText, unitCountText } from "./turn-text.ts";
import { UNIT_FLEET_KEY } from "../catalogue/units.ts";
import type { DueBuildingJob, DueUnitJob, EmpireState, PlanetState, TurnEvent } from "../economy/empire-state.ts";
import { planetLabel } from "../galaxy/ids.ts";

export interface CompletedJobs {
  /** The empire with its due buildings added to its planets and its due units added to its totals. */
  readonly empire: EmpireState;
  /** `building_completed` and `unit_completed` events, private to the empire. */
  readonly events: readonly TurnEvent[];
}

const byId = <T extends { readonly id: string }>(a: T, b: T): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const withBuildings = (planet: PlanetState, type: BuildingType, quantity: number): PlanetState => ({
  ...planet,
  buildings: { ...planet.buildings, [type]: (planet.buildings[type] ?? 0) + quantity },
});

/**
 * Step 3 of the flip (rules.md 3.2) for one empire: applies its due jobs, in job id order.
 *
 * A building job whose planet the empire no longer owns (captured while building) is dropped without an
 * event: the buildings are lost with the planet, and the new owner gets nothing it did not pay for.
 * Jobs of other players are ignored.
 */
export const completeJobs = (
  empire: EmpireState,
  buildingJobs: readonly DueBuildingJob[],
  unitJobs: readonly DueUnitJob[],
): CompletedJobs => {
  const events: TurnEvent[] = [];
  let planets = empire.planets;
  for (const job of buildingJobs.filter((j) => j.playerId === empire.id).sort(byId)) {
    if (!planets.some((planet) => planet.id === job.planetId)) continue;
    planets = planets.map((planet) =>
      planet.id === job.planetId ? withBuildings(planet, job.buildingType, job.quantity) : planet,
    );
    events.push({
      playerId: empire.id,
      eventType: "building_completed",
      text: {
        code: "building_completed",
        params: { buildings: buildingCountText(job.buildingType, job.quantity), planet: planetLabel(job.planetId) },
      },
      isPublic: false,
      details: { buildingType: job.buildingType, quantity: job.quantity, planetId: job.planetId },
    });
  }
  const units = { ...empire.units };
  for (const job of unitJobs.filter((j) => j.playerId === empire.id).sort(byId)) {
    const key = UNIT_FLEET_KEY[job.unitType];
    units[key] += job.quantity;
    events.push({
      playerId: empire.id,
      eventType: "unit_completed",
      text: { code: "unit_completed", params: { units: unitCountText(job.unitType, job.quantity) } },
      isPublic: false,
      details: { unitType: job.unitType, quantity: job.quantity, fleetId: job.fleetId },
    });
  }
  return { empire: { ...empire, planets, units }, events };
};
