import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { runAdmin } from "../../src/admin/admin-commands.ts";

const CLI = fileURLToPath(new URL("../../src/admin/cli.ts", import.meta.url));
const execute = promisify(execFile);

/** What an operator sees: the exit code, and stdout (or stderr when the command failed). */
export interface AdminRun {
  readonly code: number;
  readonly out: string;
}

/**
 * The operator tool as its own process (`npm run admin`), on `DATABASE_URL`: for the tests of the entry point
 * itself. A spawn costs about a second of CPU here, so most commands run through `adminInProcess`.
 */
export const adminProcess =
  (databaseUrl: string) =>
  async (...args: string[]): Promise<AdminRun> => {
    const env = { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "silent" };
    try {
      const { stdout } = await execute(process.execPath, ["--import", "tsx", CLI, ...args], { env });
      return { code: 0, out: stdout };
    } catch (error) {
      const failed = error as { code: number; stderr: string };
      return { code: failed.code, out: failed.stderr };
    }
  };

/** The same commands, run by the tool's own function in this process, with the same output. */
export const adminInProcess =
  (databaseUrl: string) =>
  async (...args: string[]): Promise<AdminRun> => {
    let out = "";
    let err = "";
    const code = await runAdmin(args, {
      env: { DATABASE_URL: databaseUrl, LOG_LEVEL: "silent" },
      print: (line) => (out += `${line}\n`),
      write: (text) => (out += text),
      fail: (line) => (err += `${line}\n`),
    });
    return { code, out: code === 0 ? out : err };
  };
