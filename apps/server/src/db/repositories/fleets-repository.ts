import { sql } from "kysely";
import { FLEET_UNIT_KEYS, type FleetUnits } from "@nova/rules";
import type { Selectable, Updateable } from "kysely";
import type { Queryable } from "../database.ts";
import { preparedQuery } from "../prepared-query.ts";
import type { FleetsTable } from "../schema.ts";

export type FleetRow = Selectable<FleetsTable>;

export const unitsOf = (row: FleetRow): FleetUnits =>
  Object.fromEntries(FLEET_UNIT_KEYS.map((k) => [k, Number(row[k])])) as FleetUnits;

/** A fleet setting out from `sourcePlanetId` on a mission (exploration, attack or move), due at `arrivesAt`. */
export const missionFleetRow = (mission: {
  readonly galaxyId: string;
  readonly id: string;
  readonly playerId: string;
  readonly name: string;
  readonly action: string;
  readonly units: FleetUnits;
  readonly homePlanetId: string | null;
  readonly sourcePlanetId: string | null;
  readonly targetPlanetId: string;
  readonly portalPlanetId: string | null;
  readonly startedAt: number;
  readonly arrivesAt: number;
}): FleetRow => ({
  galaxy_id: mission.galaxyId,
  id: mission.id,
  player_id: mission.playerId,
  name: mission.name,
  is_home: 0,
  status: "traveling",
  action: mission.action,
  ...mission.units,
  home_planet_id: mission.homePlanetId,
  source_planet_id: mission.sourcePlanetId,
  target_planet_id: mission.targetPlanetId,
  stationed_planet_id: null,
  started_at: mission.startedAt,
  arrives_at: mission.arrivesAt,
  created_at: mission.startedAt,
  portal_planet_id: mission.portalPlanetId,
  merge_into_fleet_id: null,
  travel_seconds: Math.round((mission.arrivesAt - mission.startedAt) / 1000),
});

export const insertFleet = async (db: Queryable, row: FleetRow): Promise<void> => {
  await db.insertInto("fleets").values(row).execute();
};

export const listFleetsOfPlayer = async (db: Queryable, galaxyId: string, playerId: string): Promise<FleetRow[]> =>
  db
    .selectFrom("fleets")
    .selectAll()
    .where("galaxy_id", "=", galaxyId)
    .where("player_id", "=", playerId)
    .orderBy("is_home", "desc")
    .orderBy("created_at")
    .execute();

/** Unit totals over every fleet of each player in a galaxy (networth counts all of them). */
export const unitTotalsByPlayer = async (db: Queryable, galaxyId: string): Promise<Map<string, FleetUnits>> => {
  const rows = await db
    .selectFrom("fleets")
    .select((eb) => [eb.ref("player_id").as("player_id"), ...FLEET_UNIT_KEYS.map((k) => eb.fn.sum<number>(k).as(k))])
    .where("galaxy_id", "=", galaxyId)
    .groupBy("player_id")
    .execute();
  return new Map(
    rows.map((r) => [
      r.player_id,
      Object.fromEntries(FLEET_UNIT_KEYS.map((k) => [k, Number(r[k] ?? 0)])) as FleetUnits,
    ]),
  );
};

// One fleet by id: the home fleet of every advice request and of most fleet orders. Compiled once.
const fleetById = preparedQuery((db, galaxyId: string, fleetId: string) =>
  db.selectFrom("fleets").selectAll().where("galaxy_id", "=", galaxyId).where("id", "=", fleetId),
);

export const findFleet = async (db: Queryable, galaxyId: string, fleetId: string): Promise<FleetRow | null> =>
  ((await fleetById(db, galaxyId, fleetId))[0] as FleetRow | undefined) ?? null;

/** Sets a fleet's unit counts (the whole record, as the rules computed it). */
export const setFleetUnits = async (
  db: Queryable,
  galaxyId: string,
  fleetId: string,
  units: FleetUnits,
): Promise<void> => {
  await db
    .updateTable("fleets")
    .set({ ...units })
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", fleetId)
    .execute();
};

/** Adds units to a fleet in one statement (merging a returning or reinforcing fleet). */
export const addFleetUnits = async (
  db: Queryable,
  galaxyId: string,
  fleetId: string,
  units: FleetUnits,
): Promise<void> => {
  await db
    .updateTable("fleets")
    .set((eb) => Object.fromEntries(FLEET_UNIT_KEYS.map((k) => [k, eb(eb.ref(k), "+", units[k])])))
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", fleetId)
    .execute();
};

export const deleteFleet = async (db: Queryable, galaxyId: string, fleetId: string): Promise<void> => {
  await db.deleteFrom("fleets").where("galaxy_id", "=", galaxyId).where("id", "=", fleetId).execute();
};

export interface Trip {
  readonly status: "traveling" | "returning";
  readonly action?: string;
  readonly from: string | null;
  readonly to: string | null;
  readonly startedAt: number;
  readonly arrivesAt: number;
  /** Set when the units change as the trip starts (e.g. an explorer consumed). */
  readonly units?: FleetUnits;
}

/** Puts a fleet on its way: one place that knows which columns a trip resets. */
export const startTrip = async (db: Queryable, galaxyId: string, fleetId: string, trip: Trip): Promise<void> => {
  await db
    .updateTable("fleets")
    .set({
      ...trip.units,
      status: trip.status,
      ...(trip.action === undefined ? {} : { action: trip.action }),
      source_planet_id: trip.from,
      target_planet_id: trip.to,
      stationed_planet_id: null,
      started_at: trip.startedAt,
      arrives_at: trip.arrivesAt,
      travel_seconds: Math.round((trip.arrivesAt - trip.startedAt) / 1000),
      portal_planet_id: null,
    })
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", fleetId)
    .execute();
};

// In every dashboard's refetch after a flip: compiled once (the defender fills two parameters, so two arguments).
const incomingAttacks = preparedQuery((db, galaxyId: string, defenderId: string, notAttackerId: string) =>
  db
    .selectFrom("fleets as f")
    .innerJoin("planets as p", (join) =>
      join.onRef("p.galaxy_id", "=", "f.galaxy_id").onRef("p.id", "=", "f.target_planet_id"),
    )
    .innerJoin("players as a", (join) =>
      join.onRef("a.galaxy_id", "=", "f.galaxy_id").onRef("a.id", "=", "f.player_id"),
    )
    .select(["f.id", "f.player_id", "a.username", "f.target_planet_id", "f.status", "f.arrives_at"])
    .where("f.galaxy_id", "=", galaxyId)
    .where("f.action", "=", "attack")
    .where("f.status", "in", ["traveling", "arrived"])
    .where("p.owner_id", "=", defenderId)
    .where("f.player_id", "!=", notAttackerId)
    .orderBy("f.arrives_at")
    .orderBy("f.id"),
);

/** Other empires' attack fleets heading for (or in orbit at) a defender's planets, soonest first. */
export const listIncomingAttacks = (db: Queryable, galaxyId: string, defenderId: string) =>
  incomingAttacks(db, galaxyId, defenderId, defenderId);

/** The agents and wizards at an empire's home (what it can cast with), or undefined without a home fleet. */
export const findHomeAgentsAndWizards = (db: Queryable, galaxyId: string, playerId: string) =>
  db
    .selectFrom("fleets")
    .select(["agents", "wizards"])
    .where("galaxy_id", "=", galaxyId)
    .where("player_id", "=", playerId)
    .where("is_home", "=", 1)
    .executeTakeFirst();

/**
 * An empire's fleets that stand at a planet (idle or stationed), for the planets list: compiled once, and one
 * statement whatever the number of planets (the list of their ids made a new statement for every empire).
 */
export const listFleetsStandingAtPlanets = preparedQuery((db, galaxyId: string, playerId: string) =>
  db
    .selectFrom("fleets")
    .selectAll()
    .where("galaxy_id", "=", galaxyId)
    .where("player_id", "=", playerId)
    .where("status", "in", ["idle", "stationed"])
    .where("stationed_planet_id", "is not", null),
);

/** A fleet's owner, whether it is the home fleet, and its status. */
export const findFleetState = (db: Queryable, galaxyId: string, fleetId: string) =>
  db
    .selectFrom("fleets")
    .select(["id", "player_id", "is_home", "status"])
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", fleetId)
    .executeTakeFirst();

/** An empire's exploration fleet already travelling to a planet, if any. */
export const findExplorerHeadingFor = (db: Queryable, galaxyId: string, playerId: string, planetId: string) =>
  db
    .selectFrom("fleets")
    .select("id")
    .where("galaxy_id", "=", galaxyId)
    .where("player_id", "=", playerId)
    .where("action", "=", "exploration")
    .where("status", "=", "traveling")
    .where("target_planet_id", "=", planetId)
    .executeTakeFirst();

/** An empire's oldest (non-home) fleet stationed at a planet, if any. */
export const findStationedFleetAt = (db: Queryable, galaxyId: string, playerId: string, planetId: string) =>
  db
    .selectFrom("fleets")
    .selectAll()
    .where("galaxy_id", "=", galaxyId)
    .where("player_id", "=", playerId)
    .where("status", "=", "stationed")
    .where("is_home", "=", 0)
    .where("stationed_planet_id", "=", planetId)
    .orderBy("created_at")
    .executeTakeFirst();

/** The fleets that would defend a planet: those stationed there, and the home fleet when it defends it. */
export const listDefendingFleets = (
  db: Queryable,
  galaxyId: string,
  playerId: string,
  planetId: string,
  homeDefends: boolean,
) =>
  db
    .selectFrom("fleets")
    .selectAll()
    .where("galaxy_id", "=", galaxyId)
    .where("player_id", "=", playerId)
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "stationed"), eb("stationed_planet_id", "=", planetId), eb("is_home", "=", 0)]),
        ...(homeDefends ? [eb("is_home", "=", 1)] : []),
      ]),
    )
    .execute();

/** An empire's agents and wizards, at home only or in every fleet. */
export const agentsAndWizards = async (db: Queryable, galaxyId: string, playerId: string, homeOnly: boolean) => {
  let q = db
    .selectFrom("fleets")
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>("agents"), sql<number>`0`).as("agents"),
      eb.fn.coalesce(eb.fn.sum<number>("wizards"), sql<number>`0`).as("wizards"),
    ])
    .where("galaxy_id", "=", galaxyId)
    .where("player_id", "=", playerId);
  if (homeOnly) q = q.where("is_home", "=", 1);
  const row = await q.executeTakeFirst();
  return { agents: Number(row?.agents ?? 0), wizards: Number(row?.wizards ?? 0) };
};

/** Takes lost agents and wizards off an empire's home fleet. */
export const loseHomeAgentsAndWizards = (
  db: Queryable,
  galaxyId: string,
  playerId: string,
  agents: number,
  wizards: number,
) =>
  db
    .updateTable("fleets")
    .set((eb) => ({
      agents: eb("agents", "-", agents),
      wizards: eb("wizards", "-", wizards),
    }))
    .where("galaxy_id", "=", galaxyId)
    .where("player_id", "=", playerId)
    .where("is_home", "=", 1)
    .execute();

/** An empire's home fleet and its fleets stationed at a planet, with one unit count. */
export const listFleetsDefending = (
  db: Queryable,
  galaxyId: string,
  playerId: string,
  planetId: string,
  key: "soldiers" | "droids" | "fighters" | "bombers" | "transports",
) =>
  db
    .selectFrom("fleets")
    .select(["id", key])
    .where("galaxy_id", "=", galaxyId)
    .where("player_id", "=", playerId)
    .where((eb) =>
      eb.or([
        eb("is_home", "=", 1),
        eb.and([eb("status", "=", "stationed"), eb("stationed_planet_id", "=", planetId)]),
      ]),
    )
    .execute();

/** Takes n units of one kind off a fleet. */
export const takeFleetUnits = async (
  db: Queryable,
  galaxyId: string,
  fleetId: string,
  key: "soldiers" | "droids" | "fighters" | "bombers" | "transports",
  n: number,
): Promise<void> => {
  await db
    .updateTable("fleets")
    .set((eb) => ({ [key]: eb(key, "-", n) }))
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", fleetId)
    .execute();
};

/** An empire's first attack fleet waiting at a planet, if any. */
export const findArrivedAttack = (db: Queryable, galaxyId: string, playerId: string, planetId: string) =>
  db
    .selectFrom("fleets")
    .selectAll()
    .where("galaxy_id", "=", galaxyId)
    .where("player_id", "=", playerId)
    .where("status", "=", "arrived")
    .where("action", "=", "attack")
    .where("target_planet_id", "=", planetId)
    .orderBy("arrives_at")
    .orderBy("id")
    .executeTakeFirst();

/** An empire's fleets stationed at a planet, oldest first. */
export const listFleetsStationedHere = (db: Queryable, galaxyId: string, playerId: string, planetId: string) =>
  db
    .selectFrom("fleets")
    .selectAll()
    .where("galaxy_id", "=", galaxyId)
    .where("player_id", "=", playerId)
    .where("status", "=", "stationed")
    .where("stationed_planet_id", "=", planetId)
    .orderBy("created_at")
    .execute();

/** A fleet stations at a planet with these units (after winning it). */
export const stationFleet = (db: Queryable, galaxyId: string, fleetId: string, planetId: string, units: FleetUnits) =>
  db
    .updateTable("fleets")
    .set({
      ...units,
      status: "stationed",
      action: "move",
      stationed_planet_id: planetId,
      arrives_at: null,
    })
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", fleetId)
    .execute();

/** The home fleets' explorers of some empires. */
export const listHomeExplorers = (db: Queryable, galaxyId: string, playerIds: readonly string[]) =>
  db
    .selectFrom("fleets")
    .select(["id", "player_id", "explorers", "home_planet_id"])
    .where("galaxy_id", "=", galaxyId)
    .where("is_home", "=", 1)
    .where("player_id", "in", [...playerIds])
    .execute();

/** Every exploration fleet on its way, with its target. */
export const listExplorersInFlight = (db: Queryable, galaxyId: string) =>
  db
    .selectFrom("fleets")
    .select(["player_id", "target_planet_id"])
    .where("galaxy_id", "=", galaxyId)
    .where("action", "=", "exploration")
    .where("status", "=", "traveling")
    .execute();

/** Takes one explorer from a fleet that has one; false when it had none left. */
export const takeOneExplorer = async (db: Queryable, galaxyId: string, fleetId: string): Promise<boolean> =>
  Number(
    (
      await db
        .updateTable("fleets")
        .set((eb) => ({ explorers: eb("explorers", "-", 1) }))
        .where("galaxy_id", "=", galaxyId)
        .where("id", "=", fleetId)
        .where("explorers", ">=", 1)
        .executeTakeFirst()
    ).numUpdatedRows,
  ) === 1;

/** Fleets stationed at any of some planets. */
export const listFleetsStationedAtPlanets = (db: Queryable, galaxyId: string, planetIds: readonly string[]) =>
  db
    .selectFrom("fleets")
    .selectAll()
    .where("galaxy_id", "=", galaxyId)
    .where("status", "=", "stationed")
    .where("stationed_planet_id", "in", [...planetIds])
    .execute();

/** The home fleets of some empires. */
export const listHomeFleets = (db: Queryable, galaxyId: string, playerIds: readonly string[]) =>
  db
    .selectFrom("fleets")
    .selectAll()
    .where("galaxy_id", "=", galaxyId)
    .where("is_home", "=", 1)
    .where("player_id", "in", [...playerIds])
    .execute();

/** The owners of attack fleets travelling or waiting, among some empires. */
export const listAttacksOut = (db: Queryable, galaxyId: string, playerIds: readonly string[]) =>
  db
    .selectFrom("fleets")
    .select("player_id")
    .where("galaxy_id", "=", galaxyId)
    .where("action", "=", "attack")
    .where("status", "in", ["traveling", "arrived"])
    .where("player_id", "in", [...playerIds])
    .execute();

/** Changes a fleet's columns. */
export const updateFleet = async (
  db: Queryable,
  galaxyId: string,
  fleetId: string,
  changes: Updateable<FleetsTable>,
): Promise<void> => {
  await db.updateTable("fleets").set(changes).where("galaxy_id", "=", galaxyId).where("id", "=", fleetId).execute();
};

/** Fleets travelling or returning that are due by a time, in arrival order. */
export const listDueFleets = (db: Queryable, galaxyId: string, by: number) =>
  db
    .selectFrom("fleets")
    .selectAll()
    .where("galaxy_id", "=", galaxyId)
    .where("status", "in", ["traveling", "returning"])
    .where("arrives_at", "<=", by)
    .orderBy("arrives_at")
    .orderBy("id")
    .execute();

/** Some fleets by id. */
export const listFleetsByIds = (db: Queryable, galaxyId: string, ids: readonly string[]) =>
  db
    .selectFrom("fleets")
    .selectAll()
    .where("galaxy_id", "=", galaxyId)
    .where("id", "in", [...ids])
    .execute();

/** An empire's fleets, the home fleet first, then oldest first (disbanding takes from them in that order). */
/** The fleets of several players, each player's home fleet first, then the others in creation order. */
export const listFleetsHomeFirstOf = (db: Queryable, galaxyId: string, playerIds: readonly string[]) =>
  db
    .selectFrom("fleets")
    .selectAll()
    .where("galaxy_id", "=", galaxyId)
    .where("player_id", "in", playerIds as string[])
    .orderBy("player_id")
    .orderBy("is_home", "desc")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
