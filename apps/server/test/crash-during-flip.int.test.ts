import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApiClient, typedCalls } from "@nova/contract";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, startServerProcess, waitFor } from "./support/server-process.ts";

describe("a crash in the middle of a flip", () => {
  const dir = mkdtempSync(join(tmpdir(), "nova-crash-"));
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const c of children) c.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  });

  it("leaves the turn unprocessed, and the restarted server applies it exactly once", async () => {
    const port = String(await freePort());
    const base = `http://127.0.0.1:${port}`;
    const env = { PORT: port, HOST: "127.0.0.1", DATABASE_URL: `sqlite:${join(dir, "nova.db")}` };
    const api = typedCalls(createApiClient({ baseUrl: base, getToken: () => "dev:crash" }));
    const demo = { params: { galaxyId: "demo" } };

    // The fault pauses flips only: the same process takes the player's registration first.
    const faulty = await startServerProcess({ ...env, NOVA_FAULT_PAUSE_IN_FLIP_MS: "60000" });
    children.push(faulty.child);
    await api.ok("register", { body: { username: "Crash Test", race: "quantam", galaxyId: "demo" } });
    const before = await api.call("playerStats", { query: { galaxyId: "demo" } });
    expect(before.incomeBreakdown!.netIncome).toBeGreaterThan(0);
    void api.send("advanceTurn", { ...demo, body: {} }).catch(() => undefined);
    await waitFor(() => faulty.output().includes("fault injection: pausing inside the flip transaction"), 20_000);
    faulty.child.kill("SIGKILL");
    await new Promise((r) => faulty.child.once("exit", r));

    const restarted = await startServerProcess(env);
    children.push(restarted.child);
    const turn = await api.call("turnInfo", demo);
    expect(turn.currentTurn).toBe(0);
    const untouched = await api.call("playerStats", { query: { galaxyId: "demo" } });
    expect(untouched.resources).toEqual(before.resources);

    const advanced = await api.call("advanceTurn", { ...demo, body: {} });
    expect(advanced).toMatchObject({ fromTurn: 0, currentTurn: 1 });
    const after = await api.call("playerStats", { query: { galaxyId: "demo" } });
    expect(after.resources.credits).toBe(before.resources.credits + before.incomeBreakdown!.netIncome);
    const flips = (await api.call("eventStream", { ...demo, query: { limit: 100, event_types: "turn_flipped" } }))
      .events;
    expect(flips).toHaveLength(1);
    restarted.child.kill("SIGTERM");
  }, 90_000);
});
