import { parsePlanetId } from "@nova/rules";
import type { Queryable } from "../db/database.ts";
import type { PlanetRow } from "../db/repositories/planets-repository.ts";
import { notFound } from "../domain/app-error.ts";

/** Accepts a full planet id or the short `x,y:n` form. */
export const fullPlanetId = (galaxyId: string, id: string): string =>
  id.startsWith(`${galaxyId}:`) ? id : `${galaxyId}:${id}`;

export const loadTargetPlanet = async (trx: Queryable, galaxyId: string, rawId: string): Promise<PlanetRow> => {
  const id = fullPlanetId(galaxyId, rawId);
  if (!parsePlanetId(id)) throw notFound("Planet not found");
  const planet = await trx
    .selectFrom("planets")
    .selectAll()
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", id)
    .executeTakeFirst();
  if (!planet) throw notFound("Planet not found");
  return planet;
};

export const ownedPlanets = async (trx: Queryable, galaxyId: string, playerId: string): Promise<PlanetRow[]> =>
  trx.selectFrom("planets").selectAll().where("galaxy_id", "=", galaxyId).where("owner_id", "=", playerId).execute();

export const point = (p: PlanetRow) => ({ planetId: p.id, x: p.x, y: p.y });
