import type { AuthUser } from "../../auth/auth-user.ts";
import { markTourDone, toursDone } from "../../db/repositories/tours-repository.ts";
import type { ServiceDeps } from "../deps.ts";

/** GET /account/tours: the first-visit tours the caller's account has finished or dismissed (issue 18). */
export const finishedTours = async (deps: ServiceDeps, user: AuthUser) => ({
  done: await toursDone(deps.db.kysely, user.id),
});

/** POST /account/tours/{tour}: the caller finished or dismissed a tour; idempotent. */
export const finishTour = async (deps: ServiceDeps, user: AuthUser, tour: string) => {
  await markTourDone(deps.db.kysely, user.id, tour, deps.clock.now());
  return finishedTours(deps, user);
};
