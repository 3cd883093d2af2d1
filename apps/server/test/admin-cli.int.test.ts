import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import SQLite from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";

const CLI = fileURLToPath(new URL("../src/admin/cli.ts", import.meta.url));
const run = promisify(execFile);

/** The operator tool (`npm run admin`), run as its own process on a SQLite database, as an operator would. */
describe("operator CLI", () => {
  const dir = mkdtempSync(join(tmpdir(), "nova-cli-"));
  const env = { ...process.env, DATABASE_URL: `sqlite:${join(dir, "nova.db")}`, LOG_LEVEL: "silent" };
  const admin = async (...args: string[]) => {
    try {
      const { stdout } = await run(process.execPath, ["--import", "tsx", CLI, ...args], { env });
      return { code: 0, out: stdout };
    } catch (error) {
      const failed = error as { code: number; stderr: string };
      return { code: failed.code, out: failed.stderr };
    }
  };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

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
