import type { Infrastructure } from "@nova/contract";
import { infrastructureSummary } from "@nova/rules";
import type { AuthUser } from "../../auth/auth-user.ts";
import type { PlayerRow } from "../../db/repositories/players-repository.ts";
import type { ServiceDeps } from "../deps.ts";
import { empireReads, type EmpireReads } from "./empire-reads.ts";
import { callerPlayer } from "./player-service.ts";

/** GET /player/infrastructure/{galaxyId}: the dashboard's Building Infrastructure figures of the caller's empire. */
export const playerInfrastructure = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
): Promise<Infrastructure> => {
  const player = await callerPlayer(deps, user, galaxyId);
  return infrastructureOf(deps, player);
};

/**
 * The figures of an empire already found, from the empire the stats read and the buildings under construction
 * (shared with the other answers of a dashboard request through `reads`).
 */
export const infrastructureOf = async (
  deps: ServiceDeps,
  player: PlayerRow,
  reads: EmpireReads = empireReads(deps, player),
): Promise<Infrastructure> => {
  const [empire, building] = await Promise.all([reads.empire(), reads.buildingsInProgress()]);
  return {
    ...infrastructureSummary(empire.planets, (planetId) => building.get(planetId) ?? 0),
    homePlanetId: empire.planets.find((planet) => planet.isHomeWorld)?.id ?? null,
  };
};
