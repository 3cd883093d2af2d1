import { OWNER_ONLY, type Invitation } from "@nova/contract";
import type { AuthUser } from "../auth/auth-user.ts";
import { findGalaxy, type GalaxyRow } from "../db/repositories/galaxies-repository.ts";
import { findUserById } from "../db/repositories/users-repository.ts";
import { AppError, conflict, invalid, notFound } from "../http/app-error.ts";
import { iso } from "../platform/clock.ts";
import type { ServiceDeps } from "./deps.ts";

/** Every access route starts here: the galaxy must exist and the caller must own it. */
const ownedGalaxy = async (deps: ServiceDeps, user: AuthUser, galaxyId: string): Promise<GalaxyRow> => {
  const galaxy = await findGalaxy(deps.db.kysely, galaxyId);
  if (!galaxy) throw notFound("Galaxy not found");
  if (galaxy.owner_id !== user.id) throw new AppError("not_owner", OWNER_ONLY);
  return galaxy;
};

const accessView = (g: GalaxyRow) => ({ galaxyId: g.id, galaxyName: g.name, isPrivate: g.is_private === 1 });

export const galaxyAccess = async (deps: ServiceDeps, user: AuthUser, galaxyId: string) =>
  accessView(await ownedGalaxy(deps, user, galaxyId));

export const setGalaxyPrivacy = async (deps: ServiceDeps, user: AuthUser, galaxyId: string, isPrivate: boolean) => {
  const galaxy = await ownedGalaxy(deps, user, galaxyId);
  await deps.db.kysely
    .updateTable("galaxies")
    .set({ is_private: isPrivate ? 1 : 0 })
    .where("id", "=", galaxy.id)
    .execute();
  // Open push sockets of outsiders close once the galaxy turns private.
  deps.push?.publish({ kind: "access", galaxyId: galaxy.id });
  return { ...accessView(galaxy), isPrivate };
};

export const listInvitations = async (deps: ServiceDeps, user: AuthUser, galaxyId: string): Promise<Invitation[]> => {
  const galaxy = await ownedGalaxy(deps, user, galaxyId);
  const rows = await deps.db.kysely
    .selectFrom("galaxy_invitations as i")
    .leftJoin("users as u", "u.id", "i.user_id")
    .leftJoin("players as p", (j) => j.onRef("p.galaxy_id", "=", "i.galaxy_id").onRef("p.user_id", "=", "i.user_id"))
    .select(["i.user_id", "i.invited_at", "u.display_name", "u.email", "p.id as player_id"])
    .where("i.galaxy_id", "=", galaxy.id)
    .orderBy("i.invited_at")
    .execute();
  return rows.map((r) => ({
    userId: r.user_id,
    displayName: r.display_name,
    email: r.email,
    hasJoined: r.player_id !== null,
    invitedAt: iso(r.invited_at),
  }));
};

/** Invites a known user (they must have signed in once, so their id exists). */
export const inviteUser = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
  userId: string,
): Promise<Invitation> => {
  const galaxy = await ownedGalaxy(deps, user, galaxyId);
  if (userId === user.id) throw invalid("You own this galaxy already; invite someone else");
  const invitee = await findUserById(deps.db.kysely, userId);
  if (!invitee) throw notFound(`No user with id '${userId}': they must sign in once before they can be invited`);
  const now = deps.clock.now();
  const result = await deps.db.kysely
    .insertInto("galaxy_invitations")
    .values({ galaxy_id: galaxy.id, user_id: userId, invited_at: now })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) throw conflict(`${invitee.displayName} is already invited`);
  const joined = await deps.db.kysely
    .selectFrom("players")
    .select("id")
    .where("galaxy_id", "=", galaxy.id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return {
    userId,
    displayName: invitee.displayName,
    email: invitee.email,
    hasJoined: joined !== undefined,
    invitedAt: iso(now),
  };
};

/** Revoking stops future registration; an empire already founded stays. */
export const revokeInvitation = async (deps: ServiceDeps, user: AuthUser, galaxyId: string, userId: string) => {
  const galaxy = await ownedGalaxy(deps, user, galaxyId);
  const result = await deps.db.kysely
    .deleteFrom("galaxy_invitations")
    .where("galaxy_id", "=", galaxy.id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound("Invitation not found");
  deps.push?.publish({ kind: "access", galaxyId: galaxy.id });
  return { message: `Invitation for ${userId} revoked` };
};
