import { statSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { bareDatabases, playerRow } from "../../test/support/bare-database.ts";
import { testDatabases } from "../../test/support/test-server.ts";
import { migrate, openDatabase, type Db } from "./database.ts";
import { bulkInsert, bulkUpdateById, rowidOrNull } from "./bulk-writes.ts";
import { touchLastSeen } from "./repositories/notification-settings-repository.ts";

const GALAXY = "g1";

/** Players are the simplest table to fill in bulk. */
const seedPlayers = async (db: Db, count: number) => {
  const rows = Array.from({ length: count }, (_, i) =>
    playerRow(GALAXY, `p${i}`, { username: `user${i}`, credits: i }),
  );

  for (let i = 0; i < rows.length; i += 200)
    await db.kysely
      .insertInto("players")
      .values(rows.slice(i, i + 200))
      .execute();
};

describe.each(testDatabases())("bulk writes on $name", (database) => {
  const { open } = bareDatabases(database);

  it("updates every row it is given, by rowid or by id, across batch boundaries", async () => {
    const db = await open();
    await seedPlayers(db, 1203);
    const keyed = await db.kysely
      .selectFrom("players")
      .select(["id", rowidOrNull(db.dialect).as("row_id")])
      .where("galaxy_id", "=", GALAXY)
      .execute();
    // Half the rows carry their rowid (on SQLite), half only their id: both paths, full and partial batches.
    const rows = keyed.map((row, i) => ({
      id: row.id,
      rowid: i % 2 === 0 ? row.row_id : null,
      values: [Number(row.id.slice(1)) * 10, 50],
    }));
    await db.kysely.transaction().execute(async (trx) => {
      await bulkUpdateById(
        trx,
        db,
        "players",
        GALAXY,
        [
          { name: "credits", type: "bigint" },
          { name: "morale", type: "double precision" },
        ],
        rows,
      );
    });
    const after = await db.kysely.selectFrom("players").select(["id", "credits", "morale"]).execute();
    expect(after).toHaveLength(1203);
    for (const row of after) {
      expect(row.credits).toBe(Number(row.id.slice(1)) * 10);
      expect(row.morale).toBe(50);
    }
  });

  it("inserts many rows in one call", async () => {
    const db = await open();
    const events = Array.from({ length: 1234 }, (_, i) => ({
      galaxy_id: GALAXY,
      id: `e${i}`,
      player_id: null,
      family_id: null,
      event_type: "turn_flipped",
      summary: `Turn ${i}`,
      turn_number: i,
      is_public: 1,
      details: "{}",
      created_at: i,
    }));
    await db.kysely.transaction().execute(async (trx) => bulkInsert(trx, db, "events", events));
    const count = await db.kysely
      .selectFrom("events")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1234);
  });
});

describe("SQLite background checkpoints", () => {
  it("fold the write-ahead log into the database file without the main connection checkpointing", async () => {
    const [sqlite] = testDatabases();
    const target = sqlite!.url();
    const db = openDatabase(target.url);
    try {
      await migrate(db);
      await seedPlayers(db, 3000);
      const file = target.url.slice("sqlite:".length);
      const fileSize = () => statSync(file).size;
      // Written to the log only: far below the main connection's automatic checkpoint.
      const before = fileSize();
      const wal = statSync(join(dirname(file), "nova.db-wal")).size;
      expect(wal).toBeGreaterThan(before);
      await expect.poll(fileSize, { timeout: 5000, interval: 100 }).toBeGreaterThan(before);
    } finally {
      await db.close();
      await target.cleanup();
    }
  });
});

describe("SQLite's change version", () => {
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
  /** Two connections to one new database of two players: this process's and another's (the turn worker's). */
  const withTwoConnections = async (test: (db: Db, other: Db) => Promise<void>) => {
    const [sqlite] = testDatabases();
    const target = sqlite!.url();
    const db = openDatabase(target.url);
    const other = openDatabase(target.url, { checkpointer: false });
    try {
      await migrate(db);
      await seedPlayers(db, 2);
      await test(db, other);
    } finally {
      await other.close();
      await db.close();
      await target.cleanup();
    }
  };

  it("moves at once on this connection's writes, and with the next turn of the event loop on another's", async () => {
    await withTwoConnections(async (db, other) => {
      const version = () => db.changeVersion?.("reader") ?? null;
      await nextTurn();
      const first = version();
      expect(first).not.toBeNull();
      expect(version()).toBe(first);

      // This connection's write, through Kysely and through a statement run on the connection directly.
      await db.kysely.updateTable("players").set({ credits: 7 }).where("id", "=", "p0").execute();
      const afterOwnWrite = version();
      expect(afterOwnWrite).not.toBe(first);
      db.sqlite!.prepare("update players set credits = 8 where id = 'p0'").run();
      const afterDirectWrite = version();
      expect(afterDirectWrite).not.toBe(afterOwnWrite);

      // Another connection's commit: seen from the next turn on (see changeVersion), never missed after it.
      other.sqlite!.prepare("update players set credits = 9 where id = 'p1'").run();
      expect(version()).toBe(afterDirectWrite);
      await nextTurn();
      expect(version()).not.toBe(afterDirectWrite);

      // None while a transaction is open on this connection: a read could see its uncommitted rows.
      await db.kysely.transaction().execute(async (trx) => {
        await trx.updateTable("players").set({ credits: 10 }).where("id", "=", "p1").execute();
        expect(version()).toBeNull();
      });
      expect(version()).not.toBeNull();
    });
  });

  it("moves only the writer's version for writes made in writtenBy, everybody's for any other", async () => {
    await withTwoConnections(async (db, other) => {
      const versions = () => ({ alice: db.changeVersion?.("alice"), bob: db.changeVersion?.("bob") });
      const write = (credits: number) =>
        db.kysely.updateTable("players").set({ credits }).where("id", "=", "p0").execute();
      await nextTurn();
      const first = versions();

      // A player's presence (written once a minute each): no kept answer reads it, so nobody's version moves.
      await touchLastSeen(db.kysely, "u0", 1, { events: {}, timeZone: "UTC" });
      expect(versions()).toEqual(first);

      // Alice's own order, in a transaction with savepoints as a group commit runs it: Bob's answers still hold.
      await db.writtenBy?.("alice", () =>
        db.kysely.transaction().execute(async (trx) => {
          db.sqlite!.prepare("savepoint group_member").run();
          await trx.updateTable("players").set({ credits: 1 }).where("id", "=", "p0").execute();
          db.sqlite!.prepare("release group_member").run();
        }),
      );
      const afterAlice = versions();
      expect(afterAlice.bob).toBe(first.bob);
      expect(afterAlice.alice).not.toBe(first.alice);

      // A write of nobody in particular (a background job, an attack): everybody's move.
      await write(2);
      const afterAnyone = versions();
      expect(afterAnyone.alice).not.toBe(afterAlice.alice);
      expect(afterAnyone.bob).not.toBe(afterAlice.bob);

      // A write outside writtenBy while one runs (never expected): nobody's, so everybody's.
      await db.writtenBy?.("alice", async () => {
        await db.writtenBy?.("bob", () => write(3));
      });
      const afterOverlap = versions();
      expect(afterOverlap.bob).not.toBe(afterAnyone.bob);
      expect(afterOverlap.alice).not.toBe(afterAnyone.alice);

      // Another connection's commit: everybody's, from the next turn on.
      await nextTurn();
      const settled = versions();
      other.sqlite!.prepare("update players set credits = 9 where id = 'p1'").run();
      await nextTurn();
      expect(versions().bob).not.toBe(settled.bob);
      expect(versions().alice).not.toBe(settled.alice);
    });
  });
});
