import { resolveTurn, turnLengthMs } from "@nova/rules";
import { lockGalaxy } from "../db/database.ts";
import { advanceGalaxyTurn, dueGalaxies, findGalaxy } from "../db/repositories/galaxies-repository.ts";
import { applyTurnResult } from "./apply-turn-result.ts";
import { runFamilyElections } from "./family-elections.ts";
import { topByNetworth } from "../db/repositories/news-repository.ts";
import { writeFlipNews } from "../services/events/galaxy-news.ts";
import { processFleetArrivals } from "./fleet-arrivals.ts";
import { loadTurnState } from "../db/repositories/turn-state-repository.ts";
import type { FlipRetry } from "./flip-retry.ts";
import { driftMarket } from "./market-drift.ts";
import { tickOperationEffects } from "../db/repositories/effects-tick-repository.ts";
import { runNpcTurns } from "./npc-turns.ts";
import { notFound } from "../domain/app-error.ts";
import type { Metrics } from "../metrics/metrics.ts";
import type { ServiceDeps } from "../services/deps.ts";
import { endRoundIfLastTurn } from "./round-end.ts";
import { noticeRoundEnding } from "./round-ending-notice.ts";
import { afterRoundEnded } from "./round-lifecycle.ts";

export interface FlipResult {
  readonly galaxyId: string;
  readonly turn: number;
  readonly flipTime: number;
  /** When the flip after this one is due. */
  readonly nextTurnAt: number;
  readonly rowsWritten: number;
  /** This flip reached the round's last turn: the round has ended and its results are frozen. */
  readonly roundEnded: boolean;
  /** Milliseconds spent in each phase, for the operator's log and the benchmark. */
  readonly timings: {
    readonly arrivals: number;
    readonly load: number;
    readonly resolve: number;
    readonly write: number;
    /** NPC turns (rules.md 16). */
    readonly npcs: number;
  };
}

/**
 * Processes the galaxy's next scheduled flip, as if its time had come. Exactly once: the turn advances
 * with a conditional update on the expected turn, inside the same transaction as every change the flip
 * makes, so a retry, a crash or a second process never applies a turn twice. Returns null if the flip
 * was already taken by someone else.
 */
export const processNextFlip = async (
  deps: ServiceDeps,
  galaxyId: string,
  options: { onlyIfDueAt?: number } = {},
): Promise<FlipResult | null> => {
  const flip = await deps.db.kysely.transaction().execute(async (trx): Promise<FlipResult | null> => {
    await lockGalaxy(trx, deps.db.dialect, galaxyId);
    const galaxy = await findGalaxy(trx, galaxyId);
    if (!galaxy) throw notFound("Galaxy not found");
    const expected = galaxy.current_turn;
    const flipTime = galaxy.next_turn_at;
    // The scheduler re-checks under the lock: another worker may have just processed this flip.
    if (options.onlyIfDueAt !== undefined && (flipTime > options.onlyIfDueAt || galaxy.status !== "active"))
      return null;
    // Only a running round flips: none in its sign-up window, none after its last turn.
    if (galaxy.round_status !== "running") return null;
    if (!(await advanceGalaxyTurn(trx, galaxyId, expected, flipTime + turnLengthMs(galaxy.turn_length_minutes))))
      return null;
    const turn = expected + 1;
    const started = performance.now();
    // Step 2 (rules.md 3.2): operation effects tick and expire before anything else reads the planets.
    const effectRows = await tickOperationEffects(trx, galaxyId, turn);
    const arrivals = await processFleetArrivals({
      trx,
      galaxyId,
      turn,
      flipTime,
      turnLengthMinutes: galaxy.turn_length_minutes,
      ids: deps.ids,
    });
    const arrived = performance.now();
    const state = await loadTurnState(trx, deps.db.dialect, galaxyId, flipTime);
    const loaded = performance.now();
    const result = resolveTurn({ turn, ...state });
    const resolved = performance.now();
    const rowsWritten = await applyTurnResult(
      { trx, db: deps.db, galaxyId, turn, flipTime, ids: deps.ids },
      state,
      result,
    );
    // Leadership votes are counted live and take effect at the flip (rules.md 17).
    const electionRows = await runFamilyElections({ trx, galaxyId, turn, flipTime, ids: deps.ids });
    const newsRows = await writeFlipNews(
      { trx, ids: deps.ids, galaxyId, turn, now: flipTime },
      await topByNetworth(trx, galaxyId),
    );
    // Step 6 (rules.md 3.2): the market drifts toward equilibrium, one row per galaxy.
    const marketRows = await driftMarket(trx, galaxyId);
    const written = performance.now();
    const npcRows = await runNpcTurns(
      {
        trx,
        db: deps.db,
        galaxyId,
        seed: galaxy.seed,
        npcDifficulty: galaxy.npc_difficulty,
        turn,
        flipTime,
        nextFlipAt: flipTime + turnLengthMs(galaxy.turn_length_minutes),
        turnLengthMinutes: galaxy.turn_length_minutes,
        now: deps.clock.now(),
        ids: deps.ids,
      },
      state,
      result,
    );
    const timings = {
      arrivals: Math.round(arrived - started),
      load: Math.round(loaded - arrived),
      resolve: Math.round(resolved - loaded),
      write: Math.round(written - resolved),
      npcs: Math.round(performance.now() - written),
    };
    // Commit step: the last flip ends the round and freezes its results in this same transaction.
    const roundEnded = await endRoundIfLastTurn({ trx, galaxy, turn, flipTime, ids: deps.ids });
    // Sent from now on, not from the scheduled flip time: an operator may advance turns ahead of the schedule.
    await noticeRoundEnding(trx, galaxy, turn, deps.clock.now(), deps.ids);
    // Tests hold a flip open here (inside its transaction) to watch the API serve meanwhile, or to kill it.
    await deps.failpoints?.inFlip?.(galaxyId, turn);
    if (deps.config.faultPauseInFlipMs > 0) {
      deps.log.warn({ galaxyId, turn }, "fault injection: pausing inside the flip transaction");
      await new Promise((resolve) => setTimeout(resolve, deps.config.faultPauseInFlipMs));
    }
    return {
      galaxyId,
      turn,
      flipTime,
      nextTurnAt: flipTime + turnLengthMs(galaxy.turn_length_minutes),
      rowsWritten: rowsWritten + arrivals + marketRows + npcRows + electionRows + effectRows + newsRows,
      roundEnded,
      timings,
    };
  });
  if (flip) {
    deps.log.info({ galaxyId, turn: flip.turn, rowsWritten: flip.rowsWritten, ms: flip.timings }, "turn flipped");
    deps.push?.publish({ kind: "turn", galaxyId, currentTurn: flip.turn, nextTurnAt: flip.nextTurnAt });
    recordFlip(deps.metrics, flip);
    if (flip.roundEnded) await afterRoundEnded(deps, galaxyId);
  }
  return flip;
};

/** Operator command: process the next `turns` flips at once. */
export const advanceTurns = async (deps: ServiceDeps, galaxyId: string, turns: number) => {
  const before = await findGalaxy(deps.db.kysely, galaxyId);
  if (!before) throw notFound("Galaxy not found");
  for (let i = 0; i < turns; i++) await processNextFlip(deps, galaxyId);
  const after = await findGalaxy(deps.db.kysely, galaxyId);
  return { galaxyId, fromTurn: before.current_turn, currentTurn: after?.current_turn ?? before.current_turn };
};

/**
 * Scheduler tick: every flip that is due is processed, oldest first, missed flips one after another. With
 * `retry`, a failing flip is logged with its galaxy and turn and that galaxy backs off while the others go on;
 * without it, the error propagates.
 */
export const processDueFlips = async (
  deps: ServiceDeps,
  maxFlipsPerGalaxy = 100,
  retry?: FlipRetry,
): Promise<number> => {
  let processed = 0;
  for (const galaxy of await dueGalaxies(deps.db.kysely, deps.clock.now())) {
    if (retry?.waiting(galaxy.id, deps.clock.now())) continue;
    let turn = galaxy.current_turn + 1;
    try {
      for (let i = 0; i < maxFlipsPerGalaxy; i++) {
        const flip = await processNextFlip(deps, galaxy.id, { onlyIfDueAt: deps.clock.now() });
        if (!flip) break;
        processed++;
        turn = flip.turn + 1;
      }
      retry?.succeeded(galaxy.id);
    } catch (error) {
      if (!retry) throw error;
      const retryInMs = retry.failed(galaxy.id, deps.clock.now());
      deps.log.error({ err: error, galaxyId: galaxy.id, turn, retryInMs }, "turn flip failed; retrying");
    }
  }
  return processed;
};

/** The flip's figures for /metrics: a count, the seconds in all, and the last flip's phases. */
const recordFlip = (metrics: Metrics | undefined, flip: FlipResult) => {
  if (!metrics) return;
  const galaxy = { galaxy: flip.galaxyId };
  const t = flip.timings;
  const total = (t.arrivals + t.load + t.resolve + t.write + t.npcs) / 1000;
  metrics.inc("nova_turn_flips_total", "Turn flips processed.", galaxy);
  metrics.inc("nova_turn_flip_seconds_total", "Seconds spent processing turn flips.", galaxy, total);
  metrics.set("nova_turn_flip_last_seconds", "Duration of the last turn flip.", galaxy, total);
  for (const [phase, ms] of Object.entries(t))
    metrics.set("nova_turn_flip_phase_last_seconds", "Phases of the last turn flip.", { ...galaxy, phase }, ms / 1000);
  metrics.set("nova_turn_current", "The galaxy's current turn.", galaxy, flip.turn);
};
