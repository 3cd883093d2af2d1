import type { AdviceGoal } from "@nova/contract";
import {
  adviseEmpire,
  checkAttack,
  distinctPlaces,
  explorationFee,
  gridDistance,
  homeFleetId,
  parsePlanetId,
  type AdviceInput,
  type AdviceNeighbour,
  type GridPoint,
} from "@nova/rules";
import type { AuthUser } from "../../auth/auth-user.ts";
import { findFleet, unitsOf } from "../../db/repositories/fleets-repository.ts";
import { firstColonyOf } from "../../db/repositories/advisor-targets-repository.ts";
import { explorationsUnderway, explorersInBuild, findPlanetRow } from "../../db/repositories/guidance-repository.ts";
import { latestHeldIntel } from "../../db/repositories/intel-repository.ts";
import type { GalaxyRow } from "../../db/repositories/galaxies-repository.ts";
import type { PlayerRow } from "../../db/repositories/players-repository.ts";
import { attackCheckInput } from "../combat/attack-context.ts";
import type { ServiceDeps } from "../deps.ts";
import { visibleGalaxy } from "../galaxy/galaxy-service.ts";
import { callerPlayer, statsOfEmpire } from "../player/player-service.ts";
import { empireReads, type EmpireReads } from "../player/empire-reads.ts";
import { targetsOf, type EmpireTargets } from "./advisor-targets.ts";

/** GET /player/advice/{galaxyId} (issue 18): the caller's next goals, from the rules' advisor. */
export const adviceFor = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
): Promise<{ goals: AdviceGoal[] }> => {
  const galaxy = await visibleGalaxy(deps, user, galaxyId);
  const player = await callerPlayer(deps, user, galaxyId);
  return adviceOfPlayer(deps, galaxy, player);
};

/** The advice for an empire already read, from its reads (shared when the caller answers more than the advice). */
export const adviceOfPlayer = async (
  deps: ServiceDeps,
  galaxy: GalaxyRow,
  player: PlayerRow,
  reads: EmpireReads = empireReads(deps, player),
): Promise<{ goals: AdviceGoal[] }> => ({ goals: adviseEmpire(await adviceInput(deps, galaxy, player, reads)) });

const adviceInput = async (
  deps: ServiceDeps,
  galaxy: GalaxyRow,
  player: PlayerRow,
  reads: EmpireReads,
): Promise<AdviceInput> => {
  const db = deps.db.kysely;
  const g = galaxy.id;
  const [empire, building, home, inBuild, exploring] = await Promise.all([
    reads.empire(),
    reads.buildingsInProgress(),
    findFleet(db, g, homeFleetId(g, player.id)),
    explorersInBuild(db, g, player.id),
    explorationsUnderway(db, g, player.id),
  ]);
  const stats = statsOfEmpire(g, player, empire);
  // Home world first, then by id: the advisor prefers the first of planets with equal room.
  const planets = [...empire.planets].sort(
    (a, b) => Number(b.isHomeWorld) - Number(a.isHomeWorld) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const army = home ? unitsOf(home) : null;
  const targets = await targetsOf(
    deps,
    g,
    galaxy.current_turn,
    { id: player.id, familyId: player.family_id, protectedUntilTurn: player.protected_until_turn },
    planets.map((p) => p.id),
  );
  return {
    galaxyId: g,
    currentTurn: galaxy.current_turn,
    protectedUntilTurn: player.protected_until_turn,
    race: player.race,
    credits: player.credits,
    foodNet: stats.resourceProduction?.foodNet ?? 0,
    turnsUntilShortage: { credits: stats.turnsUntilShortage.credits, food: stats.turnsUntilShortage.food },
    planets: planets.map((p) => ({
      id: p.id,
      isHomeWorld: p.isHomeWorld,
      size: p.size,
      built: Object.values(p.buildings).reduce((n, count) => n + count, 0),
      inProgress: building.get(p.id) ?? 0,
      lasers: p.buildings.laser ?? 0,
      researchCenters: p.buildings.research_center ?? 0,
    })),
    explorers: { home: army?.explorers ?? 0, inBuild, exploring },
    army: {
      soldiers: army?.soldiers ?? 0,
      droids: army?.droids ?? 0,
      fighters: army?.fighters ?? 0,
      transports: army?.transports ?? 0,
      agents: army?.agents ?? 0,
    },
    nearestNeutral: nearestNeutral(
      targets.free,
      planets.flatMap((p) => parsePlanetId(p.id) ?? []),
      planets.length,
    ),
    neighbour: await nearestNeighbour(deps, galaxy, player, targets.rival),
  };
};

/**
 * The free planet nearest to any of the player's (at `places`), with the exploration fee from there for an empire
 * of `planetCount` planets (rules.md 11.5).
 */
const nearestNeutral = (free: EmpireTargets["free"], places: readonly GridPoint[], planetCount: number) => {
  if (!free) return null;
  const distance = Math.min(...distinctPlaces(places).map((p) => gridDistance(p, free)));
  return { planetId: free.id, x: free.x, y: free.y, fee: explorationFee(planetCount, distance, false) };
};

/**
 * The nearest other empire outside the player's family and past its new-player protection (so it may be spied on),
 * with one of its colonies and whether the attack rules allow striking it now and the player holds intel on it.
 */
const nearestNeighbour = async (
  deps: ServiceDeps,
  galaxy: GalaxyRow,
  player: PlayerRow,
  rival: EmpireTargets["rival"],
): Promise<AdviceNeighbour | null> => {
  if (!rival) return null;
  const db = deps.db.kysely;
  const colonyId = await firstColonyOf(db, galaxy.id, rival.id);
  const planet = colonyId ? await findPlanetRow(db, galaxy.id, colonyId) : null;
  const attackable = planet
    ? checkAttack(await attackCheckInput(db, galaxy, player, planet, deps.clock.now(), "send")) === null
    : false;
  return {
    playerId: rival.id,
    name: rival.username,
    colonyPlanetId: colonyId,
    attackable,
    hasIntel: (await latestHeldIntel(db, galaxy.id, player.id, rival.id)) !== null,
  };
};
