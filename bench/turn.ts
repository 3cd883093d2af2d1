/**
 * npm run bench:turn — turn flips of a galaxy with 1,000 empires of 50 planets each (50,000 owned
 * planets, 100 of the empires NPCs taking their turns) with jobs due at every flip (row ids as the product makes them;
 * BENCH_IDS=v4 for random ones). Prints each flip's time and phases, the median flip and rows
 * written per second for SQLite, and for PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set. Then the
 * stall figure (turn/stall.ts): read latency during back-to-back flips against quiet periods, with flips on the
 * API's event loop and in the turn worker thread (BENCH_STALL=false skips it).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { migrate, openDatabase, processNextFlip, type Db, type FlipResult } from "@nova/server";
import { BENCH_GALAXY, setupBenchGalaxy } from "./turn/galaxy-setup.ts";
import { stallFigure } from "./turn/stall.ts";

const { EMPIRES, NPCS, NPC_LEVEL, GALAXY, FLIPS } = BENCH_GALAXY;
const setup = (db: Db) => setupBenchGalaxy(db);

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

const run = async (label: string, db: Db, url: string, pgSchema?: string) => {
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
  const flips: FlipResult[] = [];
  const times: number[] = [];
  for (let i = 0; i < FLIPS; i++) {
    const start = performance.now();
    const flip = await processNextFlip(deps, GALAXY);
    times.push(performance.now() - start);
    if (flip) flips.push(flip);
  }
  const floor = db.sqlite ? bareFloor(db) : null;
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
  const rows = flips[0]?.rowsWritten ?? 0;
  console.log(
    `${label}: ${EMPIRES} empires (${Math.min(NPCS, EMPIRES)} ${NPC_LEVEL} NPCs), ${Number(counts.n)} owned planets (setup ${(setupMs / 1000).toFixed(1)} s)`,
  );
  flips.forEach((flip, i) => {
    const t = flip.timings;
    console.log(
      `  flip ${i + 1}: ${(times[i] ?? 0).toFixed(0)} ms (unlocked: load ${t.load}, resolve ${t.resolve}; locked ${t.locked}: arrivals ${t.arrivals}, recheck ${t.recheck}, write ${t.write}, NPCs ${t.npcs}; then advisor targets ${t.advisor}), ${flip.rowsWritten} rows written`,
    );
  });
  console.log(
    `  median flip: ${median.toFixed(0)} ms, ${Math.round(rows / (median / 1000))} rows/s` +
      (floor
        ? `\n  bare floor on this machine now: read ${floor.rows} planet rows ${floor.readMs} ms + write them ${floor.writeMs} ms`
        : ""),
  );
  if (process.env["BENCH_STALL"] !== "false") await stallFigure(db, GALAXY, url, pgSchema);
};

const dir = mkdtempSync(join(tmpdir(), "nova-bench-"));
try {
  const sqliteUrl = `sqlite:${join(dir, "bench.db")}`;
  const sqlite = openDatabase(sqliteUrl);
  await run("SQLite", sqlite, sqliteUrl);
  await sqlite.close();
  const pgUrl = process.env["BENCH_DATABASE_URL"] ?? process.env["TEST_DATABASE_URL"];
  if (pgUrl) {
    const schema = `bench_${randomBytes(4).toString("hex")}`;
    const postgres = openDatabase(pgUrl, { pgSchema: schema });
    try {
      await run("PostgreSQL", postgres, pgUrl, schema);
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
