import type { BattleReportView } from "@nova/contract";
import {
  addUnits,
  apportionLosses,
  emptyFleetUnits,
  attackMoraleCost,
  checkAttack,
  FLEET_UNIT_KEYS,
  homeFleetId,
  moraleAfterLoss,
  planetLabel,
  resolveBattle,
  seededRandom,
  type AttackRefusal,
  type FleetUnits,
  type PlanetOutcome,
} from "@nova/rules";
import type { AuthUser } from "../../auth/auth-user.ts";
import { type Queryable } from "../../db/database.ts";
import { lockGalaxy } from "../../db/locks.ts";
import { insertEvents } from "../../db/repositories/events-repository.ts";
import { insertNotices } from "../../db/repositories/notification-outbox-repository.ts";
import { battleResultNotices } from "../../notifications/notices.ts";
import { combatEvents } from "./combat-events.ts";
import { writeBattleNews } from "../events/galaxy-news.ts";
import {
  deleteFleet,
  findFleet,
  setFleetUnits,
  unitsOf,
  type FleetRow,
} from "../../db/repositories/fleets-repository.ts";
import { findGalaxy, type GalaxyRow } from "../../db/repositories/galaxies-repository.ts";
import { buildingsOfRow, type PlanetRow } from "../../db/repositories/planets-repository.ts";
import { findPlayerOfUser, type PlayerRow } from "../../db/repositories/players-repository.ts";
import { refreshNetworth } from "../../db/repositories/networth-repository.ts";
import { refuse, refused } from "../../domain/app-error.ts";
import { iso } from "../../platform/clock.ts";
import type { Ids } from "../../platform/ids.ts";
import { attackCheckInput } from "./attack-context.ts";
import type { ServiceDeps } from "../deps.ts";
import { loadTargetPlanet } from "../fleets/fleet-targets.ts";
import { visibleGalaxy } from "../galaxy/galaxy-service.ts";
import { scienceOfRow } from "../../db/repositories/research-columns.ts";
import { blockedPortals, hasActiveEffect } from "../../db/repositories/active-effects-repository.ts";
import { findArrivedAttack } from "../../db/repositories/fleets-repository.ts";
import { listFleetsStationedHere } from "../../db/repositories/fleets-repository.ts";
import { updatePlanet } from "../../db/repositories/planets-repository.ts";
import { setMorale } from "../../db/repositories/players-repository.ts";
import { insertBattleReport, listAttackTurns } from "../../db/repositories/battle-reports-repository.ts";
import { countPlanetsOf } from "../../db/repositories/planets-repository.ts";
import { stationFleet } from "../../db/repositories/fleets-repository.ts";

/** Loss records without the empty keys, as the wire format wants them. */
const losses = (l: Partial<Record<string, number>>): Record<string, number> =>
  Object.fromEntries(Object.entries(l).filter((e): e is [string, number] => (e[1] ?? 0) > 0));

const addLosses = (a: Partial<Record<string, number>>, b: Partial<Record<string, number>>) => {
  const sum: Record<string, number> = {};
  for (const [k, n] of [...Object.entries(a), ...Object.entries(b)]) sum[k] = (sum[k] ?? 0) + (n ?? 0);
  return sum;
};

const any = (u: FleetUnits) => FLEET_UNIT_KEYS.some((k) => u[k] > 0);

/**
 * POST /combat/initiate/{planetId}: the caller's arrived attack fleet fights for the planet. One transaction
 * under the galaxy's exclusive lock, so a second click (or a flip) waits and then finds the fleet already spent:
 * exactly one battle per fleet.
 */
export const initiateCombat = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
  rawPlanetId: string,
  claimedPlayerId?: string,
) => {
  await visibleGalaxy(deps, user, galaxyId);
  const known = await findPlayerOfUser(deps.db.kysely, galaxyId, user.id);
  if (!known) throw refuse("player_not_found");
  if (claimedPlayerId !== undefined && claimedPlayerId !== known.id) throw refuse("own_empire_only");
  const result = await deps.db.kysely.transaction().execute(async (trx) => {
    await lockGalaxy(trx, deps.db.dialect, galaxyId);
    const galaxy = await findGalaxy(trx, galaxyId);
    const attacker = await findPlayerOfUser(trx, galaxyId, user.id);
    if (!galaxy || !attacker) throw refuse("player_not_found");
    if (galaxy.round_status === "ended") throw refuse("round_ended");
    const planet = await loadTargetPlanet(trx, galaxyId, rawPlanetId);
    const fleet = await findArrivedAttack(trx, galaxyId, attacker.id, planet.id);
    if (!fleet) throw refuse("no_fleet_waiting");
    const battle = await fightForPlanet(trx, deps, galaxy, attacker, planet, fleet, deps.clock.now());
    if ("refused" in battle) throw refused(battle.refused);
    return battle;
  });
  // After the commit: the defender's screens refresh at once rather than at their next poll.
  deps.push?.publish({ kind: "activity", galaxyId, playerIds: [result.defenderId], event: "battle" });
  return {
    battleReportId: result.battleReportId,
    attackerVictory: result.attackerVictory,
    planetOutcome: result.planetOutcome,
    message: result.attackerVictory
      ? `Victory! Planet ${result.planetName} ${result.planetOutcome}.`
      : "Defeat! Your fleet was destroyed.",
  };
};

export interface BattleFought {
  readonly battleReportId: string;
  readonly attackerVictory: boolean;
  readonly planetOutcome: PlanetOutcome;
  readonly planetName: string;
  readonly defenderId: string;
}

/**
 * One battle: the arrived attack `fleet` of `attacker` fights for `planet` (rules.md 12), with the eligibility
 * checked again first (13.1). Writes the fleets, the planet, morale, networth, the report and the events in the
 * caller's transaction, which must hold the galaxy's exclusive lock (a player's initiate, or the flip for NPCs).
 */
export const fightForPlanet = async (
  trx: Queryable,
  env: { readonly ids: Ids },
  galaxy: GalaxyRow,
  attacker: PlayerRow,
  planet: PlanetRow,
  fleet: FleetRow,
  now: number,
): Promise<BattleFought | { readonly refused: AttackRefusal }> => {
  const galaxyId = galaxy.id;
  const context = await attackCheckInput(trx, galaxy, attacker, planet, now, "initiate");
  const refusal = checkAttack(context);
  if (refusal) return { refused: refusal };
  const defender = context.defender;
  if (!defender)
    return {
      refused: {
        code: "invalid_action",
        detail: "Planet is not owned by another player; explore neutral planets instead",
      },
    };

  const stationedFleets = await listFleetsStationedHere(trx, galaxyId, defender.id, planet.id);
  const home = await findFleet(trx, galaxyId, homeFleetId(galaxyId, defender.id));
  const stationedUnits = sumUnits(stationedFleets.map(unitsOf));
  const reportId = env.ids.uuid();
  const result = resolveBattle(
    {
      attacker: {
        units: unitsOf(fleet),
        race: attacker.race,
        military: scienceOfRow(attacker).military,
        noFear: await hasActiveEffect(trx, galaxyId, attacker.id, "no_fear"),
        networth: attacker.networth,
      },
      defender: {
        stationedUnits,
        homeFleetUnits: home ? unitsOf(home) : sumUnits([]),
        // The home fleet rushes to the home world and to any planet with a portal (rules.md 12.1).
        // A force field on the planet's portal keeps the home fleet out (rules.md 14.3).
        homeFleetDefends:
          planet.is_home_world === 1 ||
          (planet.portal > 0 && !(await blockedPortals(trx, galaxyId, galaxy.current_turn)).has(planet.id)),
        military: scienceOfRow(defender).military,
        noFear: await hasActiveEffect(trx, galaxyId, defender.id, "no_fear"),
        networth: defender.networth,
      },
      planet: { size: planet.size, buildings: buildingsOfRow(planet), population: Number(planet.population) },
    },
    seededRandom(galaxy.seed, galaxy.current_turn, "battle", reportId),
  );

  await applyAttacker(trx, fleet, result.attacker, planet.id);
  await applyStationedDefenders(trx, galaxyId, stationedFleets, result.defender.stationedAfter);
  if (home) await setFleetUnits(trx, galaxyId, home.id, result.defender.homeFleetAfter);
  const p = result.planet;
  await updatePlanet(trx, galaxyId, planet.id, {
    ...p.buildingsAfter,
    population: p.populationAfter,
    ...(p.ownershipChanges
      ? {
          owner_id: p.ownership === "attacker" ? attacker.id : null,
          claimed_at: p.ownership === "attacker" ? now : null,
        }
      : {}),
  });

  const recent = await recentAttacks(trx, galaxyId, attacker.id, defender.id, galaxy.current_turn);
  const [attackerPlanets, defenderPlanets] = await Promise.all([
    countPlanetsOf(trx, galaxyId, attacker.id),
    countPlanetsOf(trx, galaxyId, defender.id),
  ]);
  const moraleCost = attackMoraleCost({
    attackerPlanets,
    defenderPlanets: defenderPlanets + (p.ownershipChanges ? 1 : 0),
    recentAttacks: recent,
  });
  await setMorale(trx, galaxyId, attacker.id, moraleAfterLoss(attacker.morale, moraleCost), true);
  await refreshNetworth(trx, galaxyId, [attacker.id, defender.id]);

  const report: BattleReportView = {
    ...result.report,
    phases: result.report.phases.map((phase) => ({
      ...phase,
      texts: [...phase.texts],
      attackerLosses: losses(phase.attackerLosses),
      defenderLosses: losses(phase.defenderLosses),
    })),
    // Totals count what the outcome destroyed too: a repelled fleet's survivors are casualties to the player.
    attackerTotalLosses: losses(addLosses(result.report.attackerTotalLosses, result.attacker.destroyedAfterBattle)),
    defenderTotalLosses: losses(
      addLosses(result.report.defenderTotalLosses, result.defender.stationedDestroyedAfterBattle),
    ),
    id: reportId,
    turnNumber: galaxy.current_turn,
    createdAt: iso(now),
    attackerId: attacker.id,
    attackerName: attacker.username,
    defenderId: defender.id,
    defenderName: defender.username,
    planetId: planet.id,
    planetName: planetLabel(planet.id),
  };
  await insertBattleReport(trx, {
    galaxy_id: galaxyId,
    id: reportId,
    attacker_id: attacker.id,
    defender_id: defender.id,
    attacker_family_id: attacker.family_id,
    defender_family_id: defender.family_id,
    planet_id: planet.id,
    turn_number: galaxy.current_turn,
    report: JSON.stringify(report),
    created_at: now,
  });
  await insertEvents(
    trx,
    combatEvents(
      env,
      galaxy.current_turn,
      now,
      report,
      result.attacker.fleetDestroyed,
      attacker.family_id,
      defender.family_id,
    ),
  );
  await insertNotices(
    trx,
    battleResultNotices(env.ids, {
      galaxyId,
      reportId,
      attackerId: attacker.id,
      attackerName: attacker.username,
      defenderId: defender.id,
      defenderName: defender.username,
      planetName: report.planetName,
      attackerWon: report.winner === "attacker",
      outcome: report.planetOutcome,
      now,
    }),
  );
  await writeBattleNews({ trx, ids: env.ids, galaxyId, turn: galaxy.current_turn, now }, report);
  return {
    battleReportId: reportId,
    attackerVictory: report.winner === "attacker",
    planetOutcome: report.planetOutcome,
    planetName: report.planetName,
    defenderId: defender.id,
  };
};

/** Every unit of the fleets together. */
const sumUnits = (list: readonly FleetUnits[]): FleetUnits => list.reduce(addUnits, emptyFleetUnits());

/** This attacker's earlier battles against this defender, by age in turns (the morale formula's A26/A52/A78). */
const recentAttacks = async (
  trx: Queryable,
  galaxyId: string,
  attackerId: string,
  defenderId: string,
  turn: number,
) => {
  const rows = await listAttackTurns(trx, galaxyId, attackerId, defenderId, turn - 78);
  const age = (r: { turn_number: number }) => turn - r.turn_number;
  return {
    last26: rows.filter((r) => age(r) < 26).length,
    from26To52: rows.filter((r) => age(r) >= 26 && age(r) < 52).length,
    from52To78: rows.filter((r) => age(r) >= 52).length,
  };
};

/** The attack fleet stations on a won planet; riders (and everything, after a defeat that spares them) go home. */
const applyAttacker = async (
  trx: Queryable,
  fleet: FleetRow,
  after: { stationedOnPlanet: FleetUnits; returningHome: FleetUnits },
  planetId: string,
) => {
  const galaxyId = fleet.galaxy_id;
  if (any(after.returningHome)) {
    // Riders (agents, wizards, explorers) rejoin the home fleet at once rather than flying back as a fleet of their own.
    const home = homeFleetId(galaxyId, fleet.player_id);
    const homeFleet = await findFleet(trx, galaxyId, home);
    if (homeFleet) await setFleetUnits(trx, galaxyId, home, sumUnits([unitsOf(homeFleet), after.returningHome]));
  }
  if (any(after.stationedOnPlanet)) {
    await stationFleet(trx, galaxyId, fleet.id, planetId, after.stationedOnPlanet);
  } else {
    await deleteFleet(trx, galaxyId, fleet.id);
  }
};

/** Stationed defenders lose in proportion to what each stationed fleet held; empty fleets disappear. */
const applyStationedDefenders = async (trx: Queryable, galaxyId: string, fleets: FleetRow[], after: FleetUnits) => {
  const parts = fleets.map(() => Object.fromEntries(FLEET_UNIT_KEYS.map((k) => [k, 0])) as FleetUnits);
  for (const key of FLEET_UNIT_KEYS) {
    const held = fleets.map((f) => Number(f[key]));
    const lost = apportionLosses(held.reduce((s, n) => s + n, 0) - after[key], held);
    held.forEach((n, i) => {
      (parts[i] as FleetUnits)[key] = n - (lost[i] ?? 0);
    });
  }
  for (const [i, fleet] of fleets.entries()) {
    const units = parts[i] as FleetUnits;
    if (any(units)) await setFleetUnits(trx, galaxyId, fleet.id, units);
    else await deleteFleet(trx, galaxyId, fleet.id);
  }
};
