import { describe, expect, it } from "vitest";
import { emptyFleetUnits } from "@nova/rules";
import {
  etaText,
  fleetActionLabel,
  isMoving,
  stationedUnitText,
  totalUnits,
  tripProgress,
  unitKeyLabel,
  unitLines,
} from "./fleet-format.ts";

const at = (iso: string) => Date.parse(iso);

describe("etaText", () => {
  const arrives = "2026-01-01T12:00:00.000Z";
  it("counts down in hours, minutes and seconds", () => {
    expect(etaText(arrives, at("2026-01-01T10:57:55.000Z"))).toBe("1h 02m 05s");
    expect(etaText(arrives, at("2026-01-01T11:55:55.000Z"))).toBe("4m 05s");
    expect(etaText(arrives, at("2026-01-01T11:59:48.000Z"))).toBe("12s");
  });
  it("rounds a partial second up, so it never reads 0s before arriving", () => {
    expect(etaText(arrives, at("2026-01-01T11:59:59.500Z"))).toBe("1s");
  });
  it("reads 'Arrived' once the time has passed", () => {
    expect(etaText(arrives, at(arrives))).toBe("Arrived");
    expect(etaText(arrives, at("2026-01-02T00:00:00.000Z"))).toBe("Arrived");
  });
  it("reads a dash without a usable time", () => {
    expect(etaText(null, 0)).toBe("—");
    expect(etaText("not a date", 0)).toBe("—");
  });
});

describe("tripProgress", () => {
  const start = "2026-01-01T10:00:00.000Z";
  const end = "2026-01-01T11:00:00.000Z";
  it("is the elapsed share of the trip in percent, clamped 0 to 100", () => {
    expect(tripProgress(start, end, at("2026-01-01T10:15:00.000Z"))).toBe(25);
    expect(tripProgress(start, end, at("2026-01-01T09:00:00.000Z"))).toBe(0);
    expect(tripProgress(start, end, at("2026-01-01T12:00:00.000Z"))).toBe(100);
  });
  it("is null without both times and 100 for a zero-length trip", () => {
    expect(tripProgress(null, end, 0)).toBeNull();
    expect(tripProgress(start, null, 0)).toBeNull();
    expect(tripProgress(start, start, 0)).toBe(100);
  });
});

describe("unit lines", () => {
  it("lists held units in catalogue order with k above 1000", () => {
    const units = { ...emptyFleetUnits(), fighters: 1500, soldiers: 1000, explorers: 1 };
    expect(unitLines(units).map((l) => `${l.label}: ${l.text}`)).toEqual([
      "Soldiers: 1,000",
      "Fighters: 1.5k",
      "Explorers: 1",
    ]);
    expect(totalUnits(units)).toBe(2501);
  });
  it("names unit keys, known or not", () => {
    expect(unitKeyLabel("transports")).toBe("Transports");
    expect(unitKeyLabel("shields")).toBe("Shields");
  });
});

describe("status and mission", () => {
  it("moves only while traveling or returning", () => {
    expect(isMoving({ status: "traveling" })).toBe(true);
    expect(isMoving({ status: "returning" })).toBe(true);
    expect(isMoving({ status: "arrived" })).toBe(false);
    expect(isMoving({ status: "idle" })).toBe(false);
  });
  it("reads the mission", () => {
    expect(fleetActionLabel("exploration")).toBe("Exploration");
    expect(fleetActionLabel(null)).toBe("None");
  });
});

describe("stationedUnitText", () => {
  it("reads a planet's units like a fleet's", () => {
    expect(stationedUnitText("soldier", 1200)).toBe("Soldiers: 1,200");
    expect(stationedUnitText("explorer", 1)).toBe("Explorers: 1");
  });
});
