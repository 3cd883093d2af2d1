import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeAwards } from "./round-awards.ts";
import { rankRoundEmpires, rankRoundFamilies, type RoundEmpire } from "./round-standings.ts";

const empire = (playerId: string, over: Partial<RoundEmpire> = {}): RoundEmpire => ({
  playerId,
  empireName: playerId,
  race: "human",
  familyId: null,
  familyName: null,
  networth: 0,
  planets: 0,
  battlesWon: 0,
  planetsCaptured: 0,
  successfulOperations: 0,
  ...over,
});

describe("round standings", () => {
  it("ranks by networth, then planets, sharing the rank on a tie of both (1, 2, 2, 4)", () => {
    const ranked = rankRoundEmpires([
      empire("d", { networth: 100, planets: 1 }),
      empire("c", { networth: 500, planets: 3 }),
      empire("b", { networth: 500, planets: 3 }),
      empire("a", { networth: 900, planets: 2 }),
      empire("e", { networth: 500, planets: 4 }),
    ]);
    expect(ranked.map((e) => [e.playerId, e.rank])).toEqual([
      ["a", 1],
      ["e", 2],
      ["b", 3],
      ["c", 3],
      ["d", 5],
    ]);
  });

  it("orders a shared rank by the empire name, case-insensitive, then the id", () => {
    const ranked = rankRoundEmpires([
      empire("p2", { empireName: "zeta", networth: 10 }),
      empire("p1", { empireName: "Alpha", networth: 10 }),
      empire("p0", { empireName: "alpha", networth: 10 }),
    ]);
    expect(ranked.map((e) => e.playerId)).toEqual(["p0", "p1", "p2"]);
    expect(ranked.map((e) => e.rank)).toEqual([1, 1, 1]);
  });

  it("ranks families by their members' totals; empires without a family are left out", () => {
    const families = rankRoundFamilies([
      empire("a", { familyId: "f1", familyName: "Reds", networth: 300, planets: 2 }),
      empire("b", { familyId: "f2", familyName: "Blues", networth: 200, planets: 1 }),
      empire("c", { familyId: "f2", familyName: "Blues", networth: 100, planets: 1 }),
      empire("d", { networth: 10_000 }),
    ]);
    expect(families).toEqual([
      { rank: 1, familyId: "f2", name: "Blues", networth: 300, planets: 2, members: 2 },
      { rank: 1, familyId: "f1", name: "Reds", networth: 300, planets: 2, members: 1 },
    ]);
  });
});

describe("round awards", () => {
  it("gives each award to the highest value, a tie to the better placed empire, and none for a zero", () => {
    const players = rankRoundEmpires([
      empire("a", { networth: 900, planets: 2, battlesWon: 3, familyId: "f", familyName: "F" }),
      empire("b", { networth: 500, planets: 7, battlesWon: 3, planetsCaptured: 2 }),
    ]);
    const awards = computeAwards(players, rankRoundFamilies(players));
    expect(awards).toEqual([
      { award: "largest_empire", playerId: "a", value: 900 },
      { award: "most_planets", playerId: "b", value: 7 },
      { award: "most_battles_won", playerId: "a", value: 3 },
      { award: "most_planets_captured", playerId: "b", value: 2 },
      { award: "top_family", familyId: "f", value: 900 },
    ]);
  });

  it("gives nothing in an empty round", () => {
    expect(computeAwards([], [])).toEqual([]);
  });
});

const empireArb: fc.Arbitrary<RoundEmpire> = fc.record({
  playerId: fc.string({ minLength: 1, maxLength: 6 }),
  empireName: fc.string({ maxLength: 6 }),
  race: fc.constant("human"),
  familyId: fc.option(fc.constantFrom("f1", "f2", "f3")),
  familyName: fc.constant(null),
  networth: fc.integer({ min: 0, max: 50 }),
  planets: fc.integer({ min: 0, max: 5 }),
  battlesWon: fc.integer({ min: 0, max: 3 }),
  planetsCaptured: fc.integer({ min: 0, max: 3 }),
  successfulOperations: fc.integer({ min: 0, max: 3 }),
});
const empiresArb = fc.uniqueArray(empireArb, { selector: (e) => e.playerId, maxLength: 30 });

describe("round standings, properties", () => {
  it("are the same whatever order the empires come in", () => {
    fc.assert(
      fc.property(empiresArb, fc.nat(), (empires, seed) => {
        const shuffled = [...empires].sort(
          (a, b) => ((a.playerId.charCodeAt(0) * seed) % 7) - ((b.playerId.charCodeAt(0) * seed) % 7),
        );
        expect(rankRoundEmpires(shuffled)).toEqual(rankRoundEmpires(empires));
        expect(computeAwards(rankRoundEmpires(shuffled), rankRoundFamilies(shuffled))).toEqual(
          computeAwards(rankRoundEmpires(empires), rankRoundFamilies(empires)),
        );
      }),
    );
  });

  it("give rank 1 first, never decrease, share a rank only on equal networth and planets, and skip shared places", () => {
    fc.assert(
      fc.property(empiresArb, (empires) => {
        const ranked = rankRoundEmpires(empires);
        ranked.forEach((e, i) => {
          const prev = ranked[i - 1];
          if (!prev) return expect(e.rank).toBe(1);
          const tied = prev.networth === e.networth && prev.planets === e.planets;
          expect(e.rank).toBe(tied ? prev.rank : i + 1);
          expect(prev.networth > e.networth || (prev.networth === e.networth && prev.planets >= e.planets)).toBe(true);
        });
      }),
    );
  });

  it("give every award to an empire that holds the highest value of it", () => {
    fc.assert(
      fc.property(empiresArb, (empires) => {
        const ranked = rankRoundEmpires(empires);
        for (const award of computeAwards(ranked, rankRoundFamilies(ranked))) {
          if (!("playerId" in award)) continue;
          const winner = ranked.find((e) => e.playerId === award.playerId);
          expect(winner).toBeDefined();
          expect(award.value).toBeGreaterThan(0);
        }
        const largest = computeAwards(ranked, rankRoundFamilies(ranked)).find((a) => a.award === "largest_empire");
        const max = Math.max(0, ...empires.map((e) => e.networth));
        expect(largest?.value ?? 0).toBe(max);
        if (largest && "playerId" in largest) expect(largest.playerId).toBe(ranked[0]?.playerId);
      }),
    );
  });
});
