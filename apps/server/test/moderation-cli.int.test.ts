import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const CLI = fileURLToPath(new URL("../src/admin/cli.ts", import.meta.url));
const run = promisify(execFile);

/** The operator's moderation commands, run as their own process (messages.int.test.ts drives them on data). */
describe("operator CLI: reports and mutes", () => {
  const dir = mkdtempSync(join(tmpdir(), "nova-cli-mod-"));
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

  it("lists no reports on a new database and refuses to mute someone who is not there", async () => {
    expect(await admin("list-reports")).toEqual({ code: 0, out: "No reports.\n" });
    expect(await admin("list-reports", "--limit", "0")).toEqual({
      code: 1,
      out: "Error: --limit must be a whole number from 1 to 1000\n",
    });
    expect(await admin("mute", "nowhere", "Nobody")).toEqual({
      code: 1,
      out: "Error: No player 'Nobody' in galaxy 'nowhere'\n",
    });
    expect(await admin("mute", "nowhere")).toEqual({ code: 1, out: "Error: mute needs a galaxy id and a player\n" });
    expect((await admin("--help")).out).toContain("list-reports");
  }, 60_000);
});
