import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPush } from "./support/push-client.ts";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

const WORKER_MAIN = fileURLToPath(new URL("../src/worker-main.ts", import.meta.url));

/** `npm run worker` as its own process (node itself, no wrapper, so SIGKILL really kills it mid-flip). */
const startWorker = (env: Record<string, string>) => {
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", WORKER_MAIN], {
    env: { ...process.env, LOG_LEVEL: "info", SCHEDULER_INTERVAL_MS: "50", DEMO_GALAXY: "false", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const waiters: { text: string; resolve: () => void }[] = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const w of [...waiters]) {
      if (output.includes(w.text)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    }
  };
  child.stdout.on("data", onData);
  child.stderr.on("data", onData);
  return {
    child,
    /** Resolves once the process has written `text` (its log lines are the signal). */
    said: (text: string) =>
      new Promise<void>((resolve, reject) => {
        if (output.includes(text)) return resolve();
        waiters.push({ text, resolve });
        child.once("exit", (code) => reject(new Error(`worker exited (${code}) before "${text}": ${output}`)));
      }),
    exited: new Promise((resolve) => child.once("exit", resolve)),
  };
};

/**
 * API processes with TURN_WORKER=off next to one worker process (docs/operations.md): the worker flips, a
 * worker killed inside a flip leaves it unapplied, the next worker applies it once, and on PostgreSQL the
 * API's push sockets hear of flips made by the other process.
 */
for (const database of testDatabases()) {
  describe(`the turn worker process on ${database.name}`, () => {
    let api: TestServer;
    const children: ChildProcess[] = [];
    const token = "dev:process-alice";
    beforeAll(async () => {
      api = await startTestServer(database);
      const reg = await api.ok("register", {
        token,
        body: { username: "Process Alice", race: "quantam", galaxyId: "demo" },
      });
      expect(reg.status).toBe(201);
    });
    afterAll(async () => {
      for (const c of children) c.kill("SIGKILL");
      await api?.close();
    });

    const workerEnv = (extra: Record<string, string> = {}) => ({
      DATABASE_URL: api.running.app.services.config.databaseUrl,
      ...(api.pgSchema ? { PG_SCHEMA: api.pgSchema } : {}),
      ...extra,
    });
    const db = () => api.running.app.services.db.kysely;
    const stats = async () => (await api.ok("playerStats", { query: { galaxyId: "demo" }, token })).body;
    const turnInfo = async () => (await api.ok("turnInfo", { params: { galaxyId: "demo" }, token })).body;

    it("a worker killed inside a flip leaves it unapplied; the next one applies it exactly once", async () => {
      expect((await api.ok("health")).body.turnWorker.status).toBe("off");
      const before = await stats();
      const faulty = startWorker(workerEnv({ NOVA_FAULT_PAUSE_IN_FLIP_MS: "600000" }));
      children.push(faulty.child);
      await faulty.said("turn worker is up");
      await db()
        .updateTable("galaxies")
        .set({ next_turn_at: Date.now() - 1 })
        .where("id", "=", "demo")
        .execute();
      await faulty.said("fault injection: pausing inside the flip transaction");
      // The API keeps answering from the last committed state while the other process holds the flip.
      expect(await turnInfo()).toMatchObject({ currentTurn: 0, phase: "processing" });
      faulty.child.kill("SIGKILL");
      await faulty.exited;
      expect((await stats()).resources).toEqual(before.resources);

      const socket = database.name === "postgres" ? openPush(api.url, "demo", { type: "auth", token }) : null;
      await socket?.next((m) => m.type === "ready");
      const healthy = startWorker(workerEnv());
      children.push(healthy.child);
      await expect.poll(async () => (await turnInfo()).currentTurn, { timeout: 30_000 }).toBe(1);
      expect((await stats()).resources.credits).toBe(before.resources.credits + before.incomeBreakdown!.netIncome);
      const flips = await db()
        .selectFrom("events")
        .select("turn_number")
        .where("galaxy_id", "=", "demo")
        .where("event_type", "=", "turn_flipped")
        .execute();
      expect(flips.map((f) => f.turn_number)).toEqual([1]);
      if (socket) {
        expect(await socket.next((m) => m.type === "turn", 20_000)).toMatchObject({ currentTurn: 1 });
        socket.close();
        await socket.closed;
      }
      healthy.child.kill("SIGTERM");
      await healthy.exited;
    }, 90_000);
  });
}
