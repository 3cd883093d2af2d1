import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { adminInProcess } from "./support/admin-tool.ts";

/**
 * The operator's moderation commands, with the tool's own output and exit codes (messages.int.test.ts drives them on
 * data; admin-cli.int.test.ts runs the tool as a process).
 */
describe("operator CLI: reports and mutes", () => {
  const dir = mkdtempSync(join(tmpdir(), "nova-cli-mod-"));
  const admin = adminInProcess(`sqlite:${join(dir, "nova.db")}`);
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
