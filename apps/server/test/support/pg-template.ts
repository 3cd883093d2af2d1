import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { migrate, openDatabase } from "../../src/db/database.ts";

/**
 * Migrated PostgreSQL databases for test servers, cloned from a template database.
 *
 * Migrating a fresh schema took about 0.7 s a server, one server at a time in the whole run (the schema lock of
 * test-server.ts), and dropping it 0.1 s more; a run starts some hundred PostgreSQL servers. `CREATE DATABASE …
 * TEMPLATE` copies an already migrated database in about 60 ms, and a database of its own needs no lock: Kysely's
 * migrator only ever sees its own schema there. The template is built once per version of the migrations (its name
 * carries a hash of their files), by whichever test process needs it first.
 */

const MIGRATIONS_DIR = fileURLToPath(new URL("../../src/db/migrations/", import.meta.url));

/** The schema the template's tables live in (each clone is a database of its own, so one name does for all). */
const SCHEMA = "nova_test";

/** Held while a template is built, so two test processes never build the same one at once. */
const TEMPLATE_LOCK = 7_414_212;

const TEMPLATE_PREFIX = "nova_tpl_";

const migrationsHash = (): string => {
  const hash = createHash("sha256");
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) {
    hash
      .update(file)
      .update("\0")
      .update(readFileSync(MIGRATIONS_DIR + file))
      .update("\0");
  }
  return hash.digest("hex").slice(0, 16);
};

const withDatabase = (url: string, name: string): string => {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
};

/** Runs `work` on a connection of its own to `url`, closed afterwards. */
export const connected = async <T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/** Builds the template under `name` unless it exists; stale templates (older migrations) are dropped. */
const buildTemplate = (url: string, name: string): Promise<void> =>
  connected(url, async (client) => {
    await client.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK]);
    try {
      const existing = await client.query<{ datname: string }>(
        "select datname from pg_database where datname like $1",
        [`${TEMPLATE_PREFIX}%`],
      );
      const names = existing.rows.map((r) => r.datname);
      if (names.includes(name)) return;
      for (const stale of names) await client.query(`drop database if exists ${stale} with (force)`);
      // Built under another name and renamed once complete: a run stopped half-way leaves no half-migrated
      // template behind under the name the next run would trust.
      const building = `nova_build_${randomBytes(6).toString("hex")}`;
      await client.query(`create database ${building}`);
      const db = openDatabase(withDatabase(url, building), { pgSchema: SCHEMA });
      try {
        await migrate(db, SCHEMA);
      } finally {
        await db.close();
      }
      await client.query(`alter database ${building} rename to ${name}`);
    } finally {
      await client.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK]).catch(() => undefined);
    }
  });

let template: Promise<string> | null = null;

/** The migrated template's name, built on first use in this process. */
const migratedTemplate = (url: string): Promise<string> => {
  template ??= (async () => {
    const name = TEMPLATE_PREFIX + migrationsHash();
    await buildTemplate(url, name);
    return name;
  })();
  return template;
};

/** A fresh database migrated to the latest version, on the server of `url`, dropped by `cleanup`. */
export const migratedDatabase = async (
  url: string,
): Promise<{ url: string; pgSchema: string; ownDatabase: true; cleanup: () => Promise<void> }> => {
  const source = await migratedTemplate(url);
  const name = `nova_t_${randomBytes(6).toString("hex")}`;
  await connected(url, (client) => client.query(`create database ${name} template ${source}`));
  return {
    url: withDatabase(url, name),
    pgSchema: SCHEMA,
    ownDatabase: true,
    cleanup: () =>
      connected(url, async (client) => void (await client.query(`drop database if exists ${name} with (force)`))),
  };
};
