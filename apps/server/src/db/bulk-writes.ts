import type SQLite from "better-sqlite3";
import { sql, type Insertable } from "kysely";
import type { Db, DialectName, Queryable } from "./database.ts";
import type { Database } from "./schema.ts";

// Many rows in one statement (or a few): the flip's writes, which change thousands of rows of one galaxy.

export type BulkColumnType = "bigint" | "double precision" | "text";

/**
 * How a bulk update uses a column's value: `set` writes it, `add` adds it to what the row holds now (a
 * relative change, so a concurrent order's own change to the column survives), `match` only updates rows
 * whose column still equals it (a re-check of what the writer read).
 */
export interface BulkColumn {
  readonly name: string;
  readonly type: BulkColumnType;
  readonly op?: "set" | "add" | "match";
}

/**
 * SQLite: the row's rowid, selected next to a row that a bulk update will rewrite in the same
 * transaction; updating by rowid is one b-tree descent instead of two (about a third cheaper per row).
 * PostgreSQL has no stable equivalent (a ctid moves on every update), so it selects null.
 */
export const rowidOrNull = (dialect: DialectName) =>
  dialect === "sqlite" ? sql<number | null>`rowid` : sql<null>`null`;

export interface BulkRow {
  readonly id: string;
  /** SQLite rowid read in the same transaction (see `rowidOrNull`): the row is found by it. */
  readonly rowid?: number | null;
  readonly values: ReadonlyArray<number | string | null>;
}

/** Rows per SQLite batch statement: 500 × (key + columns) stays far below the 32,766 parameter limit. */
const SQLITE_BATCH_ROWS = 500;

/**
 * SQLite: `UPDATE t SET c = v.column2 .. FROM (VALUES (?, ?), ..) AS v WHERE t.rowid = v.column1`, 500
 * rows at a time (about a quarter cheaper than a statement per row), on the raw connection, which is the
 * one Kysely's transaction runs on. Rows without a rowid are found by (galaxy_id, id).
 */
const updateSqliteRows = (
  sqlite: SQLite.Database,
  table: string,
  galaxyId: string,
  columns: ReadonlyArray<BulkColumn>,
  rows: ReadonlyArray<BulkRow>,
): void => {
  const assignments = columns
    .map((c, i) =>
      c.op === "match"
        ? null
        : c.op === "add"
          ? `"${c.name}" = "${c.name}" + v.column${i + 2}`
          : `"${c.name}" = v.column${i + 2}`,
    )
    .filter((a) => a !== null)
    .join(", ");
  const matches = columns
    .map((c, i) => (c.op === "match" ? ` and "${table}"."${c.name}" = v.column${i + 2}` : ""))
    .join("");
  const tuple = `(${Array.from({ length: columns.length + 1 }, () => "?").join(", ")})`;
  const statement = (count: number, byRowid: boolean) =>
    sqlite.prepare(
      `update "${table}" set ${assignments} from (values ${Array.from({ length: count }, () => tuple).join(", ")}) as v ` +
        (byRowid
          ? `where "${table}".rowid = v.column1`
          : `where "${table}".galaxy_id = ? and "${table}".id = v.column1`) +
        matches,
    );
  for (const byRowid of [true, false]) {
    const keyed = rows.filter((row) => (row.rowid != null) === byRowid);
    const full = Math.floor(keyed.length / SQLITE_BATCH_ROWS) * SQLITE_BATCH_ROWS;
    const batches = [
      { start: 0, end: full, size: SQLITE_BATCH_ROWS },
      { start: full, end: keyed.length, size: keyed.length - full },
    ].filter((b) => b.size > 0);
    for (const { start, end, size } of batches) {
      const update = statement(size, byRowid);
      for (let from = start; from < end; from += size) {
        const params: (number | string | null)[] = [];
        for (const row of keyed.slice(from, from + size))
          params.push(byRowid ? (row.rowid as number) : row.id, ...row.values);
        if (byRowid) update.run(params);
        else update.run(params, galaxyId);
      }
    }
  }
};

/**
 * Updates many rows of one galaxy (inside the caller's transaction). SQLite: see `updateSqliteRows`.
 * PostgreSQL gets one statement per 10,000 rows:
 * `WITH v(id, c0..) AS (SELECT * FROM unnest($ids, $c0, ..)) UPDATE t ... FROM v`.
 */
export const bulkUpdateById = async (
  trx: Queryable,
  db: Db,
  table: "planets" | "players" | "fleets",
  galaxyId: string,
  columns: ReadonlyArray<BulkColumn>,
  rows: ReadonlyArray<BulkRow>,
): Promise<void> => {
  if (rows.length === 0) return;
  if (db.sqlite) {
    updateSqliteRows(db.sqlite, table, galaxyId, columns, rows);
    return;
  }
  // One array parameter per column, unnested server-side: a handful of parameters however many rows.
  const chunkSize = 10_000;
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const arrays = [
      sql`cast(${chunk.map((r) => r.id)} as text[])`,
      ...columns.map((c, i) => sql`cast(${chunk.map((r) => r.values[i] ?? null)} as ${sql.raw(c.type)}[])`),
    ];
    const names = columns.map((_, i) => `c${i}`);
    const value = (i: number) => sql`v.${sql.id(names[i] ?? "")}`;
    const assignments = sql.join(
      columns.flatMap((c, i) =>
        c.op === "match"
          ? []
          : c.op === "add"
            ? [sql`${sql.id(c.name)} = ${sql.table(table)}.${sql.id(c.name)} + ${value(i)}`]
            : [sql`${sql.id(c.name)} = ${value(i)}`],
      ),
    );
    const matches = columns.flatMap((c, i) =>
      c.op === "match" ? [sql` and ${sql.table(table)}.${sql.id(c.name)} = ${value(i)}`] : [],
    );
    const cteColumns = sql.join([sql.id("id"), ...names.map((n) => sql.id(n))]);
    await sql`with v(${cteColumns}) as (select * from unnest(${sql.join(arrays)}))
      update ${sql.table(table)} set ${assignments} from v
      where ${sql.table(table)}.galaxy_id = ${galaxyId} and ${sql.table(table)}.id = v.id${matches.length > 0 ? sql.join(matches, sql``) : sql``}`.execute(
      trx,
    );
  }
};

/**
 * Inserts many rows into one table (inside the caller's transaction). SQLite runs one cached prepared
 * statement per row on the raw connection; PostgreSQL gets one statement per 10,000 rows.
 */
export const bulkInsert = async <
  T extends "events" | "building_jobs" | "unit_jobs" | "resource_ledger" | "advisor_targets",
>(
  trx: Queryable,
  db: Db,
  table: T,
  rows: ReadonlyArray<Insertable<Database[T]>>,
): Promise<void> => {
  const first = rows[0];
  if (!first) return;
  if (db.sqlite) {
    const columns = Object.keys(first);
    const statement = db.sqlite.prepare(
      `insert into "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) values (${columns.map(() => "?").join(", ")})`,
    );
    for (const row of rows) statement.run(...columns.map((c) => (row as Record<string, unknown>)[c] ?? null));
    return;
  }
  // One statement and one parameter per 10,000 rows: the rows as a JSON array, typed by the table itself
  // (`json_populate_recordset`), rather than ten multi-row inserts of 500 rows and thousands of parameters.
  const columns = sql.join(Object.keys(first).map((c) => sql.id(c)));
  for (let i = 0; i < rows.length; i += 10_000) {
    await sql`insert into ${sql.table(table)} (${columns})
      select ${columns} from json_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(rows.slice(i, i + 10_000))})`.execute(
      trx,
    );
  }
};
