import { afterEach, describe, expect, it } from "vitest";
import { migratingAlone, testDatabases } from "../../test/support/test-server.ts";
import { migrate, openDatabase, type Db } from "./database.ts";
import { preparedQuery } from "./prepared-query.ts";

const player = (id: string, galaxy: string, credits: number) => ({
  galaxy_id: galaxy,
  id,
  user_id: `u-${id}`,
  username: id,
  name_key: id,
  race: "wardancer",
  family_id: null,
  family_role: "member",
  voted_for: null,
  is_npc: 0,
  credits,
  food: 0,
  iron: 0,
  endurium: 0,
  octarine: 0,
  morale: 100,
  networth: 0,
  research_points: 0,
  protected_until_turn: 0,
  created_at: 0,
});

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

describe.each(testDatabases())("compiled-once queries on $name", (database) => {
  let db: Db | null = null;
  let cleanup: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await db?.close();
    await cleanup?.();
  });

  const open = async () => {
    const target = database.url();
    cleanup = target.cleanup;
    const opened = openDatabase(target.url, target.pgSchema ? { pgSchema: target.pgSchema } : {});
    db = opened;
    await migratingAlone(target.url, target.pgSchema, () => migrate(opened, target.pgSchema));
    return opened;
  };

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
