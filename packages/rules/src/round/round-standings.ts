/**
 * Final standings of a round (docs/rounds.md). Pure: the caller passes every empire's final figures.
 *
 * Tie rules:
 * - Order: networth, highest first; then more planets; then the empire name (case-insensitive, code-unit
 *   order, so every database and locale agrees); then the player id. The order is total and stable.
 * - Rank: standard competition ranking on (networth, planets): empires equal on both share the rank, and the
 *   next empire's rank skips the shared places (1, 2, 2, 4). The name and id only fix the display order.
 * - Families rank the same way on (total networth, total planets), then name, then id; families without
 *   members take no part.
 */

export interface RoundEmpire {
  readonly playerId: string;
  readonly empireName: string;
  readonly race: string;
  readonly familyId: string | null;
  readonly familyName: string | null;
  readonly networth: number;
  readonly planets: number;
  readonly battlesWon: number;
  readonly planetsCaptured: number;
  readonly successfulOperations: number;
}

export interface RankedEmpire extends RoundEmpire {
  readonly rank: number;
}

export interface RankedFamily {
  readonly rank: number;
  readonly familyId: string;
  readonly name: string;
  readonly networth: number;
  readonly planets: number;
  readonly members: number;
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Competition ranks for rows already in order: a row equal to the one before on `same` shares its rank. */
const competitionRanks = <T>(rows: readonly T[], same: (a: T, b: T) => boolean): number[] => {
  const ranks: number[] = [];
  rows.forEach((row, i) => {
    const prev = rows[i - 1];
    ranks.push(i > 0 && prev !== undefined && same(prev, row) ? (ranks[i - 1] ?? i + 1) : i + 1);
  });
  return ranks;
};

export const compareEmpires = (a: RoundEmpire, b: RoundEmpire): number =>
  b.networth - a.networth ||
  b.planets - a.planets ||
  byText(a.empireName.toLowerCase(), b.empireName.toLowerCase()) ||
  byText(a.playerId, b.playerId);

export const rankRoundEmpires = (empires: readonly RoundEmpire[]): RankedEmpire[] => {
  const ordered = [...empires].sort(compareEmpires);
  const ranks = competitionRanks(ordered, (a, b) => a.networth === b.networth && a.planets === b.planets);
  return ordered.map((e, i) => ({ ...e, rank: ranks[i] ?? i + 1 }));
};

export const rankRoundFamilies = (empires: readonly RoundEmpire[]): RankedFamily[] => {
  const totals = new Map<string, { name: string; networth: number; planets: number; members: number }>();
  for (const e of empires) {
    if (e.familyId === null) continue;
    const f = totals.get(e.familyId) ?? { name: e.familyName ?? e.familyId, networth: 0, planets: 0, members: 0 };
    f.networth += e.networth;
    f.planets += e.planets;
    f.members += 1;
    totals.set(e.familyId, f);
  }
  const ordered = [...totals.entries()]
    .map(([familyId, f]) => ({ familyId, ...f }))
    .sort(
      (a, b) =>
        b.networth - a.networth ||
        b.planets - a.planets ||
        byText(a.name.toLowerCase(), b.name.toLowerCase()) ||
        byText(a.familyId, b.familyId),
    );
  const ranks = competitionRanks(ordered, (a, b) => a.networth === b.networth && a.planets === b.planets);
  return ordered.map((f, i) => ({ rank: ranks[i] ?? i + 1, ...f }));
};
