import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { adminInProcess } from "./support/admin-tool.ts";
import { startTestServer, testDatabases, type TestDatabase, type TestServer } from "./support/test-server.ts";

/*
 * Backups that restore (issue 13): a backup taken while the server is busy, restored into a fresh database,
 * holds every write the server had accepted before the backup began, and a server started on it serves them.
 * SQLite through `npm run admin -- backup/restore`, PostgreSQL through pg_dump/pg_restore as docs/operations.md says.
 */

const run = promisify(execFile);
const G = "demo";

/** The operator tool's own commands, in this process (admin-cli.int.test.ts runs the tool as a process). */
const admin = (databaseUrl: string, ...args: string[]) => adminInProcess(databaseUrl)(...args);

interface Accepted {
  readonly players: string[];
  readonly trades: string[];
}

/** Writes through the API, as players would, until `stop()`; records every write the server accepted. */
const busyWriter = (server: TestServer, tag: string) => {
  const accepted: Accepted = { players: [], trades: [] };
  let running = true;
  let n = 0;
  const write = async () => {
    const token = `dev:${tag}-${n++}`;
    const reg = await server.send("register", {
      token,
      body: { username: `${tag} ${n}`, race: "quantam", galaxyId: G },
    });
    if (reg.status === 201) accepted.players.push(reg.answer.playerId);
    else return;
    const buy = await server.send("marketBuy", {
      query: { galaxyId: G },
      token,
      body: { resource: "food", quantity: 1 },
    });
    if (buy.status === 200) accepted.trades.push(buy.answer.transaction.id);
  };
  const loop = (async () => {
    while (running) await write();
  })();
  return {
    accepted,
    /** The writes accepted so far (a copy: later ones may or may not make it into a backup taken now). */
    snapshot: (): Accepted => ({ players: [...accepted.players], trades: [...accepted.trades] }),
    stop: async () => {
      running = false;
      await loop;
    },
  };
};

const expectAll = async (server: TestServer, before: Accepted) => {
  const db = server.running.app.services.db.kysely;
  const players = new Set((await db.selectFrom("players").select("id").execute()).map((r) => r.id));
  const trades = new Set((await db.selectFrom("market_transactions").select("id").execute()).map((r) => r.id));
  expect(before.players.length).toBeGreaterThan(0);
  expect(before.trades.length).toBeGreaterThan(0);
  expect(before.players.filter((id) => !players.has(id))).toEqual([]);
  expect(before.trades.filter((id) => !trades.has(id))).toEqual([]);
  // And the API serves them: the restored galaxy lists every empire.
  const listed = await server.ok("galaxyPlayers", { params: { galaxyId: G }, token: "dev:restore-check" });
  expect(listed.status).toBe(200);
  const ids = new Set((listed.body.players as { playerId?: string; id?: string }[]).map((p) => p.playerId ?? p.id));
  expect(before.players.filter((id) => !ids.has(id))).toEqual([]);
};

describe("backups that restore", () => {
  const dirs: string[] = [];
  const scratch = () => {
    const dir = mkdtempSync(join(tmpdir(), "nova-restore-"));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it("SQLite: backs up a busy server, restores into a fresh database and finds every accepted write", async () => {
    const [sqlite] = testDatabases();
    const server = await startTestServer(sqlite!, { env: { RATE_LIMIT_PER_MINUTE: "1000000" } });
    const liveUrl = server.running.app.services.config.databaseUrl;
    const backup = join(scratch(), "nova-backup.db");
    const writer = busyWriter(server, "sq");
    let before: Accepted;
    try {
      while (writer.accepted.trades.length < 5) await new Promise((r) => setImmediate(r));
      before = writer.snapshot();
      const backedUp = await admin(liveUrl, "backup", backup);
      expect(backedUp.code, backedUp.out).toBe(0);
    } finally {
      await writer.stop();
      await server.close();
    }
    expect(writer.accepted.trades.length).toBeGreaterThan(before.trades.length);

    const fresh = join(scratch(), "nova.db");
    const restoreUrl = `sqlite:${fresh}`;
    const restored = await admin(restoreUrl, "restore", backup);
    expect(restored.code, restored.out).toBe(0);
    expect(restored.out).toMatch(/^Restored .* 1 galaxies, \d+ empires\.\n$/);
    // A database that holds data is only replaced on purpose; a file that is no backup never.
    expect((await admin(restoreUrl, "restore", backup)).out).toMatch(
      /already holds data; stop the server and pass --force/,
    );
    expect((await admin(restoreUrl, "restore", backup, "--force")).code).toBe(0);
    const junk = join(scratch(), "junk.db");
    writeFileSync(junk, "not a database at all, just text");
    expect((await admin(`sqlite:${join(scratch(), "other.db")}`, "restore", junk)).code).toBe(1);

    const onRestored: TestDatabase = { name: "sqlite", url: () => ({ url: restoreUrl, cleanup: async () => {} }) };
    const again = await startTestServer(onRestored, { demo: false });
    try {
      await expectAll(again, before!);
    } finally {
      await again.close();
    }
  }, 120_000);

  const pgUrl = process.env["TEST_DATABASE_URL"];
  it.runIf(pgUrl)(
    "PostgreSQL: pg_dump of a busy server, pg_restore into a fresh database, every accepted write there",
    async () => {
      const postgres = testDatabases().find((d) => d.name === "postgres")!;
      const server = await startTestServer(postgres, { env: { RATE_LIMIT_PER_MINUTE: "1000000" } });
      const db = server.running.app.services.db.kysely;
      const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]!.s;
      const dump = join(scratch(), "nova.dump");
      const writer = busyWriter(server, "pg");
      let before: Accepted;
      try {
        while (writer.accepted.trades.length < 5) await new Promise((r) => setImmediate(r));
        before = writer.snapshot();
        // As docs/operations.md: one consistent snapshot, custom format (here only this test's schema).
        await run("pg_dump", ["-Fc", "-n", schema, "-f", dump, server.running.app.services.config.databaseUrl]);
      } finally {
        await writer.stop();
        await server.close();
      }
      const database = `nova_restore_${randomBytes(5).toString("hex")}`;
      const owner = new pg.Client({ connectionString: pgUrl });
      await owner.connect();
      await owner.query(`create database ${database}`);
      const restoredUrl = new URL(pgUrl!);
      restoredUrl.pathname = `/${database}`;
      try {
        await run("pg_restore", ["--no-owner", "-d", restoredUrl.toString(), dump]);
        const onRestored: TestDatabase = {
          name: "postgres",
          url: () => ({ url: restoredUrl.toString(), pgSchema: schema, cleanup: async () => {} }),
        };
        const again = await startTestServer(onRestored, { demo: false });
        try {
          await expectAll(again, before!);
        } finally {
          await again.close();
        }
      } finally {
        // The restored server's connections close asynchronously after its pool ends: wait for them to be gone.
        for (;;) {
          const open = await owner.query("select count(*)::int as n from pg_stat_activity where datname = $1", [
            database,
          ]);
          if (open.rows[0].n === 0) break;
          await new Promise((r) => setTimeout(r, 20));
        }
        await owner.query(`drop database if exists ${database}`);
        await owner.end();
      }
    },
    120_000,
  );
});
