import type { EmpireState } from "@nova/rules";
import { loadEmpireOfPlayer } from "../../db/repositories/empire-state-repository.ts";
import { inProgressByPlanet } from "../../db/repositories/jobs-repository.ts";
import type { PlayerRow } from "../../db/repositories/players-repository.ts";
import type { ServiceDeps } from "../deps.ts";

/**
 * Reads of one empire that several answers of one request need (GET /player/dashboard: the stats, the planets list
 * and the advice), each made once, when first asked for. A request that builds one answer makes its own.
 */
export interface EmpireReads {
  /** The empire as the flip would see it (`loadEmpireOfPlayer`). */
  readonly empire: () => Promise<EmpireState>;
  /** Buildings still under construction, by planet. */
  readonly buildingsInProgress: () => Promise<Map<string, number>>;
}

export const empireReads = (deps: ServiceDeps, player: PlayerRow): EmpireReads => {
  let empire: Promise<EmpireState> | undefined;
  let building: Promise<Map<string, number>> | undefined;
  return {
    empire: () => (empire ??= loadEmpireOfPlayer(deps.db.kysely, player)),
    buildingsInProgress: () => (building ??= inProgressByPlanet(deps.db.kysely, player.galaxy_id, player.id)),
  };
};
