import { describe, expect, it } from "vitest";
import { bareDatabases, queryPlan, watchStatements } from "../../../test/support/bare-database.ts";
import { testDatabases } from "../../../test/support/test-server.ts";
import { unreadCounts } from "./messages-repository.ts";

// Migration 0028: the unread counts every top bar polls read the reader's own private messages through an index,
// not every message of the galaxy.

const [sqlite] = testDatabases();

describe("unread messages on sqlite", () => {
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
});
