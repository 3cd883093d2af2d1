import { afterAll, describe, expect, it } from "vitest";
import type { Db } from "../src/db/database.ts";
import { dueEmailNotices } from "../src/db/repositories/notification-outbox-repository.ts";
import { noticeWords } from "../src/notifications/texts/notice-catalogue.ts";
import { testDatabases } from "./support/test-server.ts";
import { migrateRest, openMigratedTo } from "./support/migration-target.ts";

/** Migration 0023 on an outbox with a notice waiting: it has no text, and goes out in the English it was stored in. */
for (const database of testDatabases()) {
  describe(`the notice texts migration on ${database.name}`, () => {
    const target = database.url();
    let db: Db;
    afterAll(async () => {
      await db?.close();
      await target.cleanup();
    });

    it("leaves a waiting notice its English, sent as it is in any language", async () => {
      db = await openMigratedTo(target, "0022_game_texts");
      await db.kysely
        .insertInto("notification_outbox")
        .values({
          id: "n1",
          user_id: "dev:bob",
          galaxy_id: "g",
          kind: "attackIncoming",
          title: "Attack incoming",
          body: "Alice sent a fleet against your planet 3,4:1. It arrives at turn 12.",
          url: "/fleets?galaxyId=g",
          created_at: 1_000,
          push_state: "done",
          push_next_at: 1_000,
          email_state: "pending",
          email_next_at: 1_000,
        } as never)
        .execute();
      await migrateRest(db, target);

      const [notice] = await dueEmailNotices(db.kysely, 2_000, 10);
      expect(notice).toMatchObject({ id: "n1", text: null, title: "Attack incoming" });
      expect(noticeWords(notice!, "de")).toEqual({
        title: "Attack incoming",
        body: "Alice sent a fleet against your planet 3,4:1. It arrives at turn 12.",
      });
    });
  });
}
