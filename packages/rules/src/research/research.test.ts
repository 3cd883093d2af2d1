import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocationArb } from "../testing/empire-fixtures.ts";
import { checkResearchDeposit } from "./research-deposit.ts";
import { releasedInvestment, researchTurn, splitResearch } from "./research-turn.ts";
import { SCIENCE_SCALE, scienceBonuses, totalScienceBonus } from "./science-bonus.ts";
import {
  ALLOCATION_TOTAL_ERROR,
  DEFAULT_ALLOCATION,
  NO_FIELD_POINTS,
  NO_RESEARCH,
  SCIENCE_FIELDS,
  checkAllocation,
} from "./science-fields.ts";

describe("checkAllocation", () => {
  it("accepts the default and any total of 100 within 0.01", () => {
    expect(checkAllocation(DEFAULT_ALLOCATION)).toBeNull();
    expect(checkAllocation({ military: 100, welfare: 0, economy: 0, construction: 0, resources: 0 })).toBeNull();
    expect(
      checkAllocation({ military: 33.333, welfare: 33.333, economy: 33.333, construction: 0, resources: 0 }),
    ).toBeNull();
    expect(
      checkAllocation({ military: 33.335, welfare: 33.335, economy: 33.335, construction: 0, resources: 0 }),
    ).toBeNull();
  });

  it("rejects totals other than 100 with the spec's text", () => {
    expect(checkAllocation({ ...DEFAULT_ALLOCATION, military: 25 })).toBe(ALLOCATION_TOTAL_ERROR);
    expect(checkAllocation({ ...DEFAULT_ALLOCATION, military: 15 })).toBe("Allocation must total 100%");
    expect(checkAllocation({ military: 50, welfare: 49.98, economy: 0, construction: 0, resources: 0 })).toBe(
      ALLOCATION_TOTAL_ERROR,
    );
  });

  it("rejects fields out of range, missing or not numbers", () => {
    expect(checkAllocation({ military: 120, welfare: -20, economy: 0, construction: 0, resources: 0 })).toBe(
      "military allocation must be between 0 and 100",
    );
    expect(checkAllocation({ military: 80, welfare: 20, economy: -0.5, construction: 0.5, resources: 0 })).toBe(
      "economy allocation must be between 0 and 100",
    );
    expect(checkAllocation({ military: 100 })).toBe("welfare allocation must be between 0 and 100");
    expect(checkAllocation({ ...DEFAULT_ALLOCATION, resources: Number.NaN })).toBe(
      "resources allocation must be between 0 and 100",
    );
  });
});

describe("releasedInvestment", () => {
  it("releases ceil(10%) of the remainder, all of it below 10, nothing of nothing", () => {
    expect(releasedInvestment(1000)).toBe(100);
    expect(releasedInvestment(901)).toBe(91);
    expect(releasedInvestment(10)).toBe(1);
    expect(releasedInvestment(9)).toBe(9);
    expect(releasedInvestment(1)).toBe(1);
    expect(releasedInvestment(0)).toBe(0);
  });

  it("releases every deposited credit, in finitely many turns", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (deposit) => {
        let remaining = deposit;
        let released = 0;
        let turns = 0;
        while (remaining > 0) {
          const now = releasedInvestment(remaining);
          expect(now).toBeGreaterThan(0);
          expect(now).toBeLessThanOrEqual(remaining);
          remaining -= now;
          released += now;
          turns++;
        }
        expect(released).toBe(deposit);
        expect(turns).toBeLessThan(200);
      }),
    );
  });
});

describe("splitResearch", () => {
  it("gives each field its share and the dust to the largest", () => {
    expect(splitResearch(101, DEFAULT_ALLOCATION)).toEqual({
      military: 21,
      welfare: 20,
      economy: 20,
      construction: 20,
      resources: 20,
    });
    expect(splitResearch(99, { military: 10, welfare: 0, economy: 55, construction: 35, resources: 0 })).toEqual({
      military: 9,
      welfare: 0,
      economy: 56,
      construction: 34,
      resources: 0,
    });
  });

  it("always adds up to the total, with no negative part and nothing for a 0% field", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), allocationArb, (total, allocation) => {
        const parts = splitResearch(total, allocation);
        expect(SCIENCE_FIELDS.reduce((sum, f) => sum + parts[f], 0)).toBe(total);
        for (const field of SCIENCE_FIELDS) {
          expect(parts[field]).toBeGreaterThanOrEqual(0);
          if (allocation[field] === 0) expect(parts[field]).toBe(0);
        }
      }),
    );
  });
});

describe("researchTurn", () => {
  it("turns centers and the deposit into points, split by the allocation (camaar: research × 0.9)", () => {
    const turn = researchTurn({
      race: "camaar",
      researchCenters: 3,
      research: { ...NO_RESEARCH, remainingInvestment: 1000 },
    });
    expect(turn.rpFromCenters).toBe(54); // floor(20 × 3 × 0.9)
    expect(turn.rpFromInvestment).toBe(90); // floor(100 × 0.9)
    expect(turn.totalRP).toBe(144);
    expect(turn.research.remainingInvestment).toBe(900);
    expect(turn.research.fieldPoints).toEqual({
      military: 32, // 28 + the dust of 4 (the first of five equal shares)
      welfare: 28,
      economy: 28,
      construction: 28,
      resources: 28,
    });
  });

  it("never loses or invents points, and never mutates its input", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 50_000_000 }),
        allocationArb,
        fc.constantFrom("partaxian", "wardancer", "quantam", "camaar", "revalon" as const),
        (centers, remaining, allocation, race) => {
          const research = Object.freeze({ remainingInvestment: remaining, allocation, fieldPoints: NO_FIELD_POINTS });
          const turn = researchTurn({ race, researchCenters: centers, research });
          const gained = SCIENCE_FIELDS.reduce((sum, f) => sum + turn.research.fieldPoints[f], 0);
          expect(gained).toBe(turn.totalRP);
          expect(turn.research.remainingInvestment).toBe(remaining - releasedInvestment(remaining));
          expect(turn.research.remainingInvestment).toBeGreaterThanOrEqual(0);
          expect(research.fieldPoints).toEqual(NO_FIELD_POINTS);
        },
      ),
    );
  });
});

describe("scienceBonuses", () => {
  it("follows 1 − exp(−RP / (K × networth))", () => {
    const bonuses = scienceBonuses({ ...NO_FIELD_POINTS, economy: 100 * 5000 }, 5000);
    expect(bonuses.economy).toBeCloseTo(1 - Math.exp(-1), 12);
    expect(bonuses.military).toBe(0);
    expect(SCIENCE_SCALE).toBe(100);
  });

  it("stays in [0, 1], grows with points and shrinks with networth", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (points, more, networth) => {
          const b = scienceBonuses({ ...NO_FIELD_POINTS, welfare: points }, networth).welfare;
          expect(b).toBeGreaterThanOrEqual(0);
          expect(b).toBeLessThanOrEqual(1); // 1 only once exp() underflows, at thousands of times K × networth
          expect(
            scienceBonuses({ ...NO_FIELD_POINTS, welfare: points + more }, networth).welfare,
          ).toBeGreaterThanOrEqual(b);
          expect(scienceBonuses({ ...NO_FIELD_POINTS, welfare: points }, networth * 2).welfare).toBeLessThanOrEqual(b);
        },
      ),
    );
  });

  it("adds the five bonuses for the dashboard's total", () => {
    expect(
      totalScienceBonus({ military: 0.1, welfare: 0.2, economy: 0.05, construction: 0, resources: 0.15 }),
    ).toBeCloseTo(0.5, 12);
  });
});

describe("checkResearchDeposit", () => {
  it("takes positive whole credits the empire has", () => {
    expect(checkResearchDeposit(1000, 5000)).toBeNull();
    expect(checkResearchDeposit(5000, 5000)).toBeNull();
    expect(checkResearchDeposit(0, 5000)?.detail).toBe("Please enter a valid amount greater than 0");
    expect(checkResearchDeposit(-5, 5000)?.detail).toBe("Please enter a valid amount greater than 0");
    expect(checkResearchDeposit(2.5, 5000)?.detail).toBe("Please enter a valid amount greater than 0");
    expect(checkResearchDeposit(6000, 5000)?.detail).toBe("Insufficient credits: need 6000, have 5000");
  });
});
