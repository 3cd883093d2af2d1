import {
  BUILDING_TYPES,
  FLEET_UNIT_KEYS,
  cashFactoryMultiplierOfStacks,
  foodMultiplierOfStacks,
  scienceBonuses,
  type BonusType,
  type BuildingType,
  type EmpireState,
  type FleetUnits,
  type PlanetState,
  type PlanetType,
  type Race,
} from "@nova/rules";
import type { Queryable } from "../database.ts";
import { preparedQuery } from "../prepared-query.ts";
import type { PlayerRow } from "./players-repository.ts";
import { researchOfRow } from "./research-columns.ts";

const empirePlanets = preparedQuery((db, galaxyId: string, playerId: string) =>
  db
    .selectFrom("planets")
    .select([
      "id",
      "size",
      "planet_type",
      "population",
      "bonus_type",
      "bonus_multiplier",
      "is_home_world",
      ...BUILDING_TYPES,
    ])
    .where("galaxy_id", "=", galaxyId)
    .where("owner_id", "=", playerId),
);

const empireUnits = preparedQuery((db, galaxyId: string, playerId: string) =>
  db
    .selectFrom("fleets")
    .select((eb) => FLEET_UNIT_KEYS.map((k) => eb.fn.sum<number>(k).as(k)))
    .where("galaxy_id", "=", galaxyId)
    .where("player_id", "=", playerId),
);

// Spells that change an economy (rules.md 14.3).
const empireEconomyEffects = preparedQuery((db, galaxyId: string, playerId: string) =>
  db
    .selectFrom("active_effects")
    .select(["effect_type", "intensity"])
    .where("galaxy_id", "=", galaxyId)
    .where("effect_type", "in", ["reduced_food_production", "octarine_hurricane"])
    .where("duration_turns", ">", 0)
    .where("affected_player_id", "=", playerId),
);

// A loop, not Object.fromEntries over a mapped list: per planet of every stats request (a tenth of its cost then).
const buildingRecord = (row: Readonly<Record<BuildingType, number>>): Record<BuildingType, number> => {
  const counts = {} as Record<BuildingType, number>;
  for (const type of BUILDING_TYPES) counts[type] = Number(row[type]);
  return counts;
};

type EmpirePlanetRow = Awaited<ReturnType<typeof empirePlanets>>[number];

/**
 * One empire as the flip would see it (the same figures as `loadTurnState(…, onlyPlayerId)`), from the player
 * row the caller already read: three compiled reads (planets, fleet sums, economy spells) instead of
 * loadTurnState's four built ones. For the hot `GET /player/stats`. `planetRows`: the empire's planet rows when the
 * caller reads them anyway (any rows holding the columns `empirePlanets` reads).
 */
export const loadEmpireOfPlayer = async (
  db: Queryable,
  player: PlayerRow,
  planetRows?: Promise<readonly EmpirePlanetRow[]>,
): Promise<EmpireState> => {
  const [planets, units, effects] = await Promise.all([
    planetRows ?? empirePlanets(db, player.galaxy_id, player.id),
    empireUnits(db, player.galaxy_id, player.id),
    empireEconomyEffects(db, player.galaxy_id, player.id),
  ]);
  let food = 0;
  let cash = 0;
  for (const e of effects) {
    if (e.effect_type === "reduced_food_production") food += Number(e.intensity);
    else cash += Number(e.intensity);
  }
  const sums = units[0];
  const research = researchOfRow(player);
  return {
    id: player.id,
    race: player.race as Race,
    resources: {
      credits: player.credits,
      food: player.food,
      iron: player.iron,
      endurium: player.endurium,
      octarine: player.octarine,
    },
    morale: player.morale,
    researchPoints: player.research_points,
    planets: planets.map((p): PlanetState => ({
      id: p.id,
      size: p.size,
      planetType: p.planet_type as PlanetType,
      population: Number(p.population),
      buildings: buildingRecord(p),
      bonus: p.bonus_type ? { bonusType: p.bonus_type as BonusType, multiplier: Number(p.bonus_multiplier) } : null,
      isHomeWorld: p.is_home_world === 1,
    })),
    units: Object.fromEntries(FLEET_UNIT_KEYS.map((k) => [k, Number(sums?.[k] ?? 0)])) as FleetUnits,
    science: scienceBonuses(research.fieldPoints, Number(player.networth)),
    research,
    ...(effects.length > 0
      ? {
          operationEffects: {
            foodMultiplier: foodMultiplierOfStacks(food),
            cashFactoryMultiplier: cashFactoryMultiplierOfStacks(cash),
          },
        }
      : {}),
  };
};
