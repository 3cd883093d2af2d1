import { renderEnglish, type GameText } from "@nova/contract";
import { afterAll, describe, expect, it } from "vitest";
import type { Db } from "../src/db/database.ts";
import { storedText } from "../src/db/repositories/events-repository.ts";
import { testDatabases } from "./support/test-server.ts";
import { migrateRest, openMigratedTo } from "./support/migration-target.ts";

/** Migration 0022 on a database with events and news already: each keeps its English, now with a code. */
for (const database of testDatabases()) {
  describe(`the game texts migration on ${database.name}`, () => {
    const target = database.url();
    let db: Db;
    afterAll(async () => {
      await db?.close();
      await target.cleanup();
    });

    it("gives old rows the legacy_text code carrying their sentence, and parses the flips' 'Turn N has begun'", async () => {
      db = await openMigratedTo(target, "0021_account_language");
      const event = (id: string, eventType: string, summary: string, turn: number) => ({
        galaxy_id: "g",
        id,
        player_id: eventType === "turn_flipped" ? null : "p",
        family_id: null,
        event_type: eventType,
        summary,
        turn_number: turn,
        is_public: 0,
        details: "{}",
        created_at: 1_000,
      });
      await db.kysely
        .insertInto("events")
        .values([
          event("e1", "turn_flipped", "Turn 7 has begun", 7),
          event("e2", "fleet_returned", 'Strike "One" returned home — at last', 8),
        ] as never)
        .execute();
      await db.kysely
        .insertInto("news")
        .values({
          galaxy_id: "g",
          id: "n1",
          kind: "round_milestone",
          headline: "The galaxy reaches turn 100",
          subject_id: null,
          turn_number: 100,
          created_at: 1_000,
        } as never)
        .execute();
      await migrateRest(db, target);

      const events = await db.kysely
        .selectFrom("events")
        .select(["id", "summary", "text_code", "text_params"])
        .orderBy("id")
        .execute();
      const texts = events.map((e) => storedText(e.text_code, e.text_params));
      expect(texts).toEqual<GameText[]>([
        { code: "turn_begun", params: { turn: 7 } },
        { code: "legacy_text", params: { text: 'Strike "One" returned home — at last' } },
      ]);
      // The English stays what it was, and the renderer says the same from the code.
      expect(texts.map(renderEnglish)).toEqual(events.map((e) => e.summary));
      const news = await db.kysely.selectFrom("news").select(["headline_code", "headline_params"]).execute();
      expect(news.map((n) => storedText(n.headline_code, n.headline_params))).toEqual([
        { code: "legacy_text", params: { text: "The galaxy reaches turn 100" } },
      ]);
    });
  });
}
