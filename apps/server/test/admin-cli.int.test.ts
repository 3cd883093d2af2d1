import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { adminInProcess, adminProcess } from "./support/admin-tool.ts";

/** The operator tool (`npm run admin`) on a SQLite database: as its own process, then its commands one by one. */
describe("operator CLI", () => {
  const dir = mkdtempSync(join(tmpdir(), "nova-cli-"));
  const databaseUrl = `sqlite:${join(dir, "nova.db")}`;
  const admin = adminInProcess(databaseUrl);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("runs as a process of its own, as an operator starts it: output on stdout, one error line and exit code 1", async () => {
    const spawned = adminProcess(databaseUrl);
    expect(await spawned("list-galaxies")).toEqual({ code: 0, out: "No galaxies.\n" });
    expect(await spawned("advance-turn", "nowhere", "--turns", "0")).toEqual({
      code: 1,
      out: "Error: --turns must be a whole number from 1 to 1000\n",
    });
  }, 60_000);

  it("creates a galaxy, advances it and lists it", async () => {
    expect(await admin("list-galaxies")).toEqual({ code: 0, out: "No galaxies.\n" });
    const created = await admin("create-galaxy", "--id", "cli", "--name", "CLI Galaxy", "--npcs", "2");
    expect(created.code).toBe(0);
    expect((await admin("advance-turn", "cli", "--turns", "3")).out).toBe("cli: turn 0 -> 3\n");
    expect((await admin("list-galaxies")).out).toMatch(/cli/);
    expect(await admin("advance-turn", "cli", "--turns", "0")).toEqual({
      code: 1,
      out: "Error: --turns must be a whole number from 1 to 1000\n",
    });
  }, 60_000);

  it("creates a round with its end turn, extends it, ends it and refuses to touch it after", async () => {
    expect((await admin("create-galaxy", "--id", "rounds", "--end-turn", "0")).out).toMatch(
      /End turn must be between 1 and 100000/,
    );
    expect((await admin("create-galaxy", "--id", "rounds", "--end-turn", "5", "--recurring")).code).toBe(0);
    expect((await admin("extend-round", "rounds", "--turns", "3")).out).toBe("rounds: round 1 now ends at turn 8\n");
    expect((await admin("end-round", "rounds")).out).toBe(
      "rounds: round 1 ended at turn 0; results frozen; next round rounds-r2 open for sign-up\n",
    );
    expect(await admin("extend-round", "rounds", "--turns", "3")).toEqual({
      code: 1,
      out: "Error: This round has ended and cannot be extended\n",
    });
    expect(await admin("end-round", "rounds")).toEqual({ code: 1, out: "Error: This round has ended\n" });
    expect((await admin("list-galaxies")).out).toMatch(/rounds-r2\trounds — Round 2\t.*round 2 signup\tturn 0 of 5/);
  }, 60_000);

  it("backs the database up to a new file that opens with the galaxy in it, and never overwrites", async () => {
    const target = join(dir, "backup.db");
    expect((await admin("backup", target)).code).toBe(0);
    expect(existsSync(target)).toBe(true);
    const copy = new SQLite(target, { readonly: true });
    try {
      expect(copy.prepare("select id, current_turn from galaxies where id = 'cli'").all()).toEqual([
        { id: "cli", current_turn: 3 },
      ]);
    } finally {
      copy.close();
    }
    expect(await admin("backup", target)).toEqual({
      code: 1,
      out: `Error: ${target} exists already; choose a new file\n`,
    });
    expect((await admin("backup")).out).toBe("Error: backup needs a file to write\n");
  }, 60_000);
});
