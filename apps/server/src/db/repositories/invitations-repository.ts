import type { Queryable } from "../database.ts";

/** Makes a galaxy private or public. */
export const setGalaxyPrivate = (db: Queryable, galaxyId: string, isPrivate: boolean) =>
  db
    .updateTable("galaxies")
    .set({ is_private: isPrivate ? 1 : 0 })
    .where("id", "=", galaxyId)
    .execute();

/** A galaxy's invitations with the invitees' names and whether they joined, oldest first. */
export const listGalaxyInvitations = (db: Queryable, galaxyId: string) =>
  db
    .selectFrom("galaxy_invitations as i")
    .leftJoin("users as u", "u.id", "i.user_id")
    .leftJoin("players as p", (j) => j.onRef("p.galaxy_id", "=", "i.galaxy_id").onRef("p.user_id", "=", "i.user_id"))
    .select(["i.user_id", "i.invited_at", "u.display_name", "u.email", "p.id as player_id"])
    .where("i.galaxy_id", "=", galaxyId)
    .orderBy("i.invited_at")
    .execute();

/** Invites a user; false when they already were. */
export const insertInvitation = async (
  db: Queryable,
  galaxyId: string,
  userId: string,
  now: number,
): Promise<boolean> =>
  Number(
    (
      await db
        .insertInto("galaxy_invitations")
        .values({ galaxy_id: galaxyId, user_id: userId, invited_at: now })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst()
    ).numInsertedOrUpdatedRows ?? 0,
  ) > 0;

/** Revokes an invitation; false when there was none. */
export const deleteInvitation = async (db: Queryable, galaxyId: string, userId: string): Promise<boolean> =>
  Number(
    (
      await db
        .deleteFrom("galaxy_invitations")
        .where("galaxy_id", "=", galaxyId)
        .where("user_id", "=", userId)
        .executeTakeFirst()
    ).numDeletedRows,
  ) > 0;
