import { afterEach } from "vitest";
import { migrate, openDatabase, type Db } from "../../src/db/database.ts";
import { migratingAlone, type TestDatabase } from "./test-server.ts";

/**
 * For tests of the database layer, without a server: `open()` gives a test its own freshly migrated database (a
 * new SQLite file, or a new PostgreSQL schema), closed and dropped after the test. Call it at the describe level.
 */
export const bareDatabases = (database: TestDatabase): { open: () => Promise<Db> } => {
  let db: Db | null = null;
  let cleanup: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await db?.close();
    await cleanup?.();
    db = null;
    cleanup = null;
  });
  return {
    open: async () => {
      const target = database.url();
      cleanup = target.cleanup;
      const opened = openDatabase(target.url, target.pgSchema ? { pgSchema: target.pgSchema } : {});
      db = opened;
      await migratingAlone(target.url, target.pgSchema, () => migrate(opened, target.pgSchema));
      return opened;
    },
  };
};

/** SQLite: from now on, the text of every statement `db` prepares (a compiled-once statement is prepared once). */
export const watchStatements = (db: Db): string[] => {
  const sqlite = db.sqlite;
  if (!sqlite) throw new Error("watchStatements needs SQLite");
  const statements: string[] = [];
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((source: string) => {
    statements.push(source);
    return prepare(source);
  }) as typeof sqlite.prepare;
  return statements;
};

/** SQLite: how it would run `statement` (EXPLAIN QUERY PLAN's steps, joined by " | "), with dummy parameters. */
export const queryPlan = (db: Db, statement: string): string => {
  const sqlite = db.sqlite;
  if (!sqlite) throw new Error("queryPlan needs SQLite");
  const parameters = Array((statement.match(/\?/g) ?? []).length).fill("x");
  const steps = sqlite.prepare(`explain query plan ${statement}`).all(...parameters) as { detail: string }[];
  return steps.map((step) => step.detail).join(" | ");
};

/** A players row with every required column: a human of race wardancer with nothing but `credits`. */
export const playerRow = (galaxyId: string, id: string, fields: { username?: string; credits?: number } = {}) => ({
  galaxy_id: galaxyId,
  id,
  user_id: `u-${id}`,
  username: fields.username ?? id,
  name_key: (fields.username ?? id).toLowerCase(),
  race: "wardancer",
  family_id: null,
  family_role: "member",
  voted_for: null,
  is_npc: 0,
  credits: fields.credits ?? 0,
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
