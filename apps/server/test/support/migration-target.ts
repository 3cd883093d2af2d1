import { Migrator } from "kysely/migration";
import { migrate, openDatabase, type Db } from "../../src/db/database.ts";
import { MIGRATIONS } from "../../src/db/migration-list.ts";
import { migratingAlone, type TestDatabase } from "./test-server.ts";

type Target = ReturnType<TestDatabase["url"]>;

/**
 * A database for a migration's own test: opened on `target` and migrated up to `migration` (inclusive), so the
 * test can write rows in the old shape before `migrateRest` runs the migration under test. On PostgreSQL both
 * steps hold the test processes' migration lock, and `migratingAlone` creates the schema.
 */
export const openMigratedTo = async (target: Target, migration: string): Promise<Db> => {
  const db = openDatabase(target.url, target.pgSchema ? { pgSchema: target.pgSchema } : {});
  await migratingAlone(target.url, target.pgSchema, async () => {
    const migrator = new Migrator({
      db: db.kysely,
      provider: { getMigrations: async () => MIGRATIONS },
      ...(target.pgSchema ? { migrationTableSchema: target.pgSchema } : {}),
    });
    const { error } = await migrator.migrateTo(migration);
    if (error) throw new Error(`migrating to ${migration} failed: ${String(error)}`);
  });
  return db;
};

/** Runs every migration after the ones `openMigratedTo` ran. */
export const migrateRest = (db: Db, target: Target): Promise<void> =>
  migratingAlone(target.url, target.pgSchema, () => migrate(db, target.pgSchema));
