import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApiClient, typedCalls } from "@nova/contract";
import { afterAll, describe, expect, it } from "vitest";
import { adminInProcess } from "./support/admin-tool.ts";
import { freePort, startServerProcess, waitFor } from "./support/server-process.ts";

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

    const faulty = await startServerProcess({ ...env, NOVA_FAULT_PAUSE_IN_FLIP_MS: "60000" });
    children.push(faulty.child);
    await api.ok("register", { body: { username: "Last Stand", race: "quantam", galaxyId: "last" } });
    void advance().catch(() => undefined);
    await waitFor(() => faulty.output().includes("fault injection: pausing inside the flip transaction"), 20_000);
    faulty.child.kill("SIGKILL");
    await new Promise((r) => faulty.child.once("exit", r));

    const restarted = await startServerProcess(env);
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
    const again = await startServerProcess(env);
    children.push(again.child);
    expect((await api.ok("roundResults", last)).body).toEqual(results.body);
    const ended = await api.ok("eventStream", { ...last, query: { limit: 100, event_types: "round_ended" } });
    expect(ended.body.events).toHaveLength(1);
    again.child.kill("SIGTERM");
  }, 120_000);
});
