import {
  addUnits,
  checkAttack,
  emptyFleetUnits,
  travelTurns,
  chooseNpcTarget,
  completionTime,
  departurePortal,
  estimateStrikeRatio,
  FLEET_UNIT_KEYS,
  gridDistance,
  hashUnit,
  launchFee,
  noisyRatio,
  NPC_ATTACK_RADII,
  DEFAULT_ATTACK_RANGE,
  NPC_RETALIATION_TURNS,
  NPC_SETTINGS,
  NPC_WAR_SETTINGS,
  npcStrikeForce,
  parsePlanetId,
  planetLabel,
  raceSpec,
  scienceBonuses,
  checkSendOrder,
  type Cost,
  type EmpireState,
  type EmpireTurnResult,
  type FleetUnits,
  type NpcLevel,
  type NpcTargetCandidate,
} from "@nova/rules";
import { blockedPortals } from "../db/repositories/active-effects-repository.ts";
import {
  insertFleet,
  missionFleetRow,
  setFleetUnits,
  unitsOf,
  type FleetRow,
} from "../db/repositories/fleets-repository.ts";
import { findGalaxy } from "../db/repositories/galaxies-repository.ts";
import type { PlanetRow } from "../db/repositories/planets-repository.ts";
import { findPlayer, type PlayerRow } from "../db/repositories/players-repository.ts";
import { scienceOfRow } from "../db/repositories/research-columns.ts";
import { warRecords } from "../db/repositories/war-record-repository.ts";
import { fightForPlanet } from "../services/combat-service.ts";
import { loadTargetPlanet } from "../services/fleet-targets.ts";
import { sendFleetHome } from "./fleet-arrivals.ts";
import type { NpcTurnContext } from "./npc-turns.ts";

/** The retaliation exception to the networth range lasts 48 hours (rules.md 13.1), as for players. */
const RETALIATION_MS = 48 * 60 * 60 * 1000;
/** The nearest planets an NPC weighs as targets in one action: enough to choose well, few enough to stay cheap. */
const MAX_CANDIDATES = 30;
/** Most planets read from one search box (a crowded galaxy's box around a home world). */
const MAX_BOX_ROWS = 2000;

type Event = (playerId: string, eventType: string, summary: string, details: Record<string, unknown>) => void;

/** Who attacked each NPC lately: attacker ids per NPC, with the time of the latest battle. */
export type Grievances = ReadonlyMap<string, ReadonlyMap<string, number>>;

/** Battles fought against these NPCs within `NPC_RETALIATION_TURNS` (rules.md 16). */
export const loadGrievances = async (ctx: NpcTurnContext, npcIds: readonly string[]): Promise<Grievances> => {
  const grievances = new Map<string, Map<string, number>>();
  if (npcIds.length === 0) return grievances;
  const rows = await ctx.trx
    .selectFrom("battle_reports")
    .select(["attacker_id", "defender_id", "created_at"])
    .where("galaxy_id", "=", ctx.galaxyId)
    .where("defender_id", "in", npcIds)
    .where("turn_number", ">", ctx.turn - NPC_RETALIATION_TURNS)
    .execute();
  for (const row of rows) {
    const byAttacker = grievances.get(row.defender_id) ?? new Map<string, number>();
    byAttacker.set(row.attacker_id, Math.max(byAttacker.get(row.attacker_id) ?? 0, row.created_at));
    grievances.set(row.defender_id, byAttacker);
  }
  return grievances;
};

/**
 * rules.md 16 step 5, "initiate on arrival": every NPC attack fleet waiting at its target fights now, through the
 * players' own battle (`fightForPlanet`), which checks the attack rules again. With morale at 0 or below the fleet
 * waits, as a player's would; a target that is no longer allowed (it joined the NPC's family, or fell out of
 * range) is given up and the fleet flies home. Returns the rows written.
 */
export const initiateNpcAttacks = async (ctx: NpcTurnContext, event: Event): Promise<number> => {
  const fleets = await ctx.trx
    .selectFrom("fleets")
    .innerJoin("players", (join) =>
      join.onRef("players.galaxy_id", "=", "fleets.galaxy_id").onRef("players.id", "=", "fleets.player_id"),
    )
    .selectAll("fleets")
    .where("fleets.galaxy_id", "=", ctx.galaxyId)
    .where("fleets.status", "=", "arrived")
    .where("fleets.action", "=", "attack")
    .where("players.is_npc", "=", 1)
    .orderBy("fleets.arrives_at")
    .orderBy("fleets.id")
    .execute();
  if (fleets.length === 0) return 0;
  const galaxy = await findGalaxy(ctx.trx, ctx.galaxyId);
  if (!galaxy) return 0;
  let written = 0;
  for (const fleet of fleets) {
    const attacker = await findPlayer(ctx.trx, ctx.galaxyId, fleet.player_id);
    if (!attacker || !fleet.target_planet_id || !(Number(attacker.morale) > 0)) continue;
    const planet = await loadTargetPlanet(ctx.trx, ctx.galaxyId, fleet.target_planet_id);
    const battle = await fightForPlanet(ctx.trx, ctx, galaxy, attacker, planet, fleet, ctx.flipTime);
    const label = planetLabel(planet.id);
    if ("refused" in battle) {
      await sendFleetHome(ctx, fleet, planet.id);
      event(attacker.id, "npc_action_attack", `Called off the attack on ${label}: ${battle.refused.detail}`, {
        fleetId: fleet.id,
        targetPlanetId: planet.id,
      });
      written += 2;
    } else {
      const verdict = battle.attackerVictory ? `took ${label} (${battle.planetOutcome})` : `was repelled at ${label}`;
      event(attacker.id, "npc_action_attack", `Strike force ${verdict}`, {
        battleReportId: battle.battleReportId,
        targetPlanetId: planet.id,
        outcome: battle.planetOutcome,
      });
      // Fleets, planet, both empires, the report and its events.
      written += 8;
    }
  }
  return written;
};

/** Where an NPC sent its strike this turn. */
export interface NpcStrike {
  readonly planetId: string;
  readonly playerId: string;
}

interface Launcher {
  readonly empire: EmpireTurnResult;
  readonly start: EmpireState;
  readonly row: PlayerRow;
  readonly home: FleetRow;
  readonly force: FleetUnits;
}

/**
 * rules.md 16 step 5, the launch: an acting NPC that may attack (hard: anyone eligible outside its family, in the
 * nearest of `NPC_ATTACK_RADII` boxes around its home world that holds any; medium: only empires that attacked it
 * within 48 turns), with no strike already
 * out and a strike force at home, estimates A / D at the nearest eligible planets (±20%), and sends its strike
 * force to the best one at or above its threshold. Human targets only, for hard NPCs' own choice: NPCs are the
 * players' opposition, not each other's (docs/npcs.md). Returns the rows written and where each strike went.
 */
export const launchNpcStrikes = async (
  ctx: NpcTurnContext,
  level: NpcLevel,
  acting: readonly EmpireTurnResult[],
  beforeById: ReadonlyMap<string, EmpireState>,
  grievances: Grievances,
  spending: Map<string, Cost>,
  event: Event,
): Promise<{ rows: number; strikes: Map<string, NpcStrike> }> => {
  const strikes = new Map<string, NpcStrike>();
  const war = NPC_WAR_SETTINGS[level];
  if (war.aggression === "never") return { rows: 0, strikes };
  const willing = acting.filter((e) => war.aggression === "eligible" || (grievances.get(e.id)?.size ?? 0) > 0);
  if (willing.length === 0) return { rows: 0, strikes };
  const ids = willing.map((e) => e.id);
  const [rows, homes, busy] = await Promise.all([
    ctx.trx.selectFrom("players").selectAll().where("galaxy_id", "=", ctx.galaxyId).where("id", "in", ids).execute(),
    ctx.trx
      .selectFrom("fleets")
      .selectAll()
      .where("galaxy_id", "=", ctx.galaxyId)
      .where("is_home", "=", 1)
      .where("player_id", "in", ids)
      .execute(),
    // One strike at a time: an NPC with an attack fleet out waits for it.
    ctx.trx
      .selectFrom("fleets")
      .select("player_id")
      .where("galaxy_id", "=", ctx.galaxyId)
      .where("action", "=", "attack")
      .where("status", "in", ["traveling", "arrived"])
      .where("player_id", "in", ids)
      .execute(),
  ]);
  const busyIds = new Set(busy.map((f) => f.player_id));
  const launchers: Launcher[] = willing.flatMap((empire) => {
    const start = beforeById.get(empire.id);
    const row = rows.find((r) => r.id === empire.id);
    const home = homes.find((f) => f.player_id === empire.id);
    if (!start || !row || !home || busyIds.has(empire.id) || !(empire.morale > 0)) return [];
    const population = empire.planets.reduce((sum, p) => sum + p.population, 0);
    const keepSoldiers = Math.floor((NPC_SETTINGS[level].soldiersPerThousand * population) / 1000);
    const force = npcStrikeForce(unitsOf(home), keepSoldiers);
    return force ? [{ empire, start, row, home, force }] : [];
  });
  if (launchers.length === 0) return { rows: 0, strikes };
  const blocked = await blockedPortals(ctx.trx, ctx.galaxyId, ctx.turn);

  let written = 0;
  for (const launcher of launchers) {
    const target = await pickTarget(ctx, level, launcher, grievances.get(launcher.empire.id));
    if (!target) continue;
    const { empire, row, home, force } = launcher;
    const portals = empire.planets.flatMap((p) => {
      const at = parsePlanetId(p.id);
      return at && (p.buildings.portal ?? 0) > 0
        ? [{ planetId: p.id, x: at.x, y: at.y, blocked: blocked.has(p.id) }]
        : [];
    });
    const homeAt = home.home_planet_id ? parsePlanetId(home.home_planet_id) : null;
    const origin =
      departurePortal(portals, target.planet) ??
      (homeAt && home.home_planet_id ? { planetId: home.home_planet_id, x: homeAt.x, y: homeAt.y } : null);
    if (!origin) continue;
    const split = checkSendOrder({ mission: "attack", available: unitsOf(home), requested: force });
    if (!split.ok) continue;
    const distance = gridDistance(origin, target.planet);
    const fee = launchFee(
      FLEET_UNIT_KEYS.reduce((sum, k) => sum + split.leaving[k], 0),
      distance,
    );
    const resources = spending.get(empire.id) ?? empire.resources;
    if (resources.credits < fee) continue;
    spending.set(empire.id, { ...resources, credits: resources.credits - fee });
    const turns = travelTurns(distance, raceSpec(row.race).bonuses.speed);
    const arrivesAt = completionTime(ctx.nextFlipAt, turns, ctx.turnLengthMinutes);
    const label = planetLabel(target.planet.id);
    await setFleetUnits(ctx.trx, ctx.galaxyId, home.id, split.staying);
    await insertFleet(
      ctx.trx,
      missionFleetRow({
        galaxyId: ctx.galaxyId,
        id: ctx.ids.uuid(),
        playerId: empire.id,
        name: `Strike on ${label}`,
        action: "attack",
        units: split.leaving,
        homePlanetId: home.home_planet_id,
        sourcePlanetId: origin.planetId,
        targetPlanetId: target.planet.id,
        portalPlanetId: portals.some((p) => p.planetId === origin.planetId) ? origin.planetId : null,
        startedAt: ctx.flipTime,
        arrivesAt,
      }),
    );
    // Launching an attack ends the sender's own new-player protection (rules.md 4), NPCs included.
    await ctx.trx
      .updateTable("players")
      .set({ protected_until_turn: 0 })
      .where("galaxy_id", "=", ctx.galaxyId)
      .where("id", "=", empire.id)
      .execute();
    event(empire.id, "npc_action_attack", `Strike force sent to ${label} (${target.defender.username})`, {
      targetPlanetId: target.planet.id,
      defenderName: target.defender.username,
      estimatedRatio: Number.isFinite(target.ratio) ? Math.round(target.ratio * 100) / 100 : null,
      units: Object.fromEntries(FLEET_UNIT_KEYS.filter((k) => split.leaving[k] > 0).map((k) => [k, split.leaving[k]])),
      fee,
      travelTurns: turns,
    });
    strikes.set(empire.id, { planetId: target.planet.id, playerId: target.defender.id });
    written += 4;
  }
  return { rows: written, strikes };
};

type Candidate = Pick<PlanetRow, "id" | "x" | "y" | "owner_id" | "portal" | "laser">;

/** The eligible planet with the best estimated odds for one launcher, or null. */
const pickTarget = async (
  ctx: NpcTurnContext,
  level: NpcLevel,
  launcher: Launcher,
  attackedBy: ReadonlyMap<string, number> | undefined,
): Promise<{ planet: Candidate; defender: PlayerRow; ratio: number } | null> => {
  const { empire, row, force } = launcher;
  const own = empire.planets.flatMap((p) => parsePlanetId(p.id) ?? []);
  if (own.length === 0) return null;
  const columns = [
    "planets.id",
    "planets.x",
    "planets.y",
    "planets.owner_id",
    "planets.portal",
    "planets.laser",
  ] as const;
  const avengers = [...(attackedBy?.keys() ?? [])];
  const found: Candidate[] = [];
  if (avengers.length > 0)
    found.push(
      ...(await ctx.trx
        .selectFrom("planets")
        .select(columns)
        .where("planets.galaxy_id", "=", ctx.galaxyId)
        .where("planets.owner_id", "in", avengers)
        .where("planets.is_home_world", "=", 0)
        .execute()),
    );
  const homeAt = launcher.home.home_planet_id ? parsePlanetId(launcher.home.home_planet_id) : null;
  if (NPC_WAR_SETTINGS[level].aggression === "eligible" && homeAt) {
    // Boxes around the home world, wider until one holds a planet it may attack: cheap where players are near,
    // and still reaching them where family home systems lie far apart.
    for (const radius of NPC_ATTACK_RADII) {
      let q = ctx.trx
        .selectFrom("planets")
        .innerJoin("players", (join) =>
          join.onRef("players.galaxy_id", "=", "planets.galaxy_id").onRef("players.id", "=", "planets.owner_id"),
        )
        .select(columns)
        .where("planets.galaxy_id", "=", ctx.galaxyId)
        .where("players.is_npc", "=", 0)
        // What checkAttack would refuse anyway (protection, range), left out so a wider box is tried instead.
        .where("players.protected_until_turn", "<=", ctx.turn)
        .where("players.networth", ">=", Math.floor(DEFAULT_ATTACK_RANGE * empire.networth))
        .where("planets.is_home_world", "=", 0)
        .where("planets.x", ">=", homeAt.x - radius)
        .where("planets.x", "<=", homeAt.x + radius)
        .where("planets.y", ">=", homeAt.y - radius)
        .where("planets.y", "<=", homeAt.y + radius);
      if (row.family_id !== null)
        q = q.where((eb) => eb.or([eb("players.family_id", "is", null), eb("players.family_id", "!=", row.family_id)]));
      const rows = await q.limit(MAX_BOX_ROWS).execute();
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
    ctx.trx
      .selectFrom("players")
      .selectAll()
      .where("galaxy_id", "=", ctx.galaxyId)
      .where("id", "in", ownerIds)
      .execute(),
    warRecords(ctx.trx, ctx.galaxyId, ownerIds, ctx.turn),
    ctx.trx
      .selectFrom("fleets")
      .selectAll()
      .where("galaxy_id", "=", ctx.galaxyId)
      .where("status", "=", "stationed")
      .where(
        "stationed_planet_id",
        "in",
        nearest.map((p) => p.id),
      )
      .execute(),
    ctx.trx
      .selectFrom("fleets")
      .selectAll()
      .where("galaxy_id", "=", ctx.galaxyId)
      .where("is_home", "=", 1)
      .where("player_id", "in", ownerIds)
      .execute(),
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
