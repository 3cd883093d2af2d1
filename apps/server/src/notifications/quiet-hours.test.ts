import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isQuietAt, localMinuteOfDay, quietEndsAt } from "./quiet-hours.ts";

const at = (iso: string) => Date.parse(iso);

describe("quiet hours", () => {
  it("reads the local clock of the player's zone", () => {
    expect(localMinuteOfDay(at("2026-01-15T21:30:00Z"), "Europe/Berlin")).toBe(22 * 60 + 30);
    expect(localMinuteOfDay(at("2026-07-15T21:30:00Z"), "Europe/Berlin")).toBe(23 * 60 + 30);
    expect(localMinuteOfDay(at("2026-01-15T03:05:00Z"), "America/New_York")).toBe(22 * 60 + 5);
  });

  it("wraps a span over midnight", () => {
    const q = { from: "22:00", to: "07:00" };
    expect(isQuietAt(at("2026-01-15T21:30:00Z"), "Europe/Berlin", q)).toBe(true);
    expect(isQuietAt(at("2026-01-15T05:59:00Z"), "Europe/Berlin", q)).toBe(true);
    expect(isQuietAt(at("2026-01-15T06:00:00Z"), "Europe/Berlin", q)).toBe(false);
    expect(isQuietAt(at("2026-01-15T20:59:00Z"), "Europe/Berlin", q)).toBe(false);
    expect(isQuietAt(at("2026-01-15T12:00:00Z"), "UTC", { from: "09:00", to: "17:00" })).toBe(true);
    expect(isQuietAt(at("2026-01-15T12:00:00Z"), "UTC", null)).toBe(false);
  });

  it("ends the wait at the end of the span", () => {
    const q = { from: "22:00", to: "07:00" };
    expect(quietEndsAt(at("2026-01-15T21:30:00Z"), "Europe/Berlin", q)).toBe(at("2026-01-16T06:00:00Z"));
  });

  it("always ends within a day, outside the span", () => {
    const clock = fc
      .integer({ min: 0, max: 23 })
      .chain((h) =>
        fc.integer({ min: 0, max: 59 }).map((m) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`),
      );
    fc.assert(
      fc.property(
        fc.integer({ min: at("2026-01-01T00:00:00Z"), max: at("2027-01-01T00:00:00Z") }),
        clock,
        clock,
        fc.constantFrom("UTC", "Europe/Berlin", "Asia/Kolkata", "America/Los_Angeles"),
        (now, from, to, zone) => {
          fc.pre(from !== to);
          const q = { from, to };
          if (!isQuietAt(now, zone, q)) return;
          const end = quietEndsAt(now, zone, q);
          expect(end).toBeGreaterThan(now);
          expect(end - now).toBeLessThanOrEqual(24 * 3600_000);
        },
      ),
    );
  });
});
