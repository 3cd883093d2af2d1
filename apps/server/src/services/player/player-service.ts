import type { PlayerStats } from "@nova/contract";
import {
  clampMorale,
  empireEconomy,
  FOOD_DECAY,
  MINERAL_DECAY,
  maxPopulation,
  shortageForecast,
  totalScienceBonus,
  type EmpireState,
  type Race,
} from "@nova/rules";
import { loadEmpireOfPlayer } from "../../db/repositories/empire-state-repository.ts";
import type { AuthUser } from "../../auth/auth-user.ts";
import { findPlayerOfUser, type PlayerRow } from "../../db/repositories/players-repository.ts";
import { refuse } from "../../domain/app-error.ts";
import type { ServiceDeps } from "../deps.ts";
import { visibleGalaxy } from "../galaxy/galaxy-service.ts";

/** Bureaucracy takes 0.5% of the credits each flip (rules.md 6.4). */
const BUREAUCRACY_RATE = 0.005;

/** The caller's own empire in a galaxy, or 404 'Player not found'. */
export const callerPlayer = async (deps: ServiceDeps, user: AuthUser, galaxyId: string): Promise<PlayerRow> => {
  const player = await findPlayerOfUser(deps.db.kysely, galaxyId, user.id);
  // An empire of the galaxy may see it (private or not), so only a caller without one needs the galaxy's check,
  // which says "Galaxy not found" where the galaxy is hidden from them.
  if (player) return player;
  await visibleGalaxy(deps, user, galaxyId);
  throw refuse("player_not_found");
};

/** GET /player/stats?galaxyId=: the caller's empire, with the economy the coming flip will apply. */
export const playerStats = async (deps: ServiceDeps, user: AuthUser, galaxyId: string): Promise<PlayerStats> => {
  const player = await callerPlayer(deps, user, galaxyId);
  return statsOfEmpire(galaxyId, player, await loadEmpireOfPlayer(deps.db.kysely, player));
};

/** The stats of an empire already read (`loadEmpireOfPlayer`) from its player row. */
export const statsOfEmpire = (galaxyId: string, player: PlayerRow, empire: EmpireState): PlayerStats => {
  const economy = empireEconomy(empire);
  // The projection already read the empire's planets and its units summed over every fleet.
  const planets = empire.planets;
  const units = { agents: empire.units.agents, wizards: empire.units.wizards };
  const resources = {
    credits: player.credits,
    food: player.food,
    iron: player.iron,
    endurium: player.endurium,
    octarine: player.octarine,
  };
  return {
    galaxyId,
    playerId: player.id,
    username: player.username,
    playerName: player.username,
    race: player.race as Race,
    familyId: player.family_id,
    familyRole: player.family_role as PlayerStats["familyRole"],
    votedFor: player.voted_for,
    morale: clampMorale(player.morale),
    networth: player.networth,
    population: planets.reduce((s, p) => s + p.population, 0),
    maxPopulation: planets.reduce(
      (s, p) => s + maxPopulation(p.size, p.planetType, p.buildings.living_quarters ?? 0, empire.science.welfare),
      0,
    ),
    researchPoints: player.research_points,
    scienceBonus: totalScienceBonus(empire.science),
    planetCount: planets.length,
    units,
    resources,
    credits: player.credits,
    ...economy,
    protectedUntilTurn: player.protected_until_turn,
    turnsUntilShortage:
      economy.incomeBreakdown && economy.resourceProduction
        ? shortageForecast(
            resources,
            { ...economy.incomeBreakdown, ...economy.resourceProduction },
            { bureaucracy: BUREAUCRACY_RATE, foodDecay: FOOD_DECAY, mineralDecay: MINERAL_DECAY },
          )
        : { credits: null, food: null, iron: null, endurium: null, octarine: null },
  };
};
