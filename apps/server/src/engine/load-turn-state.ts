import {
  BUILDING_TYPES,
  FLEET_UNIT_KEYS,
  NO_SCIENCE,
  emptyFleetUnits,
  type BonusType,
  type BuildingType,
  type DueBuildingJob,
  type DueUnitJob,
  type EmpireState,
  type FleetUnits,
  type PlanetState,
  type PlanetType,
  type Race,
  type UnitType,
} from "@nova/rules";
import type { Queryable } from "../db/database.ts";
import { buildingsOfRow } from "../db/repositories/planets-repository.ts";

export interface LoadedTurnState {
  readonly empires: EmpireState[];
  readonly dueBuildingJobs: DueBuildingJob[];
  readonly dueUnitJobs: DueUnitJob[];
}

/**
 * Reads everything a flip needs about a galaxy in a handful of queries (no per-player round trips).
 * With `onlyPlayerId`, reads just that empire (the dashboard's projection of the coming flip).
 */
export const loadTurnState = async (
  trx: Queryable,
  galaxyId: string,
  flipTime: number,
  onlyPlayerId?: string,
): Promise<LoadedTurnState> => {
  const one = onlyPlayerId !== undefined;
  const [players, planets, fleets, buildingJobs, unitJobs] = await Promise.all([
    trx
      .selectFrom("players")
      .select(["id", "race", "credits", "food", "iron", "endurium", "octarine", "morale", "research_points"])
      .where("galaxy_id", "=", galaxyId)
      .$if(one, (q) => q.where("id", "=", onlyPlayerId as string))
      .execute(),
    trx
      .selectFrom("planets")
      .select([
        "id",
        "owner_id",
        "size",
        "planet_type",
        "population",
        "bonus_type",
        "bonus_multiplier",
        "is_home_world",
        ...BUILDING_TYPES,
      ])
      .where("galaxy_id", "=", galaxyId)
      .where("owner_id", "is not", null)
      .$if(one, (q) => q.where("owner_id", "=", onlyPlayerId as string))
      .execute(),
    trx
      .selectFrom("fleets")
      .select((eb) => [eb.ref("player_id").as("player_id"), ...FLEET_UNIT_KEYS.map((k) => eb.fn.sum<number>(k).as(k))])
      .where("galaxy_id", "=", galaxyId)
      .$if(one, (q) => q.where("player_id", "=", onlyPlayerId as string))
      .groupBy("player_id")
      .execute(),
    trx
      .selectFrom("building_jobs")
      .select(["id", "player_id", "planet_id", "building_type", "quantity"])
      .where("galaxy_id", "=", galaxyId)
      .where("state", "=", "in_progress")
      .where("completes_at", "<=", flipTime)
      .$if(one, (q) => q.where("player_id", "=", onlyPlayerId as string))
      .orderBy("completes_at")
      .orderBy("id")
      .execute(),
    trx
      .selectFrom("unit_jobs")
      .select(["id", "player_id", "fleet_id", "unit_type", "quantity"])
      .where("galaxy_id", "=", galaxyId)
      .where("state", "=", "in_progress")
      .where("completes_at", "<=", flipTime)
      .$if(one, (q) => q.where("player_id", "=", onlyPlayerId as string))
      .orderBy("completes_at")
      .orderBy("id")
      .execute(),
  ]);

  const planetsByOwner = new Map<string, PlanetState[]>();
  for (const p of planets) {
    const list = planetsByOwner.get(p.owner_id as string) ?? [];
    list.push({
      id: p.id,
      size: p.size,
      planetType: p.planet_type as PlanetType,
      population: Number(p.population),
      buildings: buildingsOfRow(p),
      bonus: p.bonus_type ? { bonusType: p.bonus_type as BonusType, multiplier: Number(p.bonus_multiplier) } : null,
      isHomeWorld: p.is_home_world === 1,
    });
    planetsByOwner.set(p.owner_id as string, list);
  }
  const unitsByPlayer = new Map<string, FleetUnits>(
    fleets.map((f) => [
      f.player_id,
      Object.fromEntries(FLEET_UNIT_KEYS.map((k) => [k, Number(f[k] ?? 0)])) as FleetUnits,
    ]),
  );

  return {
    empires: players.map((p) => ({
      id: p.id,
      race: p.race as Race,
      resources: { credits: p.credits, food: p.food, iron: p.iron, endurium: p.endurium, octarine: p.octarine },
      morale: p.morale,
      researchPoints: p.research_points,
      planets: planetsByOwner.get(p.id) ?? [],
      units: unitsByPlayer.get(p.id) ?? emptyFleetUnits(),
      science: NO_SCIENCE,
    })),
    dueBuildingJobs: buildingJobs.map((j) => ({
      id: j.id,
      playerId: j.player_id,
      planetId: j.planet_id,
      buildingType: j.building_type as BuildingType,
      quantity: j.quantity,
    })),
    dueUnitJobs: unitJobs.map((j) => ({
      id: j.id,
      playerId: j.player_id,
      fleetId: j.fleet_id,
      unitType: j.unit_type as UnitType,
      quantity: j.quantity,
    })),
  };
};
