import { afterAll, describe, expect, it } from "vitest";
import type { Db } from "../src/db/database.ts";
import { testDatabases } from "./support/test-server.ts";
import { migrateRest, openMigratedTo } from "./support/migration-target.ts";

/** Migration 0020 on a database that has galaxies already: each becomes round 1, nothing lost. */
for (const database of testDatabases()) {
  describe(`the rounds migration on ${database.name}`, () => {
    const target = database.url();
    let db: Db;
    afterAll(async () => {
      await db?.close();
      await target.cleanup();
    });

    it("gives every existing galaxy a round and keeps its turn, status and settings", async () => {
      db = await openMigratedTo(target, "0019_notifications");
      const galaxy = (id: string, currentTurn: number, status: string) => ({
        id,
        name: `Old ${id}`,
        shard_id: "shard-1",
        status,
        owner_id: null,
        is_private: 0,
        seed: id,
        grid_width: 20,
        grid_height: 20,
        family_count: 2,
        planets_per_home_system: 2,
        planets_per_neutral_system: 3,
        max_players_per_family: 2,
        system_density: 0.1,
        turn_length_minutes: 15,
        npc_count: 0,
        npc_difficulty: "easy",
        current_turn: currentTurn,
        next_turn_at: 5_000_000,
        created_at: 1_000_000,
      });
      await db.kysely
        .insertInto("galaxies")
        .values([galaxy("young", 12, "active"), galaxy("veteran", 950, "active"), galaxy("over", 40, "ended")] as never)
        .execute();
      await migrateRest(db, target);
      const rows = await db.kysely
        .selectFrom("galaxies")
        .select([
          "id",
          "name",
          "status",
          "current_turn",
          "round_number",
          "round_status",
          "round_started_at",
          "end_turn",
          "round_length",
          "base_galaxy_id",
          "base_name",
          "recurring",
          "results_frozen_at",
        ])
        .orderBy("id")
        .execute();
      const round = { round_number: 1, round_started_at: 1_000_000, recurring: 0, results_frozen_at: null };
      expect(rows).toEqual([
        {
          id: "over",
          name: "Old over",
          status: "ended",
          current_turn: 40,
          ...round,
          round_status: "ended",
          end_turn: 40,
          round_length: 1000,
          base_galaxy_id: "over",
          base_name: "Old over",
        },
        {
          id: "veteran",
          name: "Old veteran",
          status: "active",
          current_turn: 950,
          ...round,
          round_status: "running",
          end_turn: 1238,
          round_length: 1238,
          base_galaxy_id: "veteran",
          base_name: "Old veteran",
        },
        {
          id: "young",
          name: "Old young",
          status: "active",
          current_turn: 12,
          ...round,
          round_status: "running",
          end_turn: 1000,
          round_length: 1000,
          base_galaxy_id: "young",
          base_name: "Old young",
        },
      ]);
    });
  });
}
