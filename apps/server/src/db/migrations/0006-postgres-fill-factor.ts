import { PostgresAdapter, sql, type Kysely } from "kysely";

// Frozen: see 0001. PostgreSQL only: every flip rewrites most owned planets (population) and every
// player, and units move in fleets all the time. With full pages each such update writes a new tuple
// elsewhere and a new entry in every index; leaving 30% of each page free lets PostgreSQL keep the new
// version on the same page without touching the indexes (a HOT update). bench:turn: a 50,000-planet
// flip went from about 3.1 s to 1.2 s. Applies to pages written from now on (new galaxies); an operator
// can rewrite older tables with VACUUM FULL. SQLite updates in place and has no such setting.

const TABLES = ["planets", "players", "fleets"];

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const table of TABLES) await sql`alter table ${sql.table(table)} set (fillfactor = 70)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const table of TABLES) await sql`alter table ${sql.table(table)} reset (fillfactor)`.execute(db);
}
