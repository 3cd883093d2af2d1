import type { Invitation } from "@nova/contract";
import type { AuthUser } from "../../auth/auth-user.ts";
import { findGalaxy, type GalaxyRow } from "../../db/repositories/galaxies-repository.ts";
import { findUserById } from "../../db/repositories/users-repository.ts";
import { refuse } from "../../domain/app-error.ts";
import { iso } from "../../platform/clock.ts";
import type { ServiceDeps } from "../deps.ts";
import {
  deleteInvitation,
  insertInvitation,
  listGalaxyInvitations,
  setGalaxyPrivate,
} from "../../db/repositories/invitations-repository.ts";
import { findPlayerOfUser } from "../../db/repositories/players-repository.ts";

/** Every access route starts here: the galaxy must exist and the caller must own it. */
const ownedGalaxy = async (deps: ServiceDeps, user: AuthUser, galaxyId: string): Promise<GalaxyRow> => {
  const galaxy = await findGalaxy(deps.db.kysely, galaxyId);
  if (!galaxy) throw refuse("galaxy_not_found");
  if (galaxy.owner_id !== user.id) throw refuse("owner_only");
  return galaxy;
};

const accessView = (g: GalaxyRow) => ({ galaxyId: g.id, galaxyName: g.name, isPrivate: g.is_private === 1 });

export const galaxyAccess = async (deps: ServiceDeps, user: AuthUser, galaxyId: string) =>
  accessView(await ownedGalaxy(deps, user, galaxyId));

export const setGalaxyPrivacy = async (deps: ServiceDeps, user: AuthUser, galaxyId: string, isPrivate: boolean) => {
  const galaxy = await ownedGalaxy(deps, user, galaxyId);
  await setGalaxyPrivate(deps.db.kysely, galaxy.id, isPrivate);
  // Open push sockets of outsiders close once the galaxy turns private.
  deps.push?.publish({ kind: "access", galaxyId: galaxy.id });
  return { ...accessView(galaxy), isPrivate };
};

export const listInvitations = async (deps: ServiceDeps, user: AuthUser, galaxyId: string): Promise<Invitation[]> => {
  const galaxy = await ownedGalaxy(deps, user, galaxyId);
  const rows = await listGalaxyInvitations(deps.db.kysely, galaxy.id);
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
  if (userId === user.id) throw refuse("invite_yourself");
  const invitee = await findUserById(deps.db.kysely, userId);
  if (!invitee) throw refuse("invitee_unknown", { userId });
  const now = deps.clock.now();
  const inserted = await insertInvitation(deps.db.kysely, galaxy.id, userId, now);
  if (!inserted) throw refuse("already_invited", { name: invitee.displayName });
  const joined = (await findPlayerOfUser(deps.db.kysely, galaxy.id, userId)) ?? undefined;
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
  const deleted = await deleteInvitation(deps.db.kysely, galaxy.id, userId);
  if (!deleted) throw refuse("invitation_not_found");
  deps.push?.publish({ kind: "access", galaxyId: galaxy.id });
  return { message: `Invitation for ${userId} revoked` };
};
