import type { RegisterRequest } from "@nova/contract";
import { checkEmpireName, EMPIRE_NAME_MAX, EMPIRE_NAME_MIN, empireNameKey, isRace, RACES } from "@nova/rules";
import type { AuthUser } from "../../auth/auth-user.ts";
import { isUniqueViolation } from "../../db/database.ts";
import { lockGalaxy } from "../../db/locks.ts";
import { findGalaxy } from "../../db/repositories/galaxies-repository.ts";
import { findPlayerOfUser, nameTaken } from "../../db/repositories/players-repository.ts";
import { refuse } from "../../domain/app-error.ts";
import type { ServiceDeps } from "../deps.ts";
import { createEmpire } from "./empire-factory.ts";
import { mayJoinGalaxy } from "../galaxy/galaxy-access.ts";

const NAME_PROBLEMS = {
  required: () => refuse("name_or_race_missing"),
  too_short: () => refuse("empire_name_too_short", { min: EMPIRE_NAME_MIN }),
  too_long: () => refuse("empire_name_too_long", { max: EMPIRE_NAME_MAX }),
  bad_characters: () => refuse("empire_name_characters"),
} as const;

/** POST /galaxy/register: one empire per user per galaxy, unique names, private galaxies by invitation. */
export const registerPlayer = async (deps: ServiceDeps, user: AuthUser, request: RegisterRequest) => {
  const username = request.username.trim().replace(/\s+/g, " ");
  const nameProblem = checkEmpireName(username);
  if (nameProblem) throw NAME_PROBLEMS[nameProblem]();
  const race = request.race.trim().toLowerCase();
  if (race === "") throw refuse("name_or_race_missing");
  if (!isRace(race)) throw refuse("unknown_race", { race: request.race, races: RACES.join(", ") });

  const db = deps.db.kysely;
  const galaxy = await findGalaxy(db, request.galaxyId);
  if (!galaxy) throw refuse("galaxy_not_found");
  if (galaxy.round_status === "ended") throw refuse("round_ended");
  if (!(await mayJoinGalaxy(db, galaxy, user.id))) throw refuse("private_galaxy");

  const nameKey = empireNameKey(username);
  try {
    return await db.transaction().execute(async (trx) => {
      await lockGalaxy(trx, deps.db.dialect, galaxy.id);
      // Again under the lock: the last flip may have ended the round meanwhile.
      if ((await findGalaxy(trx, galaxy.id))?.round_status === "ended") throw refuse("round_ended");
      if (await findPlayerOfUser(trx, galaxy.id, user.id)) {
        throw refuse("already_registered");
      }
      if (await nameTaken(trx, galaxy.id, nameKey)) throw refuse("empire_name_taken", { name: username });
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
      if (mine) throw refuse("already_registered");
      throw refuse("empire_name_taken", { name: username });
    }
    throw error;
  }
};
