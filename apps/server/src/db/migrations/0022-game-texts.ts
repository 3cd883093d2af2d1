import { PostgresAdapter, sql, type Kysely } from "kysely";

// Frozen: see 0001. Texts for players carry a code and parameters (issue 15, packages/contract/src/texts): the
// Empire Log's events (`text_code`, `text_params`, next to the English `summary`) and the galaxy news
// (`headline_code`, `headline_params`, next to the English `headline`). Rows written before keep their English
// as the `legacy_text` code's one parameter; a flip's "Turn N has begun" is parsed back into `turn_begun`.

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const json = (key: string, value: ReturnType<typeof sql.ref>) =>
    pg ? sql`json_build_object(${sql.lit(key)}, ${value})::text` : sql`json_object(${sql.lit(key)}, ${value})`;
  for (const [table, code, params] of [
    ["events", "text_code", "text_params"],
    ["news", "headline_code", "headline_params"],
  ] as const) {
    await db.schema
      .alterTable(table)
      .addColumn(code, "text", (c) => c.notNull().defaultTo("legacy_text"))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn(params, "text", (c) => c.notNull().defaultTo("{}"))
      .execute();
  }
  await sql`update events set text_code = 'turn_begun', text_params = ${json("turn", sql.ref("turn_number"))}
      where event_type = 'turn_flipped' and summary = 'Turn ' || turn_number || ' has begun'`.execute(db);
  await sql`update events set text_params = ${json("text", sql.ref("summary"))} where text_code = 'legacy_text'`.execute(
    db,
  );
  await sql`update news set headline_params = ${json("text", sql.ref("headline"))}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, code, params] of [
    ["events", "text_code", "text_params"],
    ["news", "headline_code", "headline_params"],
  ] as const) {
    await db.schema.alterTable(table).dropColumn(params).execute();
    await db.schema.alterTable(table).dropColumn(code).execute();
  }
}
