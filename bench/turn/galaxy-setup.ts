/**
 * The benchmark galaxy of bench:turn and bench:load: 1,000 empires of 50 planets each (50,000 owned planets),
 * 100 of them NPCs, with jobs due at each of the first FLIPS flips.
 */
import { randomUUID } from "node:crypto";
import pino from "pino";
import {
  bulkUpdateById,
  createGalaxy,
  loadConfig,
  systemClock,
  systemIds,
  type Db,
  type ServiceDeps,
} from "@nova/server";

const EMPIRES = Number(process.env["BENCH_EMPIRES"] ?? 1000);
const PLANETS_PER_EMPIRE = Number(process.env["BENCH_PLANETS"] ?? 50);
/** The most NPC empires a galaxy may have (galaxy creation validation); the rest are players. */
const NPCS = 100;
/**
 * BENCH_NPC_LEVEL=hard times NPCs that attack: every hard NPC acts each turn, and each starts with a strike force
 * at home, so the flip weighs targets and sends strikes. The default, medium, is a peaceful galaxy.
 */
const NPC_LEVEL = process.env["BENCH_NPC_LEVEL"] === "hard" ? "hard" : "medium";
const GALAXY = "bench";
/** Flips timed; every one of them completes jobs (two building jobs and one unit job per empire). */
const FLIPS = 9;

export const BENCH_GALAXY = { EMPIRES, PLANETS_PER_EMPIRE, NPCS, NPC_LEVEL, GALAXY, FLIPS } as const;
const TURN_MS = 15 * 60_000;

/** When the galaxy's next flip is due (ms): the benchmarks make each flip due themselves (now - 1), or none soon. */
export const setNextTurnAt = (db: Db, at: number, galaxyId: string = GALAXY) =>
  db.kysely.updateTable("galaxies").set({ next_turn_at: at }).where("id", "=", galaxyId).execute();

export const setupBenchGalaxy = async (db: Db): Promise<ServiceDeps> => {
  const deps: ServiceDeps = {
    config: loadConfig({ DATABASE_URL: "sqlite::memory:" }),
    db,
    clock: systemClock,
    ids: process.env["BENCH_IDS"] === "v4" ? { uuid: () => randomUUID() } : systemIds,
    log: pino({ level: "warn" }),
  };
  const families = 10;
  await createGalaxy(deps, {
    id: GALAXY,
    name: "Benchmark",
    shardId: "shard-1",
    ownerId: null,
    isPrivate: false,
    config: {
      gridWidth: 200,
      gridHeight: 200,
      familyCount: families,
      maxPlayersPerFamily: Math.ceil(EMPIRES / families),
      planetsPerHomeSystem: Math.ceil(EMPIRES / families),
      planetsPerNeutralSystem: Math.ceil(((PLANETS_PER_EMPIRE - 1) * EMPIRES) / (200 * 200 * 0.2 - families)) + 1,
      systemDensity: 0.2,
      turnLengthMinutes: 15,
    },
    npcCount: EMPIRES,
    npcDifficulty: NPC_LEVEL,
  });
  const k = db.kysely;
  const players = await k.selectFrom("players").select("id").where("galaxy_id", "=", GALAXY).orderBy("id").execute();
  // The empires are created as NPCs for speed, but a galaxy holds at most 100 NPCs (social-and-advanced 5):
  // all but the first 100 become player empires, so the flip runs NPC turns for a real galaxy's share.
  const humans = players.slice(NPCS).map((p) => p.id);
  if (NPC_LEVEL === "hard") {
    // A late galaxy: nobody is a protected newcomer any more.
    await k.updateTable("players").set({ protected_until_turn: 0 }).where("galaxy_id", "=", GALAXY).execute();
    await k
      .updateTable("fleets")
      .set({ droids: 3_000, transports: 30, fighters: 300, bombers: 150 })
      .where("galaxy_id", "=", GALAXY)
      .where("is_home", "=", 1)
      .where(
        "player_id",
        "in",
        players.slice(0, NPCS).map((p) => p.id),
      )
      .execute();
  }
  for (let i = 0; i < humans.length; i += 500)
    await k
      .updateTable("players")
      .set({ is_npc: 0 })
      .where("galaxy_id", "=", GALAXY)
      .where("id", "in", humans.slice(i, i + 500))
      .execute();
  const free = await k
    .selectFrom("planets")
    .select(["id", "size"])
    .where("galaxy_id", "=", GALAXY)
    .where("is_home_slot", "=", 0)
    .orderBy("id")
    .execute();
  const now = Date.now();
  const owned: { id: string; values: (string | number)[] }[] = [];

  players.forEach((p, i) => {
    for (let j = 0; j < PLANETS_PER_EMPIRE - 1; j++) {
      const planet = free[i * (PLANETS_PER_EMPIRE - 1) + j];
      if (!planet) throw new Error("not enough neutral planets");
      owned.push({ id: planet.id, values: [p.id, planet.size, now, 8, 6, 10, 4] });
    }
  });
  await k.transaction().execute(async (trx) => {
    await bulkUpdateById(
      trx,
      db,
      "planets",
      GALAXY,
      [
        { name: "owner_id", type: "text" },
        { name: "population", type: "bigint" },
        { name: "claimed_at", type: "bigint" },
        { name: "farm", type: "bigint" },
        { name: "mine", type: "bigint" },
        { name: "cash_factory", type: "bigint" },
        { name: "living_quarters", type: "bigint" },
      ],
      owned,
    );
    const galaxy = await trx
      .selectFrom("galaxies")
      .select("next_turn_at")
      .where("id", "=", GALAXY)
      .executeTakeFirstOrThrow();
    const due = Array.from({ length: FLIPS }, (_, k) => galaxy.next_turn_at + k * TURN_MS);
    const jobs = due.flatMap((completesAt, k) =>
      players.flatMap((p, i) =>
        (["farm", "mine"] as const).map((buildingType, b) => ({
          galaxy_id: GALAXY,
          id: `b${k}-${b}-${i}`,
          player_id: p.id,
          planet_id: owned[i * (PLANETS_PER_EMPIRE - 1) + b]?.id ?? "",
          building_type: buildingType,
          quantity: 5 - 2 * b,
          state: "in_progress",
          started_at: now,
          completes_at: completesAt,
        })),
      ),
    );
    for (let i = 0; i < jobs.length; i += 500)
      await trx
        .insertInto("building_jobs")
        .values(jobs.slice(i, i + 500))
        .execute();
    const unitJobs = due.flatMap((completesAt, k) =>
      players.map((p, i) => ({
        galaxy_id: GALAXY,
        id: `u${k}-${i}`,
        player_id: p.id,
        fleet_id: `${GALAXY}:${p.id}:home`,
        unit_type: "soldier",
        quantity: 20,
        state: "in_progress",
        started_at: now,
        completes_at: completesAt,
      })),
    );
    for (let i = 0; i < unitJobs.length; i += 500)
      await trx
        .insertInto("unit_jobs")
        .values(unitJobs.slice(i, i + 500))
        .execute();
  });
  return deps;
};
