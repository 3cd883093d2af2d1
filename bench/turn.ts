/**
 * npm run bench:turn — one turn flip of a galaxy with 1,000 empires of 50 planets each (50,000 owned
 * planets) and pending jobs due at that flip. Prints the flip time and rows written per second for SQLite,
 * and for PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import pino from "pino";
import {
  bulkUpdateById,
  createGalaxy,
  loadConfig,
  migrate,
  openDatabase,
  processNextFlip,
  systemClock,
  type Db,
  type ServiceDeps,
} from "@nova/server";

const EMPIRES = Number(process.env["BENCH_EMPIRES"] ?? 1000);
const PLANETS_PER_EMPIRE = Number(process.env["BENCH_PLANETS"] ?? 50);
const GALAXY = "bench";

const setup = async (db: Db): Promise<ServiceDeps> => {
  const deps: ServiceDeps = {
    config: loadConfig({ DATABASE_URL: "sqlite::memory:" }),
    db,
    clock: systemClock,
    ids: { uuid: () => randomBytes(16).toString("hex") },
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
    npcDifficulty: "medium",
  });
  const k = db.kysely;
  const players = await k.selectFrom("players").select("id").where("galaxy_id", "=", GALAXY).orderBy("id").execute();
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
    const jobs = players.flatMap((p, i) => [
      {
        galaxy_id: GALAXY,
        id: `b1-${i}`,
        player_id: p.id,
        planet_id: owned[i * (PLANETS_PER_EMPIRE - 1)]?.id ?? "",
        building_type: "farm",
        quantity: 5,
        state: "in_progress",
        started_at: now,
        completes_at: galaxy.next_turn_at,
      },
      {
        galaxy_id: GALAXY,
        id: `b2-${i}`,
        player_id: p.id,
        planet_id: owned[i * (PLANETS_PER_EMPIRE - 1) + 1]?.id ?? "",
        building_type: "mine",
        quantity: 3,
        state: "in_progress",
        started_at: now,
        completes_at: galaxy.next_turn_at,
      },
    ]);
    for (let i = 0; i < jobs.length; i += 500)
      await trx
        .insertInto("building_jobs")
        .values(jobs.slice(i, i + 500))
        .execute();
    const unitJobs = players.map((p, i) => ({
      galaxy_id: GALAXY,
      id: `u-${i}`,
      player_id: p.id,
      fleet_id: `${GALAXY}:${p.id}:home`,
      unit_type: "soldier",
      quantity: 20,
      state: "in_progress",
      started_at: now,
      completes_at: galaxy.next_turn_at,
    }));
    for (let i = 0; i < unitJobs.length; i += 500)
      await trx
        .insertInto("unit_jobs")
        .values(unitJobs.slice(i, i + 500))
        .execute();
  });
  return deps;
};

/** What reading and rewriting every owned planet costs with raw prepared statements and nothing else: the ceiling a flip can approach. */
const bareFloor = (db: Db) => {
  const raw = db.sqlite;
  if (!raw) return null;
  let t = performance.now();
  const rows = raw.prepare("select * from planets where galaxy_id = ? and owner_id is not null").all(GALAXY) as {
    id: string;
    population: number;
  }[];
  const readMs = Math.round(performance.now() - t);
  const update = raw.prepare("update planets set population = ? where galaxy_id = ? and id = ?");
  t = performance.now();
  raw.transaction(() => {
    for (const row of rows) update.run(row.population, GALAXY, row.id);
  })();
  return { rows: rows.length, readMs, writeMs: Math.round(performance.now() - t) };
};

const run = async (label: string, db: Db, pgSchema?: string) => {
  await migrate(db, pgSchema);
  const t0 = performance.now();
  const deps = await setup(db);
  const setupMs = performance.now() - t0;
  const counts = await db.kysely
    .selectFrom("planets")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("galaxy_id", "=", GALAXY)
    .where("owner_id", "is not", null)
    .executeTakeFirstOrThrow();
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    const result = await processNextFlip(deps, GALAXY);
    times.push(performance.now() - start);
    if (i === 0) rows = result?.rowsWritten ?? 0;
  }
  const floor = db.sqlite ? bareFloor(db) : null;
  const first = times[0] ?? 0;
  const rest = times.slice(1);
  console.log(
    `${label}: ${EMPIRES} empires, ${Number(counts.n)} owned planets (setup ${(setupMs / 1000).toFixed(1)} s)\n` +
      `  flip 1 (jobs due): ${first.toFixed(0)} ms, ${rows} rows written, ${Math.round(rows / (first / 1000))} rows/s\n` +
      `  flips 2-3 (no jobs): ${rest.map((t) => `${t.toFixed(0)} ms`).join(", ")}` +
      (floor
        ? `\n  bare floor on this machine now: read ${floor.rows} planet rows ${floor.readMs} ms + write them ${floor.writeMs} ms`
        : ""),
  );
};

const dir = mkdtempSync(join(tmpdir(), "nova-bench-"));
try {
  const sqlite = openDatabase(`sqlite:${join(dir, "bench.db")}`);
  await run("SQLite", sqlite);
  await sqlite.close();
  const pgUrl = process.env["BENCH_DATABASE_URL"] ?? process.env["TEST_DATABASE_URL"];
  if (pgUrl) {
    const schema = `bench_${randomBytes(4).toString("hex")}`;
    const postgres = openDatabase(pgUrl, { pgSchema: schema });
    try {
      await run("PostgreSQL", postgres, schema);
    } finally {
      await postgres.close();
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    }
  } else {
    console.log("PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
