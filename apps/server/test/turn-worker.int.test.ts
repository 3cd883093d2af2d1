import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPush } from "./support/push-client.ts";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

/**
 * The turn worker thread (docs/turn-worker.md): flips run on their own connection and event loop, the API
 * answers while one is held open inside its transaction, and a worker killed there is replaced and the flip
 * applied exactly once.
 */
for (const database of testDatabases()) {
  describe(`the turn worker thread on ${database.name}`, () => {
    let server: TestServer;
    const token = "dev:worker-alice";
    beforeAll(async () => {
      server = await startTestServer(database, {
        turnWorker: true,
        env: { METRICS_TOKEN: "worker-metrics-token-0123456" },
      });
      await server.running.turnWorker?.ready();
      const reg = await server.ok("register", {
        token,
        body: { username: "Worker Alice", race: "quantam", galaxyId: "demo" },
      });
      expect(reg.status).toBe(201);
    });
    afterAll(async () => server?.close());

    const worker = () => {
      const w = server.running.turnWorker;
      if (!w) throw new Error("no turn worker");
      return w;
    };
    const db = () => server.running.app.services.db.kysely;
    /** The demo galaxy's next flip becomes due now: the worker's scheduler takes it on its next tick. */
    const makeFlipDue = () =>
      db()
        .updateTable("galaxies")
        .set({ next_turn_at: Date.now() - 1 })
        .where("id", "=", "demo")
        .execute();
    const stats = async () => (await server.ok("playerStats", { query: { galaxyId: "demo" }, token })).body;
    const turnInfo = async () => (await server.ok("turnInfo", { params: { galaxyId: "demo" }, token })).body;
    const flipEvents = async () =>
      db()
        .selectFrom("events")
        .select("turn_number")
        .where("galaxy_id", "=", "demo")
        .where("event_type", "=", "turn_flipped")
        .execute();

    it("reports itself running on /health", async () => {
      const health = await server.ok("health");
      expect(health.status).toBe(200);
      expect(health.body.turnWorker).toMatchObject({ status: "running", restarts: 0 });
    });

    it("reports the thread's V8 heap", async () => {
      const heap = await worker().heapStatistics();
      expect(heap.used_heap_size).toBeGreaterThan(0);
      expect(heap.total_heap_size).toBeGreaterThanOrEqual(heap.used_heap_size);
    });

    it("answers reads while a flip is held open, and a worker killed there is replaced and flips once", async () => {
      const before = await stats();
      const held = await worker().holdNextFlip();
      await makeFlipDue();
      expect(await held.reached).toEqual({ galaxyId: "demo", turn: 1 });

      // The flip's transaction is open in the worker: the API still answers, from the last committed state.
      expect((await server.ok("health")).status).toBe(200);
      expect(await turnInfo()).toMatchObject({ currentTurn: 0, phase: "processing" });
      expect((await stats()).resources).toEqual(before.resources);

      await worker().kill();
      expect(worker().health.restarts).toBe(1);
      // The new worker takes the flip again; its first attempt rolled back with the dead thread.
      await expect.poll(async () => (await turnInfo()).currentTurn, { timeout: 20_000 }).toBe(1);
      expect((await stats()).resources.credits).toBe(before.resources.credits + before.incomeBreakdown!.netIncome);
      expect((await flipEvents()).map((e) => e.turn_number)).toEqual([1]);
      const health = (await server.ok("health")).body;
      expect(health.turnWorker).toMatchObject({ status: "running", restarts: 1 });
      const metrics = String(
        // Raw: /metrics is not a route of the contract.
        (await server.raw("GET", "/metrics", { headers: { authorization: "Bearer worker-metrics-token-0123456" } }))
          .body,
      );
      expect(metrics).toContain("nova_turn_worker_restarts_total 1");
      expect(metrics).toContain("nova_turn_worker_up 1");
      expect(metrics).toContain('nova_turn_flips_total{galaxy="demo"} 1');
    });

    it("pushes the flip to sockets after the worker commits it", async () => {
      const socket = openPush(server.url, "demo", { type: "auth", token });
      await socket.next((m) => m.type === "ready");
      const held = await worker().holdNextFlip();
      await makeFlipDue();
      await held.reached;
      expect(socket.messages.some((m) => m.type === "turn")).toBe(false);
      worker().releaseFlip();
      expect(await socket.next((m) => m.type === "turn", 20_000)).toMatchObject({ type: "turn", currentTurn: 2 });
      expect((await turnInfo()).currentTurn).toBe(2);
      socket.close();
      await socket.closed;
    });
  });
}
