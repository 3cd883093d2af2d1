import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createApiClient, typedCalls } from "@nova/contract";
import { afterAll, describe, expect, it } from "vitest";
import { adminInProcess } from "./support/admin-tool.ts";

const MAIN = fileURLToPath(new URL("../src/main.ts", import.meta.url));

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const address = s.address();
      s.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

/** The real server as its own process, so SIGKILL really kills it in the middle of the last flip. */
const startProcess = (env: Record<string, string>): Promise<{ child: ChildProcess; output: () => string }> =>
  new Promise((resolve, reject) => {
    let output = "";
    const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
      // The flips here are the operator's (advanceTurn), on the API's loop: no worker thread to start and stop.
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

const waitFor = async (check: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe("a crash in the middle of a round's last flip", () => {
  const dir = mkdtempSync(join(tmpdir(), "nova-last-flip-"));
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const c of children) c.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  });

  it("leaves the round running without results, and the restarted server ends and freezes it once", async () => {
    const port = String(await freePort());
    const base = `http://127.0.0.1:${port}`;
    const env = {
      PORT: port,
      HOST: "127.0.0.1",
      DATABASE_URL: `sqlite:${join(dir, "nova.db")}`,
      DEMO_GALAXY: "false",
    };
    const api = typedCalls(createApiClient({ baseUrl: base, getToken: () => "dev:last-flip" }));
    const last = { params: { galaxyId: "last" } };
    const advance = () => api.call("advanceTurn", { ...last, body: {} });
    const created = await adminInProcess(env.DATABASE_URL)(
      "create-galaxy",
      "--id",
      "last",
      "--end-turn",
      "1",
      "--npcs",
      "2",
    );
    expect(created.code, created.out).toBe(0);

    const faulty = await startProcess({ ...env, NOVA_FAULT_PAUSE_IN_FLIP_MS: "60000" });
    children.push(faulty.child);
    await api.ok("register", { body: { username: "Last Stand", race: "quantam", galaxyId: "last" } });
    void advance().catch(() => undefined);
    await waitFor(() => faulty.output().includes("fault injection: pausing inside the flip transaction"), 20_000);
    faulty.child.kill("SIGKILL");
    await new Promise((r) => faulty.child.once("exit", r));

    const restarted = await startProcess(env);
    children.push(restarted.child);
    expect((await api.ok("galaxyRound", last)).body).toMatchObject({ status: "running", currentTurn: 0, endTurn: 1 });
    expect((await api.refusal("roundResults", last)).status).toBe(409);

    expect(await advance()).toMatchObject({ fromTurn: 0, currentTurn: 1 });
    expect((await api.ok("galaxyRound", last)).body).toMatchObject({ status: "ended", currentTurn: 1 });
    const results = await api.ok("roundResults", last);
    expect(results.body.players.map((p: { empireName: string }) => p.empireName)).toContain("Last Stand");
    restarted.child.kill("SIGTERM");
    await new Promise((r) => restarted.child.once("exit", r));

    // Another start finds nothing left to do: the same results, one round_ended event.
    const again = await startProcess(env);
    children.push(again.child);
    expect((await api.ok("roundResults", last)).body).toEqual(results.body);
    const ended = await api.ok("eventStream", { ...last, query: { limit: 100, event_types: "round_ended" } });
    expect(ended.body.events).toHaveLength(1);
    again.child.kill("SIGTERM");
  }, 120_000);
});
