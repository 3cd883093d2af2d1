import { describe, expect, it } from "vitest";
import { bareDatabases, playerRow } from "../../test/support/bare-database.ts";
import { testDatabases } from "../../test/support/test-server.ts";
import { transact, type Db } from "./database.ts";
import { preparedInsert, preparedQuery, preparedWrite } from "./prepared-query.ts";

const player = (id: string, galaxy: string, credits: number) => playerRow(galaxy, id, { credits });

const richPlayers = preparedQuery((db, galaxyId: string, atLeast: number, limit: number) =>
  db
    .selectFrom("players")
    .select(["id", "credits"])
    .where("galaxy_id", "=", galaxyId)
    .where("credits", ">=", atLeast)
    .where("race", "in", ["wardancer", "quantam"])
    .orderBy("credits", "desc")
    .limit(limit),
);

const addCredits = preparedWrite((db, amount: number, galaxyId: string, id: string) =>
  db
    .updateTable("players")
    .set((eb) => ({ credits: eb("credits", "+", amount) }))
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", id),
);

const payReturning = preparedQuery((db, amount: number, galaxyId: string, id: string, atLeast: number) =>
  db
    .updateTable("players")
    .set((eb) => ({ credits: eb("credits", "-", amount) }))
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", id)
    .where("credits", ">=", atLeast)
    .returning(["id", "credits"]),
);

const insertPlayerRow = preparedInsert(
  "players",
  Object.keys(player("x", "g", 0)) as (keyof ReturnType<typeof player>)[],
);

const creditsOf = async (db: Db, id: string) =>
  (await db.kysely.selectFrom("players").select("credits").where("id", "=", id).executeTakeFirst())?.credits;

describe.each(testDatabases())("compiled-once queries on $name", (database) => {
  const { open } = bareDatabases(database);

  it("answer each call with its own arguments, constants kept, on the root handle and in a transaction", async () => {
    const opened = await open();
    await opened.kysely
      .insertInto("players")
      .values([player("a", "g1", 10), player("b", "g1", 20), player("c", "g1", 30), player("d", "g2", 40)])
      .execute();
    expect(await richPlayers(opened.kysely, "g1", 15, 10)).toEqual([
      { id: "c", credits: 30 },
      { id: "b", credits: 20 },
    ]);
    expect(await richPlayers(opened.kysely, "g1", 0, 1)).toEqual([{ id: "c", credits: 30 }]);
    expect(await richPlayers(opened.kysely, "g2", 0, 10)).toEqual([{ id: "d", credits: 40 }]);
    await opened.kysely.transaction().execute(async (trx) => {
      await trx.updateTable("players").set({ credits: 99 }).where("id", "=", "a").execute();
      // Inside the transaction: sees its own write.
      expect(await richPlayers(trx, "g1", 50, 10)).toEqual([{ id: "a", credits: 99 }]);
    });
  });

  it("never shows a root-handle read what another transaction has not committed", async () => {
    const opened = await open();
    await opened.kysely
      .insertInto("players")
      .values([player("a", "g1", 10)])
      .execute();
    let updated = false;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const rolledBack = opened.kysely
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable("players").set({ credits: 500 }).where("id", "=", "a").execute();
        updated = true;
        await gate;
        throw new Error("roll back");
      })
      .catch(() => "rolled back");
    while (!updated) await new Promise((resolve) => setImmediate(resolve));
    // On SQLite the read waits for the connection (the transaction is open on it); on PostgreSQL it reads the
    // committed row at once. Neither sees the 500.
    const read = richPlayers(opened.kysely, "g1", 0, 10);
    release();
    expect(await rolledBack).toBe("rolled back");
    expect(await read).toEqual([{ id: "a", credits: 10 }]);
    expect(await richPlayers(opened.kysely, "g1", 0, 10)).toEqual([{ id: "a", credits: 10 }]);
  });

  it("writes with compiled statements: rows changed, RETURNING rows, one-row inserts with nulls", async () => {
    const opened = await open();
    expect(await insertPlayerRow(opened.kysely, player("a", "g1", 10))).toBe(1);
    expect(await insertPlayerRow(opened.kysely, { ...player("b", "g1", 20), family_id: null })).toBe(1);
    expect(await addCredits(opened.kysely, 5, "g1", "a")).toBe(1);
    expect(await addCredits(opened.kysely, 5, "g1", "nobody")).toBe(0);
    expect(await creditsOf(opened, "a")).toBe(15);
    expect(await payReturning(opened.kysely, 15, "g1", "a", 15)).toEqual([{ id: "a", credits: 0 }]);
    // The condition fails: nothing changes, no row comes back.
    expect(await payReturning(opened.kysely, 1, "g1", "a", 1)).toEqual([]);
    expect(await creditsOf(opened, "a")).toBe(0);
  });

  it("run inside transact's transaction: committed with it, rolled back with it, refused after it", async () => {
    const opened = await open();
    await insertPlayerRow(opened.kysely, player("a", "g1", 10));
    await transact(opened, async (trx) => {
      expect(await addCredits(trx, 5, "g1", "a")).toBe(1);
      // Kysely's builder on the same handle sees the compiled write: one transaction.
      expect(
        (await trx.selectFrom("players").select("credits").where("id", "=", "a").executeTakeFirst())?.credits,
      ).toBe(15);
      await trx.updateTable("players").set({ credits: 100 }).where("id", "=", "a").execute();
      expect(await richPlayers(trx, "g1", 0, 10)).toEqual([{ id: "a", credits: 100 }]);
    });
    expect(await creditsOf(opened, "a")).toBe(100);
    let kept: Db["kysely"] | null = null;
    await expect(
      transact(opened, async (trx) => {
        kept = trx;
        expect(await payReturning(trx, 40, "g1", "a", 40)).toEqual([{ id: "a", credits: 60 }]);
        await insertPlayerRow(trx, player("b", "g1", 1));
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await creditsOf(opened, "a")).toBe(100);
    expect(await creditsOf(opened, "b")).toBeUndefined();
    // The handle outlived its transaction: a compiled statement on it must not run outside one.
    await expect(addCredits(kept!, 1, "g1", "a")).rejects.toThrow();
    expect(await creditsOf(opened, "a")).toBe(100);
  });

  it("keep two transact transactions apart: a read outside never sees one's uncommitted writes", async () => {
    const opened = await open();
    await insertPlayerRow(opened.kysely, player("a", "g1", 10));
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let written = false;
    const first = transact(opened, async (trx) => {
      await addCredits(trx, 1000, "g1", "a");
      written = true;
      await gate;
      throw new Error("roll back");
    }).catch(() => "rolled back");
    while (!written) await new Promise((resolve) => setImmediate(resolve));
    const read = richPlayers(opened.kysely, "g1", 0, 10);
    // A second order's transaction waits for the first (SQLite: the connection; PostgreSQL: the row), then sees
    // the credits as the first left them: rolled back.
    const second = transact(opened, async (trx) => payReturning(trx, 10, "g1", "a", 10));
    release();
    expect(await first).toBe("rolled back");
    // Never the uncommitted 1010: on SQLite the read waits for the connection; on PostgreSQL it reads what is
    // committed when it runs, before or after the second transaction.
    expect([10, 0]).toContain((await read)[0]?.credits);
    expect(await second).toEqual([{ id: "a", credits: 0 }]);
  });

  it("refuses a builder that puts an argument in no parameter or in several", async () => {
    const opened = await open();
    const unused = preparedQuery((db, _galaxyId: string) => db.selectFrom("players").select("id"));
    await expect(unused(opened.kysely, "g1")).rejects.toThrow(/argument 0/);
    const twice = preparedQuery((db, id: string) =>
      db.selectFrom("players").select("id").where("id", "=", id).where("user_id", "=", id),
    );
    await expect(twice(opened.kysely, "a")).rejects.toThrow(/argument 0/);
  });
});
