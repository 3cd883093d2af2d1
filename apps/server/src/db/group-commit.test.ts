import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Db, type Queryable } from "./database.ts";
import { groupTransact, type GroupTransact } from "./group-commit.ts";

// Works that arrive together commit together on SQLite (group-commit.ts); each stays all or nothing, each sees the
// ones before it, and none is reported done before the commit that carries it.
describe("group commit on SQLite", () => {
  let dir: string;
  let db: Db;
  let other: Db;
  let run: GroupTransact;

  const insert = (trx: Queryable, n: number) => sql`insert into t (n) values (${n})`.execute(trx);
  /** The rows as another connection sees them: committed ones only. */
  const committed = () =>
    other
      .sqlite!.prepare("select n from t order by n")
      .all()
      .map((r) => (r as { n: number }).n);

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "nova-group-commit-"));
    const url = `sqlite:${join(dir, "g.db")}`;
    db = openDatabase(url, { checkpointer: false });
    db.sqlite!.exec(
      "create table t (n integer primary key); create table parent (id integer primary key);" +
        "create table child (id integer primary key, parent_id integer references parent(id) deferrable initially deferred)",
    );
    other = openDatabase(url, { checkpointer: false });
    run = groupTransact(db);
  });
  afterEach(async () => {
    await other.close();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("runs works started together in one transaction, one after another, and reports them after its commit", async () => {
    const seenByOthers: number[][] = [];
    const seenInside: number[][] = [];
    const reportedAfter: number[][] = [];
    const works = [1, 2, 3].map((n) =>
      run(async (trx) => {
        seenByOthers.push(committed());
        await insert(trx, n);
        seenInside.push((await sql<{ n: number }>`select n from t order by n`.execute(trx)).rows.map((r) => r.n));
        return n * 10;
      }).then((value) => {
        reportedAfter.push(committed());
        return value;
      }),
    );
    expect(await Promise.all(works)).toEqual([10, 20, 30]);
    // Nothing of the group was visible elsewhere while it ran: one transaction.
    expect(seenByOthers).toEqual([[], [], []]);
    // Each saw the ones before it.
    expect(seenInside).toEqual([[1], [1, 2], [1, 2, 3]]);
    // Each caller heard of its success once all of it was committed.
    expect(reportedAfter).toEqual([
      [1, 2, 3],
      [1, 2, 3],
      [1, 2, 3],
    ]);
  });

  it("rolls back a work that throws, alone, and gives its caller the error at once", async () => {
    const outcomes = await Promise.allSettled([
      run(async (trx) => insert(trx, 1)),
      run(async (trx) => {
        await insert(trx, 2);
        throw new Error("refused");
      }),
      run(async (trx) => insert(trx, 3)),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((outcomes[1] as PromiseRejectedResult).reason).toEqual(new Error("refused"));
    expect(committed()).toEqual([1, 3]);
  });

  it("fails every work of a commit that fails, and applies none of them", async () => {
    db.sqlite!.pragma("foreign_keys = on");
    const outcomes = await Promise.allSettled([
      run(async (trx) => insert(trx, 1)),
      // A deferred foreign key is checked at the commit only: this row makes the shared commit fail.
      run(async (trx) => sql`insert into child (id, parent_id) values (1, 99)`.execute(trx)),
      run(async (trx) => insert(trx, 3)),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(["rejected", "rejected", "rejected"]);
    for (const outcome of outcomes)
      expect(String((outcome as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY constraint failed/);
    expect(committed()).toEqual([]);
    // And the connection goes on: the next work commits alone.
    await run(async (trx) => insert(trx, 4));
    expect(committed()).toEqual([4]);
  });

  it("keeps one work's effects apart from a later group's", async () => {
    await run(async (trx) => insert(trx, 1));
    expect(committed()).toEqual([1]);
    const [a, b] = await Promise.allSettled([run(async (trx) => insert(trx, 1)), run(async (trx) => insert(trx, 2))]);
    // A unique violation is the work's own failure; the other still commits.
    expect(a.status).toBe("rejected");
    expect(b.status).toBe("fulfilled");
    expect(committed()).toEqual([1, 2]);
  });

  it("commits a lone order at once, and waits for the turn's end only while orders come close together", async () => {
    const atTurnEnd = () => new Promise<number[]>((resolve) => setImmediate(() => resolve(committed())));
    // The first order: nothing came before it, so nothing is expected to join; committed within this turn.
    const seenAlone = atTurnEnd();
    await run(async (trx) => insert(trx, 1));
    expect(await seenAlone).toEqual([1]);
    // Two at once: the commit waits for the end of the turn, in case more arrive in it.
    const seenTogether = atTurnEnd();
    await Promise.all([run(async (trx) => insert(trx, 2)), run(async (trx) => insert(trx, 3))]);
    expect(await seenTogether).toEqual([1]);
    expect(committed()).toEqual([1, 2, 3]);
  });

  it("carries at most 32 works in one commit", async () => {
    const committedBefore: number[] = [];
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        run(async (trx) => {
          committedBefore.push(committed().length);
          await insert(trx, 100 + i);
        }),
      ),
    );
    expect(committedBefore.slice(0, 32)).toEqual(Array(32).fill(0));
    expect(committedBefore.slice(32)).toEqual(Array(8).fill(32));
  });
});
