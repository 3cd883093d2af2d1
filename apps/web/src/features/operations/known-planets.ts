import type { ActiveOperations } from "@nova/contract";
import { planetLabel } from "@nova/rules";
import { i18n } from "../../i18n/i18n.ts";

export interface KnownPlanet {
  readonly planetId: string;
  /** "15,4:2" */
  readonly label: string;
  readonly ownerName: string | null;
  /** The turn the intel was gathered, null for a planet chosen on the map. */
  readonly turnNumber: number | null;
}

/**
 * The planets a planet operation can be aimed at without typing an id: those the caster's intel revealed
 * (Find Targets, newest report first, each planet once) and the one picked on the map, listed first.
 */
export const knownPlanets = (active: ActiveOperations | undefined, fromMap: string | null): KnownPlanet[] => {
  const seen = new Set<string>();
  const list: KnownPlanet[] = [];
  if (fromMap) {
    seen.add(fromMap);
    list.push({ planetId: fromMap, label: planetLabel(fromMap), ownerName: null, turnNumber: null });
  }
  const reports = [...(active?.planetLists ?? [])].sort((a, b) => b.turnNumber - a.turnNumber);
  for (const report of reports) {
    for (const planet of report.planets) {
      if (seen.has(planet.planetId)) continue;
      seen.add(planet.planetId);
      list.push({
        planetId: planet.planetId,
        label: planetLabel(planet.planetId),
        ownerName: report.targetPlayerName,
        turnNumber: report.turnNumber,
      });
    }
  }
  return list;
};

/** "15,4:2 · Brann (intel of turn 12)", or "15,4:2 (from the map)". */
export const knownPlanetText = (planet: KnownPlanet): string =>
  planet.turnNumber === null
    ? i18n.t("operations:known.fromMap", { planet: planet.label })
    : i18n.t("operations:known.fromIntel", {
        planet: planet.label,
        owner: planet.ownerName ?? i18n.t("operations:known.unknownOwner"),
        turn: planet.turnNumber,
      });
