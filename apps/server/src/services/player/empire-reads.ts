import type { EmpireState } from "@nova/rules";
import { loadEmpireOfPlayer } from "../../db/repositories/empire-state-repository.ts";
import { inProgressByPlanet } from "../../db/repositories/jobs-repository.ts";
import { listOwnedPlanetsHomeFirst, type PlanetRow } from "../../db/repositories/planets-repository.ts";
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
  /** The empire's planets, whole rows, home world first (the planets list). */
  readonly ownedPlanets: () => Promise<PlanetRow[]>;
}

/**
 * `listsPlanets`: the request answers the planets list too. The empire is then built from the list's rows, which
 * hold every column it needs, instead of reading the same planets a second time (about a twentieth of the
 * dashboard's cost).
 */
export const empireReads = (deps: ServiceDeps, player: PlayerRow, options: { listsPlanets?: boolean } = {}) => {
  const db = deps.db.kysely;
  let empire: Promise<EmpireState> | undefined;
  let building: Promise<Map<string, number>> | undefined;
  let owned: Promise<PlanetRow[]> | undefined;
  const reads: EmpireReads = {
    empire: () => (empire ??= loadEmpireOfPlayer(db, player, options.listsPlanets ? reads.ownedPlanets() : undefined)),
    buildingsInProgress: () => (building ??= inProgressByPlanet(db, player.galaxy_id, player.id)),
    ownedPlanets: () => (owned ??= listOwnedPlanetsHomeFirst(db, player.galaxy_id, player.id)),
  };
  return reads;
};
