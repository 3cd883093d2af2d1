import { describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/database.ts";
import { pingDatabase } from "../src/db/repositories/status-repository.ts";
import { connected } from "./support/pg-template.ts";
import { testDatabases } from "./support/test-server.ts";

/**
 * The PostgreSQL connections of a `Db` (database.ts): one the server ends while idle is reported and replaced, not
 * an unhandled 'error' event that ends the process; and `close()` returns only once every connection has closed,
 * so a database dropped right after terminates no connection still listening.
 */

const postgres = testDatabases().find((d) => d.name === "postgres");

describe.runIf(postgres)("PostgreSQL connections of a Db", () => {
  /** A `Db` on a database of its own, with what it reports in the background kept. */
  const openReporting = async () => {
    const target = await postgres!.migrated!();
    const reports: string[] = [];
    const db = openDatabase(target.url, {
      pgSchema: target.pgSchema!,
      onBackgroundError: (message) => reports.push(message),
    });
    return { target, reports, db };
  };

  it("reports an idle connection the server ends, and the next query opens another", async () => {
    const { target, reports, db } = await openReporting();
    try {
      await pingDatabase(db.kysely);
      await connected(target.url, (client) =>
        client.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
        ),
      );
      await expect.poll(() => reports.length, { timeout: 10_000 }).toBe(1);
      expect(reports[0]).toMatch(/^an idle PostgreSQL connection was lost: /);
      await pingDatabase(db.kysely);
    } finally {
      await db.close();
      await target.cleanup();
    }
  });

  it("closes every connection before close() returns", async () => {
    const { target, reports, db } = await openReporting();
    // Several connections at once, all idle in the pool afterwards.
    await Promise.all(Array.from({ length: 5 }, () => pingDatabase(db.kysely)));
    await db.close();
    // Dropped at once, with force: a connection still closing would hear the server's terminate and report it.
    await target.cleanup();
    expect(reports).toEqual([]);
  });
});
