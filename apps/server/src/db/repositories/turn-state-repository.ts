import {
  BUILDING_TYPES,
  FLEET_UNIT_KEYS,
  cashFactoryMultiplierOfStacks,
  foodMultiplierOfStacks,
  scienceBonuses,
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
import { type DialectName, type Queryable } from "../database.ts";
import { rowidOrNull } from "../bulk-writes.ts";
import { RESEARCH_COLUMNS, researchOfRow } from "./research-columns.ts";

export interface LoadedTurnState {
  readonly empires: EmpireState[];
  readonly dueBuildingJobs: DueBuildingJob[];
  readonly dueUnitJobs: DueUnitJob[];
  /** The empires run by the server (rules.md 16). */
  readonly npcIds: ReadonlySet<string>;
  /**
   * SQLite rowids of each empire's planets, in the order of its `planets` (empty on PostgreSQL), for the
   * flip's bulk writes. Arrays per empire rather than one map over 50,000 planet ids: cheaper to build and read.
   */
  readonly planetRowids: ReadonlyMap<string, readonly (number | null)[]>;
  /** Each empire's networth as read: the flip writes its new networth relative to it. */
  readonly networth: ReadonlyMap<string, number>;
}

/**
 * Every building type with its count, zeros included, built as one literal: one object shape for all
 * 50,000 planets of a big galaxy keeps the rules' per-planet loops monomorphic.
 */
const everyBuildingOfRow = (row: Record<BuildingType, number>): Record<BuildingType, number> => ({
  cash_factory: Number(row.cash_factory),
  farm: Number(row.farm),
  mine: Number(row.mine),
  refinery: Number(row.refinery),
  occult_center: Number(row.occult_center),
  research_center: Number(row.research_center),
  living_quarters: Number(row.living_quarters),
  laser: Number(row.laser),
  tax_office: Number(row.tax_office),
  portal: Number(row.portal),
});

/**
 * Reads everything a flip needs about a galaxy in a handful of queries (no per-player round trips).
 * With `only` one player id, reads just that empire (the dashboard's projection of the coming flip), without
 * the due jobs, which the projection never looks at (two queries fewer on the hot stats read). With a list,
 * reads those empires, also without the due jobs (the flip re-reading, under its lock, the empires its arrivals
 * and effects touched; their jobs stay those of its snapshot).
 */
export const loadTurnState = async (
  trx: Queryable,
  dialect: DialectName,
  galaxyId: string,
  flipTime: number,
  only?: string | readonly string[],
): Promise<LoadedTurnState> => {
  const onlyPlayerId = typeof only === "string" ? only : undefined;
  const some = Array.isArray(only) ? (only as readonly string[]) : null;
  const one = onlyPlayerId !== undefined;
  const all = only === undefined;
  if (some?.length === 0)
    return {
      empires: [],
      dueBuildingJobs: [],
      dueUnitJobs: [],
      npcIds: new Set(),
      planetRowids: new Map(),
      networth: new Map(),
    };
  const [players, planets, fleets, buildingJobs, unitJobs, economyEffects] = await Promise.all([
    trx
      .selectFrom("players")
      .select([
        "id",
        "race",
        "credits",
        "food",
        "iron",
        "endurium",
        "octarine",
        "morale",
        "networth",
        "is_npc",
        "research_points",
        ...RESEARCH_COLUMNS,
      ])
      .where("galaxy_id", "=", galaxyId)
      .$if(one, (q) => q.where("id", "=", onlyPlayerId as string))
      .$if(some !== null, (q) => q.where("id", "in", some as string[]))
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
        rowidOrNull(dialect).as("row_id"),
      ])
      .where("galaxy_id", "=", galaxyId)
      .where("owner_id", "is not", null)
      .$if(one, (q) => q.where("owner_id", "=", onlyPlayerId as string))
      .$if(some !== null, (q) => q.where("owner_id", "in", some as string[]))
      .execute(),
    trx
      .selectFrom("fleets")
      .select((eb) => [eb.ref("player_id").as("player_id"), ...FLEET_UNIT_KEYS.map((k) => eb.fn.sum<number>(k).as(k))])
      .where("galaxy_id", "=", galaxyId)
      .$if(one, (q) => q.where("player_id", "=", onlyPlayerId as string))
      .$if(some !== null, (q) => q.where("player_id", "in", some as string[]))
      .groupBy("player_id")
      .execute(),
    !all
      ? []
      : trx
          .selectFrom("building_jobs")
          .select(["id", "player_id", "planet_id", "building_type", "quantity"])
          .where("galaxy_id", "=", galaxyId)
          .where("state", "=", "in_progress")
          .where("completes_at", "<=", flipTime)
          .orderBy("completes_at")
          .orderBy("id")
          .execute(),
    !all
      ? []
      : trx
          .selectFrom("unit_jobs")
          .select(["id", "player_id", "fleet_id", "unit_type", "quantity"])
          .where("galaxy_id", "=", galaxyId)
          .where("state", "=", "in_progress")
          .where("completes_at", "<=", flipTime)
          .orderBy("completes_at")
          .orderBy("id")
          .execute(),
    // Spells that change an economy (rules.md 14.3): a few rows per galaxy at most.
    trx
      .selectFrom("active_effects")
      .select(["affected_player_id", "effect_type", "intensity"])
      .where("galaxy_id", "=", galaxyId)
      .where("effect_type", "in", ["reduced_food_production", "octarine_hurricane"])
      .where("duration_turns", ">", 0)
      .$if(one, (q) => q.where("affected_player_id", "=", onlyPlayerId as string))
      .$if(some !== null, (q) => q.where("affected_player_id", "in", some as string[]))
      .execute(),
  ]);

  const planetsByOwner = new Map<string, PlanetState[]>();
  const planetRowids = new Map<string, (number | null)[]>();
  // The owner index returns an empire's planets together: look the lists up once per empire, not per planet.
  let owner: string | null = null;
  let list: PlanetState[] = [];
  let rowids: (number | null)[] = [];
  for (const p of planets) {
    if (p.owner_id !== owner) {
      owner = p.owner_id as string;
      list = planetsByOwner.get(owner) ?? [];
      rowids = planetRowids.get(owner) ?? [];
      planetsByOwner.set(owner, list);
      planetRowids.set(owner, rowids);
    }
    rowids.push(p.row_id);
    list.push({
      id: p.id,
      size: p.size,
      planetType: p.planet_type as PlanetType,
      population: Number(p.population),
      buildings: everyBuildingOfRow(p),
      bonus: p.bonus_type ? { bonusType: p.bonus_type as BonusType, multiplier: Number(p.bonus_multiplier) } : null,
      isHomeWorld: p.is_home_world === 1,
    });
  }
  const unitsByPlayer = new Map<string, FleetUnits>(
    fleets.map((f) => [
      f.player_id,
      Object.fromEntries(FLEET_UNIT_KEYS.map((k) => [k, Number(f[k] ?? 0)])) as FleetUnits,
    ]),
  );

  const stacks = new Map<string, { food: number; cash: number }>();
  for (const e of economyEffects) {
    const entry = stacks.get(e.affected_player_id) ?? { food: 0, cash: 0 };
    if (e.effect_type === "reduced_food_production") entry.food += Number(e.intensity);
    else entry.cash += Number(e.intensity);
    stacks.set(e.affected_player_id, entry);
  }

  return {
    empires: players.map((p) => {
      const research = researchOfRow(p);
      const spells = stacks.get(p.id);
      return {
        id: p.id,
        race: p.race as Race,
        resources: { credits: p.credits, food: p.food, iron: p.iron, endurium: p.endurium, octarine: p.octarine },
        morale: p.morale,
        researchPoints: p.research_points,
        planets: planetsByOwner.get(p.id) ?? [],
        units: unitsByPlayer.get(p.id) ?? emptyFleetUnits(),
        // The bonuses of the points and networth the flip starts from (rules.md 8).
        science: scienceBonuses(research.fieldPoints, Number(p.networth)),
        research,
        ...(spells
          ? {
              operationEffects: {
                foodMultiplier: foodMultiplierOfStacks(spells.food),
                cashFactoryMultiplier: cashFactoryMultiplierOfStacks(spells.cash),
              },
            }
          : {}),
      };
    }),
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
    npcIds: new Set(players.filter((p) => p.is_npc === 1).map((p) => p.id)),
    planetRowids,
    networth: new Map(players.map((p) => [p.id, Number(p.networth)])),
  };
};
