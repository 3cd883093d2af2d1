import { gameText } from "@nova/contract";
import { endTurnProblem, nextRoundId, nextRoundName } from "@nova/rules";
import { lockGalaxy } from "../db/locks.ts";
import { insertEvents } from "../db/repositories/events-repository.ts";
import { findGalaxy, galaxyConfigOf, type GalaxyRow } from "../db/repositories/galaxies-repository.ts";
import {
  claimNextRound,
  humanPlayers,
  markRoundEnded,
  roundsAwaitingFollowUp,
  setEndTurn,
  startSignupRounds,
} from "../db/repositories/rounds-repository.ts";
import { freezeRoundResults } from "../engine/round-end.ts";
import { AppError, refuse } from "../domain/app-error.ts";
import type { ServiceDeps } from "../services/deps.ts";
import { createGalaxy } from "../services/galaxy/galaxy-factory.ts";

export const roundEnded = () => refuse("round_ended");

/**
 * Finishes what follows a round's end, each step once however often it runs (after the last flip, at every
 * start and on every scheduler tick): freezes the results if they are not frozen yet (a round ended by an older
 * version or by hand), then opens a recurring galaxy's next round.
 */
export const afterRoundEnded = async (deps: ServiceDeps, galaxyId: string): Promise<void> => {
  const galaxy = await findGalaxy(deps.db.kysely, galaxyId);
  if (!galaxy || galaxy.round_status !== "ended") return;
  if (galaxy.results_frozen_at === null) {
    await deps.db.kysely.transaction().execute(async (trx) => {
      await lockGalaxy(trx, deps.db.dialect, galaxyId);
      const locked = await findGalaxy(trx, galaxyId);
      if (locked) await freezeRoundResults(trx, locked, locked.current_turn, deps.clock.now(), deps.ids);
    });
  }
  if (galaxy.recurring === 1 && galaxy.next_galaxy_id === null) await openNextRound(deps, galaxy);
};

/** Startup and scheduler: every ended round whose follow-up is unfinished, and sign-up windows that closed. */
export const processRoundLifecycle = async (deps: ServiceDeps): Promise<void> => {
  for (const galaxy of await roundsAwaitingFollowUp(deps.db.kysely)) {
    try {
      await afterRoundEnded(deps, galaxy.id);
    } catch (error) {
      // One galaxy's failure must not hold up the others; the next tick retries it.
      deps.log.error({ err: error, galaxyId: galaxy.id }, "round follow-up failed");
    }
  }
  for (const galaxyId of await startSignupRounds(deps.db.kysely, deps.clock.now())) {
    deps.log.info({ galaxyId }, "round sign-up closed: the round is running");
  }
};

/**
 * Round N+1 of a recurring galaxy: the same settings, a new seed (the new id), sign-up for the configured
 * window. Exactly once: the galaxy id is unique, so a second attempt finds it created; the link and the
 * invitations are written under a conditional claim of `next_galaxy_id`.
 */
const openNextRound = async (deps: ServiceDeps, ended: GalaxyRow): Promise<void> => {
  const number = ended.round_number + 1;
  const id = nextRoundId(ended.base_galaxy_id, number);
  const name = nextRoundName(ended.base_name, number);
  const signupEndsAt = deps.clock.now() + deps.config.roundSignupHours * 3_600_000;
  try {
    await createGalaxy(deps, {
      id,
      name,
      shardId: ended.shard_id,
      ownerId: ended.owner_id,
      isPrivate: ended.is_private === 1,
      config: galaxyConfigOf(ended),
      npcCount: ended.npc_count,
      npcDifficulty: ended.npc_difficulty as "easy" | "medium" | "hard",
      endTurn: ended.round_length,
      recurring: true,
      round: {
        number,
        baseId: ended.base_galaxy_id,
        baseName: ended.base_name,
        previousGalaxyId: ended.id,
        signupEndsAt,
      },
    });
  } catch (error) {
    if (!(error instanceof AppError && error.code === "conflict")) throw error;
  }
  await deps.db.kysely.transaction().execute(async (trx) => {
    if (!(await claimNextRound(trx, ended.id, id))) return;
    const now = deps.clock.now();
    const players = await humanPlayers(trx, ended.id);
    await insertEvents(
      trx,
      players.map((p) => ({
        galaxyId: ended.id,
        id: deps.ids.uuid(),
        playerId: p.id,
        familyId: null,
        eventType: "next_round_opened",
        text: gameText("next_round_opened", { galaxy: name, hours: deps.config.roundSignupHours }),
        turnNumber: ended.current_turn,
        isPublic: false,
        details: { nextGalaxyId: id, round: number },
        createdAt: now,
      })),
    );
  });
  deps.log.info({ galaxyId: ended.id, nextGalaxyId: id }, "opened the next round");
};

/** Operator: ends the round now, at the current turn, and freezes its results. */
export const endRoundNow = async (deps: ServiceDeps, galaxyId: string): Promise<GalaxyRow> => {
  const ended = await deps.db.kysely.transaction().execute(async (trx) => {
    await lockGalaxy(trx, deps.db.dialect, galaxyId);
    const galaxy = await findGalaxy(trx, galaxyId);
    if (!galaxy) throw refuse("galaxy_not_found");
    if (!(await markRoundEnded(trx, galaxyId, deps.clock.now()))) throw roundEnded();
    await freezeRoundResults(trx, galaxy, galaxy.current_turn, deps.clock.now(), deps.ids);
    return galaxy;
  });
  await afterRoundEnded(deps, ended.id);
  return (await findGalaxy(deps.db.kysely, galaxyId)) ?? ended;
};

/** Operator: moves the round's end `turns` turns later. An ended round cannot be extended. */
export const extendRound = async (deps: ServiceDeps, galaxyId: string, turns: number): Promise<GalaxyRow> =>
  deps.db.kysely.transaction().execute(async (trx) => {
    await lockGalaxy(trx, deps.db.dialect, galaxyId);
    const galaxy = await findGalaxy(trx, galaxyId);
    if (!galaxy) throw refuse("galaxy_not_found");
    if (galaxy.round_status === "ended") throw refuse("round_ended_no_extension");
    const problem = endTurnProblem(galaxy.end_turn + turns, galaxy.current_turn);
    if (problem) throw new AppError("invalid_input", problem);
    if (!(await setEndTurn(trx, galaxyId, galaxy.end_turn + turns))) throw roundEnded();
    return { ...galaxy, end_turn: galaxy.end_turn + turns };
  });
