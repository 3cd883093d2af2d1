import { describe, expect, it } from "vitest";
import { queryKeys } from "../api/query-keys.ts";
import { PUSH_CLOSE } from "@nova/contract";
import { isGalaxyQuery, parsePushMessage, pushUrl, reconnectDelayMs, shouldReconnect } from "./push-protocol.ts";

describe("push protocol", () => {
  it("reconnects after drops and expired tokens, not when access to the galaxy ended", () => {
    expect(shouldReconnect(1006)).toBe(true);
    expect(shouldReconnect(1001)).toBe(true);
    expect(shouldReconnect(PUSH_CLOSE.unauthorized)).toBe(true);
    expect(shouldReconnect(PUSH_CLOSE.tooMany)).toBe(true);
    expect(shouldReconnect(PUSH_CLOSE.accessEnded)).toBe(false);
    expect(shouldReconnect(PUSH_CLOSE.notFound)).toBe(false);
  });

  it("backs off 1 s, 2 s, 4 s … and never waits more than 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(reconnectDelayMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it("connects to the page's own host, secure when the page is", () => {
    expect(pushUrl({ protocol: "http:", host: "localhost:8080" }, "demo")).toBe("ws://localhost:8080/push/demo");
    expect(pushUrl({ protocol: "https:", host: "nova.example" }, "a b")).toBe("wss://nova.example/push/a%20b");
  });

  it("reads the contract's messages and nothing else", () => {
    expect(parsePushMessage('{"type":"activity","galaxyId":"demo"}')).toEqual({ type: "activity", galaxyId: "demo" });
    expect(
      parsePushMessage('{"type":"turn","galaxyId":"demo","currentTurn":4,"nextTurnAt":"2026-01-01T00:00:00.000Z"}'),
    ).toMatchObject({ type: "turn", currentTurn: 4 });
    expect(parsePushMessage('{"type":"turn","galaxyId":"demo"}')).toBeNull();
    expect(parsePushMessage("not json")).toBeNull();
    expect(parsePushMessage(42)).toBeNull();
  });

  it("matches every galaxy-scoped query key of that galaxy only", () => {
    expect(isGalaxyQuery(queryKeys.planets("demo"), "demo")).toBe(true);
    expect(isGalaxyQuery(queryKeys.marketPrices("demo"), "demo")).toBe(true);
    expect(isGalaxyQuery(queryKeys.familyEvents("demo", "f1", 100, ""), "demo")).toBe(true);
    expect(isGalaxyQuery(queryKeys.planets("other"), "demo")).toBe(false);
    expect(isGalaxyQuery(queryKeys.galaxies, "demo")).toBe(false);
  });
});
