import type { Queryable } from "../database.ts";

/** What a strike target needs of a planet. */
const TARGET_COLUMNS = [
  "planets.id",
  "planets.x",
  "planets.y",
  "planets.owner_id",
  "planets.portal",
  "planets.laser",
] as const;

/** The planets (home worlds excepted) of some empires: where an NPC strikes back. */
export const listColoniesOf = (db: Queryable, galaxyId: string, ownerIds: readonly string[]) =>
  db
    .selectFrom("planets")
    .select(TARGET_COLUMNS)
    .where("planets.galaxy_id", "=", galaxyId)
    .where("planets.owner_id", "in", [...ownerIds])
    .where("planets.is_home_world", "=", 0)
    .execute();

/**
 * Players' colonies in a box that an attack could reach: not protected any more, within the networth range, and
 * outside the NPC's own family (what checkAttack would refuse anyway is left out, so a wider box is tried instead).
 */
export const listAttackableColoniesInBox = (
  db: Queryable,
  galaxyId: string,
  filter: {
    turn: number;
    minNetworth: number;
    box: { x0: number; x1: number; y0: number; y1: number };
    notFamilyId: string | null;
    limit: number;
  },
) => {
  let q = db
    .selectFrom("planets")
    .innerJoin("players", (join) =>
      join.onRef("players.galaxy_id", "=", "planets.galaxy_id").onRef("players.id", "=", "planets.owner_id"),
    )
    .select(TARGET_COLUMNS)
    .where("planets.galaxy_id", "=", galaxyId)
    .where("players.is_npc", "=", 0)
    .where("players.protected_until_turn", "<=", filter.turn)
    .where("players.networth", ">=", filter.minNetworth)
    .where("planets.is_home_world", "=", 0)
    .where("planets.x", ">=", filter.box.x0)
    .where("planets.x", "<=", filter.box.x1)
    .where("planets.y", ">=", filter.box.y0)
    .where("planets.y", "<=", filter.box.y1);
  const family = filter.notFamilyId;
  if (family !== null)
    q = q.where((eb) => eb.or([eb("players.family_id", "is", null), eb("players.family_id", "!=", family)]));
  return q.limit(filter.limit).execute();
};

/** Battles fought against some empires after a turn (an NPC's grievances). */
export const listBattlesAgainst = (
  db: Queryable,
  galaxyId: string,
  defenderIds: readonly string[],
  afterTurn: number,
) =>
  db
    .selectFrom("battle_reports")
    .select(["attacker_id", "defender_id", "created_at"])
    .where("galaxy_id", "=", galaxyId)
    .where("defender_id", "in", [...defenderIds])
    .where("turn_number", ">", afterTurn)
    .execute();

/** NPC attack fleets waiting at their targets, in arrival order. */
export const listArrivedNpcAttacks = (db: Queryable, galaxyId: string) =>
  db
    .selectFrom("fleets")
    .innerJoin("players", (join) =>
      join.onRef("players.galaxy_id", "=", "fleets.galaxy_id").onRef("players.id", "=", "fleets.player_id"),
    )
    .selectAll("fleets")
    .where("fleets.galaxy_id", "=", galaxyId)
    .where("fleets.status", "=", "arrived")
    .where("fleets.action", "=", "attack")
    .where("players.is_npc", "=", 1)
    .orderBy("fleets.arrives_at")
    .orderBy("fleets.id")
    .execute();
