import SQLite from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { cachePreparedStatements } from "./statement-cache.ts";
import { plusParameters } from "./sqlite-parameters.ts";

describe("parameters written +? for SQLite", () => {
  it("puts a plus before every parameter outside quotes, and touches nothing else", () => {
    expect(plusParameters(`select * from "t" where "a" = ? and "b" in (?, ?) limit ? offset ?`)).toBe(
      `select * from "t" where "a" = +? and "b" in (+?, +?) limit +? offset +?`,
    );
    expect(plusParameters(`update "t" set "n" = "n" - ? where "id" = ?`)).toBe(
      `update "t" set "n" = "n" - +? where "id" = +?`,
    );
    expect(plusParameters(`select '?', 'it''s ?', "odd ""?"" name", [x?], \`y?\` from t where a = ?`)).toBe(
      `select '?', 'it''s ?', "odd ""?"" name", [x?], \`y?\` from t where a = +?`,
    );
    expect(plusParameters("select 1")).toBe("select 1");
  });

  describe("in a cached statement", () => {
    const realFunction = globalThis.Function;
    afterEach(() => {
      globalThis.Function = realFunction;
    });
    /** How many row factories better-sqlite3 builds from now on: one each time SQLite compiles a statement. */
    const countCompiles = () => {
      const counted = { n: 0 };
      globalThis.Function = new Proxy(realFunction, {
        apply: (target, self, args: string[]) => {
          counted.n++;
          return Reflect.apply(target, self, args);
        },
      });
      return counted;
    };

    it("gives the same rows and is compiled once, however often it runs with new values", () => {
      const db = new SQLite(":memory:");
      cachePreparedStatements(db);
      db.exec(`create table t (g text, p text, turn integer, id text, n integer)`);
      db.exec(`create index t_feed on t (g, p, turn, id)`);
      const insert = db.prepare(`insert into t values (?, ?, ?, ?, ?)`);
      for (let i = 0; i < 60; i++) insert.run("g", `p${i % 3}`, i % 7, `e${i}`, i);
      const sql = `select "id", "n" from "t" where "g" = ? and "p" = ? order by "turn" desc, "id" desc limit ?`;
      const cases = [
        ["p1", 5],
        ["p2", 3],
        ["p0", 10],
        ["p1", 2],
      ] as const;
      // The rows as the same query with the values written in gives them.
      const expected = cases.map(([p, limit]) =>
        db.prepare(sql.replace("?", "'g'").replace("?", `'${p}'`).replace("?", String(limit))).all(),
      );
      db.prepare(sql).all("g", "p0", 1);
      const compiles = countCompiles();
      // The count sees a compile: a statement not run before builds its row factory at its first run.
      db.prepare(`select "n" from "t" where "id" = ?`).all("e1");
      expect(compiles.n).toBe(1);
      compiles.n = 0;
      cases.forEach(([p, limit], i) => expect(db.prepare(sql).all("g", p, limit)).toEqual(expected[i]));
      expect(expected[1]).toHaveLength(3);
      // Compiled at its first run above, never again (it was at every run: decision 227).
      expect(compiles.n).toBe(0);
      expect(db.prepare(`explain query plan ${sql}`).all("g", "p0", 1)).toEqual([
        expect.objectContaining({ detail: "SEARCH t USING INDEX t_feed (g=? AND p=?)" }),
      ]);
    });
  });
});
