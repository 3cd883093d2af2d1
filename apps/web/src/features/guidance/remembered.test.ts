// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { awayTurns, isQuiet, readSeenTurn, writeSeenTurn } from "./remembered.ts";

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

  it("honours the opt-out switches", () => {
    expect(isQuiet("tours")).toBe(false);
    window.localStorage.setItem("nova.tours.off", "1");
    expect(isQuiet("tours")).toBe(true);
    expect(isQuiet("awaySummary")).toBe(false);
  });
});
