import type { AdviceGoal } from "@nova/contract";
import {
  adviseEmpire,
  checkAttack,
  explorationFee,
  gridDistance,
  homeFleetId,
  type AdviceInput,
  type AdviceNeighbour,
} from "@nova/rules";
import type { AuthUser } from "../../auth/auth-user.ts";
import { findFleet, unitsOf } from "../../db/repositories/fleets-repository.ts";
import {
  explorablePlanets,
  explorationsUnderway,
  explorersInBuild,
  findPlanetRow,
  otherEmpiresPlanets,
  ownedPlanetRows,
  rivalsOf,
} from "../../db/repositories/guidance-repository.ts";
import { latestHeldIntel } from "../../db/repositories/intel-repository.ts";
import { inProgressByPlanet } from "../../db/repositories/jobs-repository.ts";
import type { GalaxyRow } from "../../db/repositories/galaxies-repository.ts";
import { totalBuildingsOfRow, type PlanetRow } from "../../db/repositories/planets-repository.ts";
import type { PlayerRow } from "../../db/repositories/players-repository.ts";
import { attackCheckInput } from "../combat/attack-context.ts";
import type { ServiceDeps } from "../deps.ts";
import { visibleGalaxy } from "../galaxy/galaxy-service.ts";
import { callerPlayer, playerStats } from "../player/player-service.ts";

/** GET /player/advice/{galaxyId} (issue 18): the caller's next goals, from the rules' advisor. */
export const adviceFor = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
): Promise<{ goals: AdviceGoal[] }> => {
  const galaxy = await visibleGalaxy(deps, user, galaxyId);
  const player = await callerPlayer(deps, user, galaxyId);
  return { goals: adviseEmpire(await adviceInput(deps, user, galaxy, player)) };
};

const adviceInput = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxy: GalaxyRow,
  player: PlayerRow,
): Promise<AdviceInput> => {
  const db = deps.db.kysely;
  const g = galaxy.id;
  const [stats, planets, building, home, inBuild, exploring] = await Promise.all([
    playerStats(deps, user, g),
    ownedPlanetRows(db, g, player.id),
    inProgressByPlanet(db, g, player.id),
    findFleet(db, g, homeFleetId(g, player.id)),
    explorersInBuild(db, g, player.id),
    explorationsUnderway(db, g, player.id),
  ]);
  const army = home ? unitsOf(home) : null;
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
      isHomeWorld: p.is_home_world === 1,
      size: p.size,
      built: totalBuildingsOfRow(p),
      inProgress: building.get(p.id) ?? 0,
      lasers: p.laser,
      researchCenters: p.research_center,
    })),
    explorers: { home: army?.explorers ?? 0, inBuild, exploring },
    army: {
      soldiers: army?.soldiers ?? 0,
      droids: army?.droids ?? 0,
      fighters: army?.fighters ?? 0,
      transports: army?.transports ?? 0,
      agents: army?.agents ?? 0,
    },
    nearestNeutral: await nearestNeutral(deps, g, planets),
    neighbour: await nearestNeighbour(deps, galaxy, player, planets),
  };
};

const nearestOf = <T extends { x: number; y: number }>(from: readonly PlanetRow[], candidates: readonly T[]) => {
  // The planets of one system share its place: each place is measured from once.
  const places = [...new Map(from.map((p) => [`${p.x},${p.y}`, { x: p.x, y: p.y }])).values()];
  let best: { item: T; distance: number } | null = null;
  for (const item of candidates)
    for (const p of places) {
      const distance = gridDistance(p, item);
      if (!best || distance < best.distance) best = { item, distance };
    }
  return best;
};

/** The free planet nearest to any of the player's, with the exploration fee from there (rules.md 11.5). */
const nearestNeutral = async (deps: ServiceDeps, galaxyId: string, planets: readonly PlanetRow[]) => {
  const best = nearestOf(planets, await explorablePlanets(deps.db.kysely, galaxyId));
  if (!best) return null;
  return {
    planetId: best.item.id,
    x: best.item.x,
    y: best.item.y,
    fee: explorationFee(planets.length, best.distance, false),
  };
};

/**
 * The nearest other empire outside the player's family and past its new-player protection (so it may be spied on),
 * with one of its colonies and whether the attack rules allow striking it now and the player holds intel on it.
 */
const nearestNeighbour = async (
  deps: ServiceDeps,
  galaxy: GalaxyRow,
  player: PlayerRow,
  planets: readonly PlanetRow[],
): Promise<AdviceNeighbour | null> => {
  const db = deps.db.kysely;
  const rivals = await rivalsOf(db, galaxy.id, player, galaxy.current_turn);
  // For the first turns of a round every other empire is protected: reading their planets would find none.
  if (rivals.length === 0) return null;
  const owners = new Map(rivals.map((row) => [row.id, row]));
  const others = await otherEmpiresPlanets(db, galaxy.id, player.id);
  const best = nearestOf(
    planets,
    others.filter((p) => owners.has(p.owner_id)),
  );
  if (!best) return null;
  const owner = owners.get(best.item.owner_id)!;
  const colony = others.find((p) => p.owner_id === owner.id && p.is_home_world === 0) ?? null;
  const planet = colony ? await findPlanetRow(db, galaxy.id, colony.id) : null;
  const attackable = planet
    ? checkAttack(await attackCheckInput(db, galaxy, player, planet, deps.clock.now(), "send")) === null
    : false;
  return {
    playerId: owner.id,
    name: owner.username,
    colonyPlanetId: colony?.id ?? null,
    attackable,
    hasIntel: (await latestHeldIntel(db, galaxy.id, player.id, owner.id)) !== null,
  };
};
