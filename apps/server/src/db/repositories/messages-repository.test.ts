import { describe, expect, it } from "vitest";
import { bareDatabases, playerRow, queryPlan, watchStatements } from "../../../test/support/bare-database.ts";
import { testDatabases } from "../../../test/support/test-server.ts";
import type { Db } from "../database.ts";
import { latestDirectMessages, pairKey, unreadCounts } from "./messages-repository.ts";

// Migration 0028: the unread counts every top bar polls read the reader's own private messages through an index,
// not every message of the galaxy. The conversation list does too (decision 224).

const [sqlite] = testDatabases();

/** Private messages between every two of players p0..p6 of galaxy g1 (and a few in g2), two in each millisecond. */
const seedDirect = async (db: Db, count: number) => {
  const rows = Array.from({ length: count }, (_, i) => {
    const [sender, recipient] = [`p${i % 7}`, `p${(i + 1 + (Math.floor(i / 7) % 6)) % 7}`];
    return {
      galaxy_id: i % 40 === 0 ? "g2" : "g1",
      id: `m${String((i * 7919) % count).padStart(5, "0")}`,
      channel: "direct" as const,
      family_id: null,
      sender_id: sender,
      recipient_id: recipient,
      pair_key: pairKey(sender, recipient),
      body: `hello ${i}`,
      created_at: 1_000 + Math.floor(i / 2),
    };
  });
  const family = Array.from({ length: 50 }, (_, i) => ({
    galaxy_id: "g1",
    id: `f${i}`,
    channel: "family" as const,
    family_id: "f1",
    sender_id: `p${i % 7}`,
    recipient_id: null,
    pair_key: null,
    body: "family",
    created_at: 100_000 + i,
  }));
  await db.kysely
    .insertInto("players")
    .values(Array.from({ length: 7 }, (_, i) => playerRow("g1", `p${i}`, { username: `Empire ${i}` })))
    .execute();
  for (let i = 0; i < rows.length; i += 200)
    await db.kysely
      .insertInto("messages")
      .values(rows.slice(i, i + 200))
      .execute();
  await db.kysely.insertInto("messages").values(family).execute();
  return rows;
};

describe.each(testDatabases())("the conversation list on $name", (database) => {
  const { open } = bareDatabases(database);

  it("holds the latest message of each of the player's conversations in the galaxy, newest first", async () => {
    const db = await open();
    const rows = await seedDirect(db, 600);

    const latest = await latestDirectMessages(db.kysely, "g1", "p2");

    const expected = new Map<string, (typeof rows)[number]>();
    const later = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
      a.created_at > b.created_at || (a.created_at === b.created_at && a.id > b.id);
    for (const m of rows)
      if (m.galaxy_id === "g1" && (m.sender_id === "p2" || m.recipient_id === "p2")) {
        const held = expected.get(m.pair_key);
        if (!held || later(m, held)) expected.set(m.pair_key, m);
      }
    const newestFirst = [...expected.values()].sort((a, b) => (later(a, b) ? -1 : 1));
    expect(newestFirst.length).toBe(6);
    expect(latest.map((m) => [m.id, m.sender_name])).toEqual(
      newestFirst.map((m) => [m.id, `Empire ${m.sender_id.slice(1)}`]),
    );
  });
});

describe("query plans of messages on sqlite", () => {
  const { open } = bareDatabases(sqlite!);

  it("counts a reader's unread private messages by sender from the reader's own, through an index", async () => {
    const db = await open();
    const rows = Array.from({ length: 300 }, (_, i) => {
      const [sender, recipient] = [`p${i % 7}`, `p${(i * 3) % 5}`];
      return {
        galaxy_id: "g1",
        id: `m${String(i).padStart(4, "0")}`,
        channel: "direct" as const,
        family_id: null,
        sender_id: sender,
        recipient_id: recipient,
        pair_key: sender < recipient ? `${sender}|${recipient}` : `${recipient}|${sender}`,
        body: "hello",
        created_at: 1_000 + i,
      };
    });
    await db.kysely.insertInto("messages").values(rows).execute();
    const statements = watchStatements(db);

    const counts = await unreadCounts(db.kysely, "g1", "p2", null);

    const expected = new Map<string, number>();
    for (const m of rows)
      if (m.recipient_id === "p2" && m.sender_id !== "p2")
        expected.set(m.sender_id, (expected.get(m.sender_id) ?? 0) + 1);
    expect(counts.direct).toEqual(expected);
    const direct = statements.find((s) => /"m"\."recipient_id" = \?/.test(s));
    expect(direct, "the private part's statement").toBeDefined();
    expect(queryPlan(db, direct!)).toMatch(/SEARCH m USING (COVERING )?INDEX messages_recipient_sender_idx/);
  });

  it("reads a player's conversations from the player's own messages, not the galaxy's", async () => {
    const db = await open();
    await seedDirect(db, 300);
    const statements = watchStatements(db);

    expect((await latestDirectMessages(db.kysely, "g1", "p2")).length).toBe(6);

    const plan = queryPlan(db, statements[0]!);
    expect(plan).toMatch(
      /SEARCH messages USING (COVERING )?INDEX messages_sender_idx \(galaxy_id=\? AND sender_id=\?\)/,
    );
    expect(plan).toMatch(
      /SEARCH messages USING (COVERING )?INDEX messages_recipient\w*_idx \(galaxy_id=\? AND recipient_id=\?\)/,
    );
    expect(plan).toMatch(/SEARCH m USING INDEX messages_pair_idx \(galaxy_id=\? AND pair_key=\? AND created_at=\?\)/);
    expect(plan).not.toMatch(/SCAN m\b|SEARCH m USING INDEX sqlite_autoindex_messages_1 \(galaxy_id=\?\)/);
  });
});
