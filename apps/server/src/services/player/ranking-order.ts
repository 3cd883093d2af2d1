import type { FamilyRanking } from "@nova/contract";
import type { StandingRow } from "../../db/repositories/rankings-repository.ts";

/** Code-unit order: the same on every database and every locale. */
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Player ranking order (docs/decisions.md): networth, highest first; then more planets; then the empire name
 * (case-insensitive, A before Z); then the player id, so the order is total and stable between calls.
 */
export const comparePlayerStandings = (a: StandingRow, b: StandingRow): number =>
  b.networth - a.networth ||
  b.planetCount - a.planetCount ||
  byText(a.nameKey, b.nameKey) ||
  byText(a.playerId, b.playerId);

export const rankPlayers = (rows: readonly StandingRow[]): StandingRow[] => [...rows].sort(comparePlayerStandings);

/**
 * Family standings from their members' rows: sums of networth and planets, the average networth rounded to a
 * whole number. Families without members do not appear. Order: total networth, then total planets, then the
 * family name (case-insensitive), then the id.
 */
export const rankFamilies = (rows: readonly StandingRow[]): FamilyRanking[] => {
  const families = new Map<string, { name: string; members: number; networth: number; planets: number }>();
  for (const row of rows) {
    if (row.familyId === null) continue;
    const family = families.get(row.familyId) ?? {
      name: row.familyName ?? row.familyId,
      members: 0,
      networth: 0,
      planets: 0,
    };
    family.members += 1;
    family.networth += row.networth;
    family.planets += row.planetCount;
    families.set(row.familyId, family);
  }
  return [...families.entries()]
    .map(([familyId, f]) => ({
      familyId,
      familyName: f.name,
      memberCount: f.members,
      totalNetworth: f.networth,
      avgNetworth: Math.round(f.networth / f.members),
      totalPlanets: f.planets,
    }))
    .sort(
      (a, b) =>
        b.totalNetworth - a.totalNetworth ||
        b.totalPlanets - a.totalPlanets ||
        byText(a.familyName.toLowerCase(), b.familyName.toLowerCase()) ||
        byText(a.familyId, b.familyId),
    );
};
