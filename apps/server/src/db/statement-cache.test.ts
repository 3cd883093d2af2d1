import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { cachePreparedStatements } from "./statement-cache.ts";

describe("prepared statement cache", () => {
  const open = (capacity?: number) => {
    const db = new SQLite(":memory:");
    cachePreparedStatements(db, { capacity });
    db.exec("create table t (n integer)");
    db.prepare("insert into t values (?), (?), (?)").run(1, 2, 3);
    return db;
  };

  it("hands back the compiled statement for SQL it has seen, and it still runs with new parameters", () => {
    const db = open();
    const first = db.prepare("select n from t where n >= ?");
    expect(db.prepare("select n from t where n >= ?")).toBe(first);
    expect(db.prepare("select n from t where n >= ?").all(2)).toEqual([{ n: 2 }, { n: 3 }]);
    expect(db.prepare("select n from t where n >= ?").all(3)).toEqual([{ n: 3 }]);
  });

  it("compiles a fresh one while the cached statement is still iterating", () => {
    const db = open();
    const rows = db.prepare("select n from t").iterate();
    rows.next();
    const again = db.prepare("select n from t");
    expect(again.all()).toHaveLength(3);
    rows.return?.();
  });

  it("drops the least recently used statement beyond its capacity", () => {
    const db = open(2);
    const one = db.prepare("select 1");
    const two = db.prepare("select 2");
    db.prepare("select 1");
    db.prepare("select 3");
    expect(db.prepare("select 1")).toBe(one);
    expect(db.prepare("select 2")).not.toBe(two);
  });
});
