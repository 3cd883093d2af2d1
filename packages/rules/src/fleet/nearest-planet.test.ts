import { describe, expect, it } from "vitest";
import { comparePlanetIds, departurePortal, nearestPlanet } from "./nearest-planet.ts";

describe("departurePortal (rules.md 11.4, IC S12)", () => {
  const portals = [
    { planetId: "g:10,10:1", x: 10, y: 10, blocked: false },
    { planetId: "g:20,20:3", x: 20, y: 20, blocked: false },
    { planetId: "g:21,20:1", x: 21, y: 20, blocked: true },
  ];

  it("picks the unblocked portal nearest to the target", () => {
    expect(departurePortal(portals, { x: 22, y: 20 })?.planetId).toBe("g:20,20:3");
    expect(departurePortal(portals, { x: 0, y: 0 })?.planetId).toBe("g:10,10:1");
  });

  it("breaks ties on the lowest planet id, read naturally", () => {
    const tied = [
      { planetId: "g:10,5:2", x: 10, y: 5, blocked: false },
      { planetId: "g:10,5:10", x: 10, y: 5, blocked: false },
      { planetId: "g:9,5:1", x: 9, y: 6, blocked: false },
    ];
    expect(departurePortal(tied, { x: 10, y: 5 })?.planetId).toBe("g:10,5:2");
    expect(departurePortal([tied[2]!, tied[1]!], { x: 9.5, y: 5.5 })?.planetId).toBe("g:9,5:1");
  });

  it("returns null when every portal is blocked", () => {
    expect(departurePortal([{ planetId: "a", x: 0, y: 0, blocked: true }], { x: 1, y: 1 })).toBeNull();
    expect(nearestPlanet([], { x: 1, y: 1 })).toBeNull();
  });

  it("orders ids with numbers by value", () => {
    expect(comparePlanetIds("g:9,4:2", "g:10,4:1")).toBeLessThan(0);
    expect(comparePlanetIds("g:10,4:1", "g:10,4:1")).toBe(0);
    expect(comparePlanetIds("g:10,4:2", "g:10,4:1")).toBeGreaterThan(0);
    expect(comparePlanetIds("a", "b")).toBeLessThan(0);
  });
});
