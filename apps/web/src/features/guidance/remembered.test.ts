// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { awayTurns, isTourDone, markTourDone, readSeenTurn, writeSeenTurn } from "./remembered.ts";

describe("remembered guidance state", () => {
  afterEach(() => window.localStorage.clear());

  it("remembers the last seen turn per galaxy and player", () => {
    expect(readSeenTurn("g", "p1")).toBeNull();
    writeSeenTurn("g", "p1", 12);
    expect(readSeenTurn("g", "p1")).toBe(12);
    expect(readSeenTurn("g", "p2")).toBeNull();
  });

  it("shows the summary only after at least one turn away", () => {
    expect(awayTurns(null, 5)).toBeNull();
    expect(awayTurns(5, 5)).toBeNull();
    expect(awayTurns(5, 6)).toBe(1);
  });

  it("remembers dismissed tours per account", () => {
    expect(isTourDone("alice", "dashboard")).toBe(false);
    markTourDone("alice", "dashboard");
    expect(isTourDone("alice", "dashboard")).toBe(true);
    expect(isTourDone("bob", "dashboard")).toBe(false);
  });
});
