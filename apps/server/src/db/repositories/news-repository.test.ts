import { describe, expect, it } from "vitest";
import { bareDatabases, queryPlan, watchStatements } from "../../../test/support/bare-database.ts";
import { testDatabases } from "../../../test/support/test-server.ts";
import type { Db } from "../database.ts";
import { hasRecentNewsAbout, latestNews, latestNewsOfKind } from "./news-repository.ts";

// Migration 0027: a galaxy's news, which only grow, are read newest first without sorting them all (every
// dashboard asks for them after every flip).

const KINDS = ["battle", "rankings", "round"] as const;

/** `count` headlines of galaxy g1 (and a few of g2), turn by turn; every seventh stamped with a future time, as an
 * operator's advance-turn stamps a flip with its scheduled time, so time and turn disagree. */
const seedNews = async (db: Db, count: number) => {
  const rows = Array.from({ length: count }, (_, i) => ({
    galaxy_id: i % 50 === 0 ? "g2" : "g1",
    id: `n${String((i * 7919) % count).padStart(6, "0")}`,
    kind: KINDS[i % 3]!,
    headline: `headline ${i}`,
    subject_id: `p${i % 40}`,
    turn_number: Math.floor(i / 9),
    created_at: 1_000_000 + (i % 7 === 0 ? 500_000 : 0) + i,
    headline_code: "news.test",
    headline_params: "{}",
  }));
  for (let i = 0; i < rows.length; i += 200)
    await db.kysely
      .insertInto("news")
      .values(rows.slice(i, i + 200))
      .execute();
  return rows;
};

type Row = Awaited<ReturnType<typeof seedNews>>[number];
const newestFirst = (a: Row, b: Row) =>
  b.turn_number - a.turn_number || b.created_at - a.created_at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

describe.each(testDatabases())("the galaxy's news on $name", (database) => {
  const { open } = bareDatabases(database);

  it("reads the newest headlines, of all kinds or of one, in turn, time and id order", async () => {
    const db = await open();
    const rows = (await seedNews(db, 3000)).filter((r) => r.galaxy_id === "g1").sort(newestFirst);
    const ids = (list: readonly { id: string }[]) => list.map((r) => r.id);
    expect(ids(await latestNews(db.kysely, "g1", 10))).toEqual(ids(rows.slice(0, 10)));
    const rankings = rows.filter((r) => r.kind === "rankings");
    expect((await latestNewsOfKind(db.kysely, "g1", "rankings"))?.id).toBe(rankings[0]!.id);
    const about = rows.find((r) => r.subject_id === "p3" && r.kind === "battle")!;
    expect(await hasRecentNewsAbout(db.kysely, "g1", "battle", "p3", about.turn_number - 1)).toBe(true);
    expect(await hasRecentNewsAbout(db.kysely, "g1", "battle", "p3", about.turn_number)).toBe(false);
  });

  it.runIf(database.name === "sqlite")("walks an index in that order instead of sorting every headline", async () => {
    const db = await open();
    await seedNews(db, 500);
    const statements = watchStatements(db);
    expect(await latestNews(db.kysely, "g1", 10)).toHaveLength(10);
    const latest = statements.find((s) => /from "news"/.test(s));
    expect(latest, "latestNews's statement").toBeDefined();
    const plan = queryPlan(db, latest!);
    expect(plan).toContain("news_feed_idx");
    expect(plan).not.toContain("TEMP B-TREE");
  });
});
