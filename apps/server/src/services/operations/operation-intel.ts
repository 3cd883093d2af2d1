import {
  BUILDING_TYPES,
  FALSE_INFO_SPREAD,
  PLANTED_FALSE_INFO_SPREAD,
  alliesReport,
  distortNumbers,
  infrastructureReport,
  planetListReport,
  portalReport,
  spyReport,
  type BuildingType,
  type IntelSnapshot,
  type OperationType,
  type Random,
} from "@nova/rules";
import type { Queryable } from "../../db/database.ts";
import { hasActiveEffect } from "../../db/repositories/active-effects-repository.ts";
import { militaryCounts } from "../../db/repositories/intel-repository.ts";
import { scienceOfRow } from "../../db/repositories/research-columns.ts";
import type { PlayerRow } from "../../db/repositories/players-repository.ts";
import { PLANTED_FALSE_INFO } from "./operation-effects.ts";
import { listOwnedPlanetsByPosition } from "../../db/repositories/planets-repository.ts";
import { listFamilyMembersByNetworth } from "../../db/repositories/family-repository.ts";
import { getPlanet } from "../../db/repositories/planets-repository.ts";
import { listDefendingFleets } from "../../db/repositories/fleets-repository.ts";
import { findEffectFrom } from "../../db/repositories/active-effects-repository.ts";
import { deleteEffect } from "../../db/repositories/active-effects-repository.ts";

// The intel operations' reports (rules.md 14.2, 14.3), altered when the target hides behind false info.

/** What the intel operations read of an empire. */
const intelSnapshot = async (db: Queryable, galaxyId: string, target: PlayerRow): Promise<IntelSnapshot> => {
  const planets = await listOwnedPlanetsByPosition(db, galaxyId, target.id);
  const members = target.family_id ? await listFamilyMembersByNetworth(db, galaxyId, target.family_id) : [];
  const military = await militaryCounts(db, galaxyId, target.id);
  return {
    military: { ...military, militaryBonusPercent: Math.round(scienceOfRow(target).military * 100) },
    playerId: target.id,
    playerName: target.username,
    race: target.race,
    networth: Number(target.networth),
    resources: {
      credits: Number(target.credits),
      food: Number(target.food),
      iron: Number(target.iron),
      endurium: Number(target.endurium),
      octarine: Number(target.octarine),
    },
    researchPoints: Number(target.research_points),
    planets: planets.map((p) => ({
      planetId: p.id,
      x: p.x,
      y: p.y,
      idx: p.idx,
      planetType: p.planet_type,
      population: Number(p.population),
      isHomeWorld: p.is_home_world === 1,
      buildings: Object.fromEntries(BUILDING_TYPES.map((b) => [b, Number(p[b])])) as Record<BuildingType, number>,
    })),
    familyMembers: members.map((m) => ({
      playerId: m.id,
      username: m.username,
      role: m.family_role,
      networth: Number(m.networth),
    })),
  };
};

/** The report of an intel operation, altered when the target hides behind false info. */
export const intelReport = async (
  trx: Queryable,
  galaxyId: string,
  op: OperationType,
  caster: PlayerRow,
  target: PlayerRow,
  planetId: string | null,
  random: Random,
): Promise<Record<string, unknown>> => {
  let report: Record<string, unknown>;
  if (op === "sense_defense_system") {
    const planet = await getPlanet(trx, galaxyId, planetId ?? "");
    const homeDefends = planet.is_home_world === 1 || planet.portal > 0;
    const fleets = await listDefendingFleets(trx, galaxyId, target.id, planet.id, homeDefends);
    const sum = (k: "soldiers" | "droids" | "fighters" | "bombers" | "transports") =>
      fleets.reduce((s, f) => s + Number(f[k]), 0);
    report = {
      playerName: target.username,
      planetId: planet.id,
      planetName: `${planet.x}:${planet.y}:${planet.idx}`,
      lasers: Number(planet.laser),
      homeFleetIncluded: homeDefends,
      units: {
        soldiers: sum("soldiers"),
        droids: sum("droids"),
        fighters: sum("fighters"),
        bombers: sum("bombers"),
        transports: sum("transports"),
      },
    };
  } else {
    const snap = await intelSnapshot(trx, galaxyId, target);
    report =
      op === "spy_on_target" || op === "vision"
        ? spyReport(snap)
        : op === "check_allies"
          ? alliesReport(snap)
          : op === "planetary_infrastructure"
            ? infrastructureReport(snap)
            : op === "investigate_portal"
              ? portalReport(snap)
              : planetListReport(snap);
  }
  if (await hasActiveEffect(trx, galaxyId, target.id, "generate_false_info"))
    report = distortNumbers(report, FALSE_INFO_SPREAD, random);
  const planted = await findEffectFrom(trx, galaxyId, target.id, PLANTED_FALSE_INFO, caster.id);
  if (planted) {
    report = distortNumbers(report, PLANTED_FALSE_INFO_SPREAD, random);
    await deleteEffect(trx, galaxyId, planted.id);
  }
  return report;
};
