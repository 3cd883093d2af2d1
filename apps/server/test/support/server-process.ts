import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const MAIN = fileURLToPath(new URL("../../src/main.ts", import.meta.url));

/** A port nothing listens on now, for a server process started next. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const address = s.address();
      s.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

/**
 * The real server as its own process (node itself, no wrapper), so SIGKILL really kills it in the middle of a
 * flip. Resolves once it is up; `output` is everything it has written so far.
 */
export const startServerProcess = (
  env: Record<string, string>,
): Promise<{ child: ChildProcess; output: () => string }> =>
  new Promise((resolve, reject) => {
    let output = "";
    const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
      // The crash tests' flips are the operator's (advanceTurn), on the API's loop: no worker thread to start.
      env: { ...process.env, LOG_LEVEL: "info", SCHEDULER_INTERVAL_MS: "3600000", TURN_WORKER: "inline", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Nova Imperia is up")) resolve({ child, output: () => output });
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`server exited early (${code}): ${output}`)));
  });

/** Waits until `check` holds (looking every 25 ms), failing after `ms`. */
export const waitFor = async (check: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 25));
  }
};
