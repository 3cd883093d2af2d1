import type { TargetEmpire, TargetPlanet } from "@nova/rules";
import { type Db, type Queryable } from "../database.ts";
import { bulkInsert } from "../bulk-writes.ts";
import { preparedQuery } from "../prepared-query.ts";
import type { AdvisorTargetsTable } from "../schema.ts";

// The advisor's targets (issue 18) and what they are computed from: every planet's place and owner, every
// empire's family and protection. Stored per empire after each flip (migration 0026).

export const targetPlanets = async (db: Queryable, galaxyId: string): Promise<TargetPlanet[]> =>
  (
    await db
      .selectFrom("planets")
      .select(["id", "x", "y", "owner_id", "is_home_slot"])
      .where("galaxy_id", "=", galaxyId)
      .execute()
  ).map((p) => ({ id: p.id, x: p.x, y: p.y, ownerId: p.owner_id, explorable: p.is_home_slot === 0 }));

export const targetEmpires = async (db: Queryable, galaxyId: string): Promise<TargetEmpire[]> =>
  (
    await db
      .selectFrom("players")
      .select(["id", "family_id", "protected_until_turn"])
      .where("galaxy_id", "=", galaxyId)
      .execute()
  ).map((p) => ({ id: p.id, familyId: p.family_id, protectedUntilTurn: p.protected_until_turn }));

/** Replaces the galaxy's stored targets with `rows` (inside the caller's transaction). */
export const replaceAdvisorTargets = async (
  trx: Queryable,
  db: Db,
  galaxyId: string,
  rows: readonly AdvisorTargetsTable[],
): Promise<void> => {
  await trx.deleteFrom("advisor_targets").where("galaxy_id", "=", galaxyId).execute();
  await bulkInsert(trx, db, "advisor_targets", rows);
};

const storedTargets = preparedQuery((db, galaxyId: string, playerId: string) =>
  db
    .selectFrom("advisor_targets")
    .select(["turn", "planets_key", "free_planet_id", "rival_id"])
    .where("galaxy_id", "=", galaxyId)
    .where("player_id", "=", playerId),
);

export const findAdvisorTargets = async (db: Queryable, galaxyId: string, playerId: string) =>
  (await storedTargets(db, galaxyId, playerId))[0] ?? null;

const planetPlace = preparedQuery((db, galaxyId: string, planetId: string) =>
  db
    .selectFrom("planets")
    .select(["id", "x", "y", "owner_id"])
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", planetId),
);

/** A planet's place and owner, or null when there is no such planet. */
export const findPlanetPlace = async (db: Queryable, galaxyId: string, planetId: string) =>
  (await planetPlace(db, galaxyId, planetId))[0] ?? null;

const empireOf = preparedQuery((db, galaxyId: string, playerId: string) =>
  db
    .selectFrom("players")
    .select(["id", "username", "family_id", "protected_until_turn"])
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", playerId),
);

/** What the advisor needs of another empire: its name, family and protection. */
export const findTargetEmpire = async (
  db: Queryable,
  galaxyId: string,
  playerId: string,
): Promise<(TargetEmpire & { username: string }) | null> => {
  const row = (await empireOf(db, galaxyId, playerId))[0];
  return row
    ? { id: row.id, username: row.username, familyId: row.family_id, protectedUntilTurn: row.protected_until_turn }
    : null;
};

const firstColony = preparedQuery((db, galaxyId: string, ownerId: string) =>
  db
    .selectFrom("planets")
    .select("id")
    .where("galaxy_id", "=", galaxyId)
    .where("owner_id", "=", ownerId)
    .where("is_home_world", "=", 0)
    .orderBy("id")
    .limit(1),
);

/** The empire's first planet other than its home world (lowest id), or null when it holds only its home world. */
export const firstColonyOf = async (db: Queryable, galaxyId: string, ownerId: string): Promise<string | null> =>
  (await firstColony(db, galaxyId, ownerId))[0]?.id ?? null;
