import { afterEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "./api-client.ts";
import { ApiError } from "@nova/contract";
import { detailOr } from "./api-error.ts";

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const turnInfo = {
  galaxyId: "demo",
  currentTurn: 7,
  phase: "open",
  turnLengthMinutes: 15,
  nextTurnAt: "2026-01-01T00:00:00.000Z",
  status: "active",
  round: {
    galaxyId: "demo",
    round: 1,
    status: "running",
    startedAt: "2026-01-01T00:00:00.000Z",
    currentTurn: 7,
    endTurn: 1000,
    endsAt: "2026-01-11T00:00:00.000Z",
    signupEndsAt: null,
    recurring: false,
    nextGalaxyId: null,
    previousGalaxyId: null,
  },
};

const setup = (response: () => Promise<Response>, token: string | null = "dev:alice") => {
  const fetchImpl = vi.fn<typeof fetch>(response);
  const client = createApiClient({ getToken: () => token, fetchImpl });
  return { client, fetchImpl };
};

afterEach(() => vi.restoreAllMocks());

describe("createApiClient", () => {
  it("fills the path, sends the bearer token and validates the answer", async () => {
    const { client, fetchImpl } = setup(async () => json(200, turnInfo));
    const info = await client.call("turnInfo", { params: { galaxyId: "demo" } });
    expect(info.currentTurn).toBe(7);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe("/galaxy/turn-info/demo");
    expect(init?.method).toBe("GET");
    expect((init?.headers as Record<string, string>).Authorization).toBe("Bearer dev:alice");
  });

  it("puts query values in the query string", async () => {
    const { client, fetchImpl } = setup(async () => json(500, { detail: "boom", code: "internal" }));
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await expect(client.call("playerStats", { query: { galaxyId: "demo" } })).rejects.toBeInstanceOf(ApiError);
    expect(fetchImpl.mock.calls[0]?.[0]).toBe("/player/stats?galaxyId=demo");
  });

  it("leaves the detail empty for an answer without a JSON detail, so screens fall back to the spec's sentences", async () => {
    const { client } = setup(
      async () => new Response("<html>Bad Gateway</html>", { status: 502, statusText: "Bad Gateway" }),
    );
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const failure = await client.call("turnInfo", { params: { galaxyId: "demo" } }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 502, detail: "", code: "unknown" });
    expect(detailOr(failure, "Failed to create character. Please try again.")).toBe(
      "Failed to create character. Please try again.",
    );
  });

  it("sends a JSON body on POST", async () => {
    const { client, fetchImpl } = setup(async () =>
      json(200, {
        playerId: "p1",
        galaxyId: "demo",
        username: "ace",
        race: "quantam",
        familyId: "demo:family-1",
        homePlanetId: "demo:1,1:0",
      }),
    );
    const result = await client.call("register", { body: { username: "ace", race: "quantam", galaxyId: "demo" } });
    expect(result.playerId).toBe("p1");
    const init = fetchImpl.mock.calls[0]?.[1];
    expect(init?.body).toBe(JSON.stringify({ username: "ace", race: "quantam", galaxyId: "demo" }));
    expect((init?.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  });

  it("lets an explicit token override the stored one", async () => {
    const { client, fetchImpl } = setup(async () => json(401, { detail: "Sign in", code: "unauthorized" }), null);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await expect(client.call("me", { token: "dev:bob" })).rejects.toMatchObject({ status: 401 });
    expect((fetchImpl.mock.calls[0]?.[1]?.headers as Record<string, string>).Authorization).toBe("Bearer dev:bob");
  });

  it("turns an error body into an ApiError with status, detail and code", async () => {
    const { client } = setup(async () => json(409, { detail: "Empire name already taken", code: "name_taken" }));
    await expect(
      client.call("register", { body: { username: "ace", race: "quantam", galaxyId: "demo" } }),
    ).rejects.toMatchObject({ status: 409, detail: "Empire name already taken", code: "name_taken" });
  });

  it("rejects an answer that does not match the contract", async () => {
    const { client } = setup(async () => json(200, { galaxyId: "demo" }));
    await expect(client.call("turnInfo", { params: { galaxyId: "demo" } })).rejects.toMatchObject({
      code: "invalid_response",
    });
  });

  it("reports a network failure without a status", async () => {
    const { client } = setup(async () => {
      throw new TypeError("fetch failed");
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await expect(client.call("galaxyList")).rejects.toMatchObject({ status: null, code: "network_error" });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("logs 401, 403, 429 and 503 but not other statuses", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    for (const status of [400, 401, 403, 404, 409, 422, 429, 500, 503]) {
      const { client } = setup(async () => json(status, { detail: "x", code: "x" }));
      await client.call("galaxyList").catch(() => undefined);
    }
    expect(warn).toHaveBeenCalledTimes(4);
  });
});
