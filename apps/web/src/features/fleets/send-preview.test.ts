import { describe, expect, it } from "vitest";
import { explorationFee, launchFee, raceSpec, travelTurns } from "@nova/rules";
import { minutesText, previewTrip, travelText, type OwnedPlanet } from "./send-preview.ts";

const owned: OwnedPlanet[] = [
  { id: "g:10,10:1", x: 10, y: 10, hasPortal: true, isHomeWorld: true },
  { id: "g:20,10:1", x: 20, y: 10, hasPortal: false, isHomeWorld: false },
  { id: "g:30,10:1", x: 30, y: 10, hasPortal: true, isHomeWorld: false },
];
const clock = { nextTurnAt: "2026-01-01T00:05:00.000Z", turnLengthMinutes: 5 };
const now = Date.parse("2026-01-01T00:00:00.000Z");

describe("previewTrip", () => {
  it("prices exploration from the nearest owned planet, with the rules' fee", () => {
    const preview = previewTrip({
      mission: { kind: "exploration" },
      targetPlanetId: "g:23,14:2",
      owned,
      race: "quantam",
      units: { explorers: 1 },
      clock,
      now,
    });
    expect(preview).toMatchObject({ fromPlanetId: "g:20,10:1", viaPortal: false });
    expect(preview?.fee).toBe(explorationFee(3, 5, false));
    expect(preview?.turns).toBe(travelTurns(5, raceSpec("quantam").bonuses.speed));
  });

  it("takes 40% off the exploration fee under Space Amazement, as the server does", () => {
    const preview = previewTrip({
      mission: { kind: "exploration" },
      targetPlanetId: "g:23,14:2",
      owned,
      race: "quantam",
      units: { explorers: 1 },
      clock,
      now,
      spaceAmazement: true,
    });
    expect(preview?.fee).toBe(explorationFee(3, 5, true));
    expect(preview?.fee).toBeLessThan(explorationFee(3, 5, false));
  });

  it("sends attacks through the nearest portal and charges the launch fee", () => {
    const preview = previewTrip({
      mission: { kind: "attack" },
      targetPlanetId: "g:34,13:1",
      owned,
      race: "camaar",
      units: { soldiers: 100, transports: 1, fighters: 20 },
      clock,
      now,
    });
    expect(preview).toMatchObject({ fromPlanetId: "g:30,10:1", viaPortal: true });
    expect(preview?.fee).toBe(launchFee(121, 5));
    // The arrival lands on a flip: the next one is 5 minutes away, each further turn 5 more.
    expect(preview?.seconds).toBe(300 + (preview!.turns - 1) * 300);
  });

  it("leaves from the home world when there is no portal", () => {
    const preview = previewTrip({
      mission: { kind: "attack" },
      targetPlanetId: "g:12,10:1",
      owned: owned.map((p) => ({ ...p, hasPortal: false })),
      race: "quantam",
      units: { fighters: 1 },
      clock: null,
      now,
    });
    expect(preview).toMatchObject({ fromPlanetId: "g:10,10:1", viaPortal: false, seconds: null });
  });

  it("moves from where the fleet is", () => {
    const preview = previewTrip({
      mission: { kind: "trip", fromPlanetId: "g:20,10:1" },
      targetPlanetId: "g:20,13:1",
      owned,
      race: "quantam",
      units: { soldiers: 10 },
      clock,
      now,
    });
    expect(preview).toMatchObject({ fromPlanetId: "g:20,10:1", fee: launchFee(10, 3) });
  });

  it("stations units from the portal nearest the target, instantly when the target has a portal too", () => {
    const colony = { id: "g:14,10:2", x: 14, y: 10, hasPortal: false, isHomeWorld: false };
    const base = {
      owned: [...owned, colony],
      race: "quantam",
      units: { fighters: 5 },
      clock,
      now,
      mission: { kind: "station" } as const,
    };
    const slow = previewTrip({ ...base, targetPlanetId: colony.id });
    expect(slow).toMatchObject({ fromPlanetId: "g:10,10:1", viaPortal: true, instant: false, fee: launchFee(5, 4) });
    expect(slow?.turns).toBe(travelTurns(4, raceSpec("quantam").bonuses.speed));
    const instant = previewTrip({ ...base, targetPlanetId: "g:30,10:1" });
    expect(instant).toMatchObject({ instant: true, turns: 0, seconds: 0, fee: launchFee(5, 0) });
    // Without any portal the units leave from the home world and travel.
    const noPortals = owned.map((p) => ({ ...p, hasPortal: false }));
    expect(previewTrip({ ...base, owned: noPortals, targetPlanetId: "g:30,10:1" })).toMatchObject({
      fromPlanetId: "g:10,10:1",
      viaPortal: false,
      instant: false,
    });
  });

  it("goes around a force-fielded portal as the server does, and names it", () => {
    const base = { race: "quantam", units: { fighters: 10 }, clock, now };
    const fielded = owned.map((p) => (p.id === "g:30,10:1" ? { ...p, portalBlocked: true } : p));
    const attack = previewTrip({ ...base, mission: { kind: "attack" }, targetPlanetId: "g:32,10:1", owned: fielded });
    expect(attack).toMatchObject({ fromPlanetId: "g:10,10:1", viaPortal: true, blockedPortalId: "g:30,10:1" });
    expect(attack?.fee).toBe(launchFee(10, 22));
    const clear = previewTrip({ ...base, mission: { kind: "attack" }, targetPlanetId: "g:32,10:1", owned });
    expect(clear).toMatchObject({ fromPlanetId: "g:30,10:1", blockedPortalId: null });
    // A station order to a force-fielded portal planet is no longer instant.
    const station = previewTrip({ ...base, mission: { kind: "station" }, targetPlanetId: "g:30,10:1", owned: fielded });
    expect(station).toMatchObject({ instant: false, fromPlanetId: "g:10,10:1", blockedPortalId: "g:30,10:1" });
    expect(station?.turns).toBe(travelTurns(20, raceSpec("quantam").bonuses.speed));
    // With every portal held, the fleet leaves from the home world without a portal.
    const allHeld = owned.map((p) => ({ ...p, portalBlocked: p.hasPortal }));
    const home = previewTrip({ ...base, mission: { kind: "attack" }, targetPlanetId: "g:32,10:1", owned: allHeld });
    expect(home).toMatchObject({ fromPlanetId: "g:10,10:1", viaPortal: false, blockedPortalId: "g:30,10:1" });
  });

  it("has nothing to say about an unknown target or origin", () => {
    const base = { owned, race: "quantam", units: {}, clock, now };
    expect(previewTrip({ ...base, mission: { kind: "attack" }, targetPlanetId: "nowhere" })).toBeNull();
    expect(previewTrip({ ...base, mission: { kind: "exploration" }, targetPlanetId: "g:1,1:1", owned: [] })).toBeNull();
  });
});

describe("travelText", () => {
  it("reads turns and minutes, or instant", () => {
    const preview = { fee: 1, fromPlanetId: "g:1,1:1", viaPortal: false, instant: false, blockedPortalId: null };
    expect(travelText({ ...preview, turns: 3, seconds: 900 })).toBe("3 turns (about 15 minutes)");
    expect(travelText({ ...preview, turns: 1, seconds: null })).toBe("1 turn");
    expect(travelText({ ...preview, turns: 0, seconds: 0, instant: true })).toBe("Instant (portal to portal)");
  });
});

describe("minutesText", () => {
  it("reads minutes, then hours", () => {
    expect(minutesText(20)).toBe("1 minute");
    expect(minutesText(12 * 60)).toBe("12 minutes");
    expect(minutesText(239 * 60)).toBe("3h 59m");
  });
});
