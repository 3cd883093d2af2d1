import type { Queryable } from "../database.ts";

/** One empire's public standing, read in one query: the player, its family, its planets and its home world. */
export interface StandingRow {
  readonly playerId: string;
  readonly playerName: string;
  readonly nameKey: string;
  readonly race: string;
  readonly isNpc: boolean;
  readonly familyId: string | null;
  readonly familyName: string | null;
  readonly networth: number;
  readonly researchPoints: number;
  readonly planetCount: number;
  readonly totalPopulation: number;
  readonly homeX: number | null;
  readonly homeY: number | null;
}

/**
 * The standings of every empire of a galaxy (NPCs included), or of one family's members. The home world is the
 * planet the home fleet calls home: where the empire was founded, which stays its home even if it is captured.
 * Unordered: the ranking order is decided in `services/ranking-order.ts`, the same on both databases.
 */
export const listStandings = async (
  db: Queryable,
  galaxyId: string,
  filter: { familyId?: string } = {},
): Promise<StandingRow[]> => {
  let query = db
    .selectFrom("players as p")
    .leftJoin("families as f", (j) => j.onRef("f.galaxy_id", "=", "p.galaxy_id").onRef("f.id", "=", "p.family_id"))
    .leftJoin(
      (eb) =>
        eb
          .selectFrom("planets")
          .select((s) => [
            "owner_id",
            s.fn.countAll<number>().as("planet_count"),
            s.fn.sum<number>("population").as("population"),
          ])
          .where("galaxy_id", "=", galaxyId)
          .where("owner_id", "is not", null)
          .groupBy("owner_id")
          .as("owned"),
      (j) => j.onRef("owned.owner_id", "=", "p.id"),
    )
    .leftJoin("fleets as hf", (j) =>
      j.onRef("hf.galaxy_id", "=", "p.galaxy_id").onRef("hf.player_id", "=", "p.id").on("hf.is_home", "=", 1),
    )
    .leftJoin("planets as hp", (j) =>
      j.onRef("hp.galaxy_id", "=", "hf.galaxy_id").onRef("hp.id", "=", "hf.home_planet_id"),
    )
    .select([
      "p.id",
      "p.username",
      "p.name_key",
      "p.race",
      "p.is_npc",
      "p.family_id",
      "f.name as family_name",
      "p.networth",
      "p.research_points",
      "owned.planet_count",
      "owned.population",
      "hp.x as home_x",
      "hp.y as home_y",
    ])
    .where("p.galaxy_id", "=", galaxyId);
  if (filter.familyId !== undefined) query = query.where("p.family_id", "=", filter.familyId);
  const rows = await query.execute();
  return rows.map((r) => ({
    playerId: r.id,
    playerName: r.username,
    nameKey: r.name_key,
    race: r.race,
    isNpc: r.is_npc === 1,
    familyId: r.family_id,
    familyName: r.family_name,
    networth: Number(r.networth),
    researchPoints: Number(r.research_points),
    planetCount: Number(r.planet_count ?? 0),
    totalPopulation: Number(r.population ?? 0),
    homeX: r.home_x,
    homeY: r.home_y,
  }));
};

/** A family of the galaxy by id, with or without members. */
export const findFamily = async (
  db: Queryable,
  galaxyId: string,
  familyId: string,
): Promise<{ id: string; name: string } | null> =>
  (await db
    .selectFrom("families")
    .select(["id", "name"])
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", familyId)
    .executeTakeFirst()) ?? null;
