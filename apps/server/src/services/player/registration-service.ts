import type { RegisterRequest } from "@nova/contract";
import { checkEmpireName, EMPIRE_NAME_MAX, EMPIRE_NAME_MIN, empireNameKey, isRace, RACES } from "@nova/rules";
import type { AuthUser } from "../../auth/auth-user.ts";
import { isUniqueViolation, lockGalaxy } from "../../db/database.ts";
import { findGalaxy } from "../../db/repositories/galaxies-repository.ts";
import { findPlayerOfUser, nameTaken } from "../../db/repositories/players-repository.ts";
import { AppError, invalid } from "../../domain/app-error.ts";
import type { ServiceDeps } from "../deps.ts";
import { createEmpire } from "./empire-factory.ts";
import { mayJoinGalaxy } from "../galaxy/galaxy-access.ts";

export const MISSING_NAME_OR_RACE = "Please enter a username and select a race";
export const PRIVATE_GALAXY = "This is a private galaxy. You need an invitation from the galaxy owner to join.";

const NAME_PROBLEMS = {
  required: MISSING_NAME_OR_RACE,
  too_short: `Empire name must be at least ${EMPIRE_NAME_MIN} characters`,
  too_long: `Empire name must be at most ${EMPIRE_NAME_MAX} characters`,
  bad_characters: "Empire name may only contain letters, numbers, spaces and . _ - '",
} as const;

/** POST /galaxy/register: one empire per user per galaxy, unique names, private galaxies by invitation. */
export const registerPlayer = async (deps: ServiceDeps, user: AuthUser, request: RegisterRequest) => {
  const username = request.username.trim().replace(/\s+/g, " ");
  const nameProblem = checkEmpireName(username);
  if (nameProblem) throw invalid(NAME_PROBLEMS[nameProblem]);
  const race = request.race.trim().toLowerCase();
  if (race === "") throw invalid(MISSING_NAME_OR_RACE);
  if (!isRace(race)) throw invalid(`Unknown race '${request.race}'. Choose one of: ${RACES.join(", ")}`);

  const db = deps.db.kysely;
  const galaxy = await findGalaxy(db, request.galaxyId);
  if (!galaxy) throw new AppError("not_found", "Galaxy not found");
  if (galaxy.round_status === "ended") throw new AppError("round_ended", "This round has ended");
  if (!(await mayJoinGalaxy(db, galaxy, user.id))) throw new AppError("invitation_required", PRIVATE_GALAXY);

  const nameKey = empireNameKey(username);
  try {
    return await db.transaction().execute(async (trx) => {
      await lockGalaxy(trx, deps.db.dialect, galaxy.id);
      // Again under the lock: the last flip may have ended the round meanwhile.
      if ((await findGalaxy(trx, galaxy.id))?.round_status === "ended")
        throw new AppError("round_ended", "This round has ended");
      if (await findPlayerOfUser(trx, galaxy.id, user.id)) {
        throw new AppError("already_registered", "You already have an empire in this galaxy");
      }
      if (await nameTaken(trx, galaxy.id, nameKey))
        throw new AppError("name_taken", `The empire name '${username}' is already taken in this galaxy`);
      const created = await createEmpire(deps, trx, galaxy, {
        userId: user.id,
        username,
        nameKey,
        race,
        isNpc: false,
        resourceMultiplier: 1,
      });
      return { ...created, galaxyId: galaxy.id, username, race };
    });
  } catch (error) {
    // The unique constraints are the real guard; the checks above only give the friendlier message first.
    if (isUniqueViolation(error)) {
      const mine = await findPlayerOfUser(db, galaxy.id, user.id);
      if (mine) throw new AppError("already_registered", "You already have an empire in this galaxy");
      throw new AppError("name_taken", `The empire name '${username}' is already taken in this galaxy`);
    }
    throw error;
  }
};
