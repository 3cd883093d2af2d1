import {
  addUnits,
  checkAttack,
  emptyFleetUnits,
  chooseNpcTarget,
  estimateStrikeRatio,
  gridDistance,
  hashUnit,
  noisyRatio,
  NPC_ATTACK_RADII,
  DEFAULT_ATTACK_RANGE,
  NPC_WAR_SETTINGS,
  parsePlanetId,
  scienceBonuses,
  type EmpireState,
  type EmpireTurnResult,
  type FleetUnits,
  type NpcLevel,
  type NpcTargetCandidate,
} from "@nova/rules";
import { unitsOf, type FleetRow } from "../db/repositories/fleets-repository.ts";
import type { PlanetRow } from "../db/repositories/planets-repository.ts";
import type { PlayerRow } from "../db/repositories/players-repository.ts";
import { scienceOfRow } from "../db/repositories/research-columns.ts";
import { warRecords } from "../db/repositories/war-record-repository.ts";
import { RETALIATION_MS } from "../services/combat/attack-context.ts";
import type { NpcTurnContext } from "./npc-context.ts";
import { listFleetsStationedAtPlanets, listHomeFleets } from "../db/repositories/fleets-repository.ts";
import { listAttackableColoniesInBox, listColoniesOf } from "../db/repositories/npc-war-repository.ts";
import { listPlayersByIds } from "../db/repositories/players-repository.ts";

/** The nearest planets an NPC weighs as targets in one action: enough to choose well, few enough to stay cheap. */
const MAX_CANDIDATES = 30;
/** Most planets read from one search box (a crowded galaxy's box around a home world). */
const MAX_BOX_ROWS = 2000;

/** An acting NPC ready to strike: its state, its row, its home fleet and the force it would send. */
export interface Launcher {
  readonly empire: EmpireTurnResult;
  readonly start: EmpireState;
  readonly row: PlayerRow;
  readonly home: FleetRow;
  readonly force: FleetUnits;
}

type Candidate = Pick<PlanetRow, "id" | "x" | "y" | "owner_id" | "portal" | "laser">;

/**
 * rules.md 16 step 5, the choice: the eligible planet with the best estimated odds for one launcher (its
 * attackers' planets, and for hard NPCs the nearest box around its home world holding a human planet it may
 * attack), or null when none reaches its level's threshold.
 */
export const pickTarget = async (
  ctx: NpcTurnContext,
  level: NpcLevel,
  launcher: Launcher,
  attackedBy: ReadonlyMap<string, number> | undefined,
): Promise<{ planet: Candidate; defender: PlayerRow; ratio: number } | null> => {
  const { empire, row, force } = launcher;
  const own = empire.planets.flatMap((p) => parsePlanetId(p.id) ?? []);
  if (own.length === 0) return null;
  const avengers = [...(attackedBy?.keys() ?? [])];
  const found: Candidate[] = [];
  if (avengers.length > 0) found.push(...(await listColoniesOf(ctx.trx, ctx.galaxyId, avengers)));
  const homeAt = launcher.home.home_planet_id ? parsePlanetId(launcher.home.home_planet_id) : null;
  if (NPC_WAR_SETTINGS[level].aggression === "eligible" && homeAt) {
    // Boxes around the home world, wider until one holds a planet it may attack: cheap where players are near,
    // and still reaching them where family home systems lie far apart.
    for (const radius of NPC_ATTACK_RADII) {
      const rows = await listAttackableColoniesInBox(ctx.trx, ctx.galaxyId, {
        turn: ctx.turn,
        minNetworth: Math.floor(DEFAULT_ATTACK_RANGE * empire.networth),
        box: { x0: homeAt.x - radius, x1: homeAt.x + radius, y0: homeAt.y - radius, y1: homeAt.y + radius },
        notFamilyId: row.family_id,
        limit: MAX_BOX_ROWS,
      });
      found.push(...rows);
      if (rows.length > 0) break;
    }
  }
  const reach = (p: { x: number; y: number }) => Math.min(...own.map((o) => gridDistance(o, p)));
  const nearest = [...new Map(found.filter((p) => p.owner_id !== empire.id).map((p) => [p.id, p])).values()]
    .map((p) => ({ p, d: reach(p) }))
    .sort((a, b) => a.d - b.d || (a.p.id < b.p.id ? -1 : 1))
    .slice(0, MAX_CANDIDATES)
    .map(({ p }) => p);
  const ownerIds = [...new Set(nearest.map((p) => p.owner_id ?? ""))];
  if (ownerIds.length === 0) return null;

  const [owners, records, stationed, homeFleets] = await Promise.all([
    listPlayersByIds(ctx.trx, ctx.galaxyId, ownerIds),
    warRecords(ctx.trx, ctx.galaxyId, ownerIds, ctx.turn),
    listFleetsStationedAtPlanets(
      ctx.trx,
      ctx.galaxyId,
      nearest.map((p) => p.id),
    ),
    listHomeFleets(ctx.trx, ctx.galaxyId, ownerIds),
  ]);
  const military = scienceBonuses(empire.research.fieldPoints, empire.networth).military;
  const candidates: (NpcTargetCandidate & { planet: Candidate; defender: PlayerRow })[] = [];
  for (const planet of nearest) {
    const defender = owners.find((o) => o.id === planet.owner_id);
    if (!defender) continue;
    const lastHit = attackedBy?.get(defender.id);
    const refusal = checkAttack({
      attackerId: empire.id,
      attackerFamilyId: row.family_id,
      targetOwnerId: defender.id,
      targetFamilyId: defender.family_id,
      targetIsHomeWorld: false,
      attackerNetworth: empire.networth,
      targetNetworth: defender.networth,
      retaliation: lastHit !== undefined && lastHit > ctx.flipTime - RETALIATION_MS,
      targetProtectedUntilTurn: defender.protected_until_turn,
      currentTurn: ctx.turn,
      attackerMorale: empire.morale,
      stage: "send",
      ...(records.has(defender.id) ? { targetRecentLosses: records.get(defender.id) } : {}),
    });
    if (refusal) continue;
    const defence = stationed
      .filter((f) => f.player_id === defender.id && f.stationed_planet_id === planet.id)
      .map(unitsOf)
      .reduce(addUnits, emptyFleetUnits());
    // The home fleet rushes to a planet with a portal (rules.md 12.1); the NPC counts it in.
    const defenderHome = homeFleets.find((f) => f.player_id === defender.id);
    const guarded = planet.portal > 0 && defenderHome ? addUnits(defence, unitsOf(defenderHome)) : defence;
    const ratio = estimateStrikeRatio({
      strike: force,
      attackerRace: row.race,
      attackerMilitary: military,
      defence: guarded,
      lasers: Number(planet.laser),
      defenderMilitary: scienceOfRow(defender).military,
    });
    candidates.push({
      planetId: planet.id,
      ownerPlanets: records.get(defender.id)?.planetsNow ?? 0,
      ratio: noisyRatio(ratio, hashUnit(ctx.seed, ctx.turn, "npc-estimate", empire.id, planet.id)),
      planet,
      defender,
    });
  }
  const choice = chooseNpcTarget(candidates, NPC_WAR_SETTINGS[level].threshold);
  return choice ? (candidates.find((c) => c.planetId === choice.planetId) ?? null) : null;
};
