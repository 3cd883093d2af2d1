import { parsePlanetId } from "@nova/rules";
import type { Queryable } from "../../db/database.ts";
import type { PlanetRow } from "../../db/repositories/planets-repository.ts";
import { refuse } from "../../domain/app-error.ts";
import { findPlanetById, listOwnedPlanets } from "../../db/repositories/planets-repository.ts";

/** Accepts a full planet id or the short `x,y:n` form. */
export const fullPlanetId = (galaxyId: string, id: string): string =>
  id.startsWith(`${galaxyId}:`) ? id : `${galaxyId}:${id}`;

export const loadTargetPlanet = async (trx: Queryable, galaxyId: string, rawId: string): Promise<PlanetRow> => {
  const id = fullPlanetId(galaxyId, rawId);
  if (!parsePlanetId(id)) throw refuse("planet_not_found");
  const planet = await findPlanetById(trx, galaxyId, id);
  if (!planet) throw refuse("planet_not_found");
  return planet;
};

export const ownedPlanets = async (trx: Queryable, galaxyId: string, playerId: string): Promise<PlanetRow[]> =>
  listOwnedPlanets(trx, galaxyId, playerId);

export const point = (p: PlanetRow) => ({ planetId: p.id, x: p.x, y: p.y });
