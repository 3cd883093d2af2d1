import type { Account, UserProfile } from "@nova/contract";
import type { Race } from "@nova/rules";
import type { AuthUser } from "../../auth/auth-user.ts";
import { findUserById } from "../../db/repositories/users-repository.ts";
import { listPlayersOfUser } from "../../db/repositories/players-repository.ts";
import { ownerTotals } from "../../db/repositories/planets-repository.ts";
import { refuse } from "../../domain/app-error.ts";
import { iso } from "../../platform/clock.ts";
import type { ServiceDeps } from "../deps.ts";
import { findGalaxy } from "../../db/repositories/galaxies-repository.ts";

/** GET /auth/me: who the caller is and which empire they have in which galaxy. */
export const profileOf = async (deps: ServiceDeps, user: AuthUser): Promise<UserProfile> => {
  const players = await listPlayersOfUser(deps.db.kysely, user.id);
  return {
    userId: user.id,
    email: user.email,
    displayName: user.displayName,
    name: user.displayName,
    isAdmin: user.isAdmin,
    players: players.map((p) => ({
      galaxyId: p.galaxy_id,
      playerId: p.id,
      username: p.username,
      race: p.race as Race,
    })),
  };
};

/** GET /auth/account: the account page's profile and one row per empire. */
export const accountOf = async (deps: ServiceDeps, user: AuthUser): Promise<Account> => {
  const db = deps.db.kysely;
  const row = await findUserById(db, user.id);
  if (!row) throw refuse("account_not_found");
  const players = await listPlayersOfUser(db, user.id);
  const galaxies = await Promise.all(
    players.map(async (p) => {
      const galaxy = await findGalaxy(db, p.galaxy_id);
      const planets = (await ownerTotals(db, p.galaxy_id)).get(p.id)?.planets ?? 0;
      return {
        galaxyId: p.galaxy_id,
        galaxyName: galaxy?.name ?? p.galaxy_id,
        playerId: p.id,
        playerRace: p.race as Race,
        playerUsername: p.username,
        playerNetworth: p.networth,
        playerPlanetCount: planets,
      };
    }),
  );
  return { userId: row.id, displayName: row.displayName, email: row.email, createdAt: iso(row.createdAt), galaxies };
};
