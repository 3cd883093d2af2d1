import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPush } from "./support/push-client.ts";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

const TOKEN = "metrics-token-for-tests-0123456789";

/** GET /metrics (docs/operations.md): Prometheus text behind METRICS_TOKEN; absent without it. */
for (const database of testDatabases()) {
  describe(`metrics on ${database.name}`, () => {
    let server: TestServer;
    let closed: TestServer;
    beforeAll(async () => {
      server = await startTestServer(database, { env: { METRICS_TOKEN: TOKEN } });
      closed = await startTestServer(database);
    });
    afterAll(async () => {
      await server?.close();
      await closed?.close();
    });
    // Raw: /metrics is the operators' Prometheus text, not a route of the contract.
    const scrape = (token: string | null) =>
      server.raw("GET", "/metrics", token === null ? {} : { headers: { authorization: `Bearer ${token}` } });

    it("does not exist without a token configured, and wants the token when it does", async () => {
      expect((await closed.raw("GET", "/metrics")).status).toBe(404);
      expect((await scrape(null)).status).toBe(401);
      expect((await scrape(`${TOKEN}x`)).status).toBe(401);
      const ok = await scrape(TOKEN);
      expect(ok.status).toBe(200);
      expect(ok.body).toContain('nova_galaxies{status="active"} 1');
      expect(ok.body).toContain('nova_empires{galaxy="demo",kind="npc"} 4');
    });

    it("counts flips with their phases, HTTP answers and live push sockets", async () => {
      const socket = openPush(server.url, "demo", { type: "auth", token: "dev:metrics-watcher" });
      await socket.next((m) => m.type === "ready");
      expect(
        (await server.ok("advanceTurn", { params: { galaxyId: "demo" }, token: "dev:metrics-op", body: { turns: 2 } }))
          .status,
      ).toBe(200);
      await socket.next((m) => m.type === "turn");
      const text = String((await scrape(TOKEN)).body);
      expect(text).toContain('nova_turn_flips_total{galaxy="demo"} 2');
      expect(text).toContain('nova_turn_current{galaxy="demo"} 2');
      expect(text).toMatch(/nova_turn_flip_phase_last_seconds\{galaxy="demo",phase="write"\} [\d.]+/);
      expect(text).toMatch(/nova_http_responses_total\{method="POST",status="2xx"\} \d+/);
      expect(text).toMatch(/nova_http_responses_total\{method="GET",status="4xx"\} \d+/);
      expect(text).toContain("nova_push_sockets 1");
      socket.close();
      await socket.closed;
      await expect.poll(async () => String((await scrape(TOKEN)).body)).toContain("nova_push_sockets 0");
    });
  });
}
