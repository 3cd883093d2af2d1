import { resolveTurn, turnLengthMs, type TurnResult } from "@nova/rules";
import { readSnapshot, type Queryable } from "../db/database.ts";
import { lockGalaxy } from "../db/locks.ts";
import { advanceGalaxyTurn, dueGalaxies, findGalaxy } from "../db/repositories/galaxies-repository.ts";
import { applyTurnResult } from "./apply-turn-result.ts";
import { runFamilyElections } from "./family-elections.ts";
import { topByNetworth } from "../db/repositories/news-repository.ts";
import { writeFlipNews } from "../services/events/galaxy-news.ts";
import { processFleetArrivals } from "./fleet-arrivals.ts";
import { loadTurnState, type LoadedTurnState } from "../db/repositories/turn-state-repository.ts";
import type { FlipRetry } from "./flip-retry.ts";
import { driftMarket } from "./market-drift.ts";
import { tickOperationEffects } from "../db/repositories/effects-tick-repository.ts";
import { runNpcTurns } from "./npc-turns.ts";
import { refuse } from "../domain/app-error.ts";
import type { Metrics } from "../metrics/metrics.ts";
import type { ServiceDeps } from "../services/deps.ts";
import { endRoundIfLastTurn } from "./round-end.ts";
import { noticeRoundEnding } from "./round-ending-notice.ts";
import { afterRoundEnded } from "./round-lifecycle.ts";
import { refreshAdvisorTargets } from "../services/guidance/advisor-targets.ts";

export interface FlipResult {
  readonly galaxyId: string;
  readonly turn: number;
  readonly flipTime: number;
  /** When the flip after this one is due. */
  readonly nextTurnAt: number;
  readonly rowsWritten: number;
  /** This flip reached the round's last turn: the round has ended and its results are frozen. */
  readonly roundEnded: boolean;
  /** The empires an NPC launched a strike at in this flip: told at once, as a player's strike tells its target. */
  readonly struck: readonly string[];
  /** Milliseconds spent in each phase, for the operator's log and the benchmark. */
  readonly timings: {
    /** Under the lock: effects tick and fleet arrivals (rules.md 3.2 steps 2 and 4). */
    readonly arrivals: number;
    /** Without the lock: reading the snapshot. */
    readonly load: number;
    /** Without the lock: the rules on the snapshot. */
    readonly resolve: number;
    /** Under the lock: re-reading and recomputing the empires the arrivals and effects touched. */
    readonly recheck: number;
    /** Under the lock: writing the result, elections, news, market drift. */
    readonly write: number;
    /** Under the lock: NPC turns (rules.md 16). */
    readonly npcs: number;
    /** How long the galaxy's exclusive lock was held (what an order can wait for), from taking it to commit. */
    readonly locked: number;
    /** After the commit, before the push: every empire's advisor targets for the new turn. */
    readonly advisor: number;
  };
}

type Galaxy = NonNullable<Awaited<ReturnType<typeof findGalaxy>>>;

/** Whether the galaxy's next flip may run now: a running round, and (for the scheduler) due. */
const mayFlip = (galaxy: Galaxy, options: { onlyIfDueAt?: number }) =>
  !(options.onlyIfDueAt !== undefined && (galaxy.next_turn_at > options.onlyIfDueAt || galaxy.status !== "active")) &&
  // Only a running round flips: none in its sign-up window, none after its last turn.
  galaxy.round_status === "running";

/**
 * The empires whose inputs changed under the lock (effects ticked on them, their fleets arrived) are read again
 * and recomputed; every other empire keeps what was computed from the snapshot. The due jobs stay the
 * snapshot's: a job placed after it waits for the next flip.
 */
const recheck = async (
  trx: Queryable,
  deps: ServiceDeps,
  galaxyId: string,
  turn: number,
  flipTime: number,
  dirty: ReadonlySet<string>,
  snapshot: LoadedTurnState,
  computed: TurnResult,
): Promise<{ state: LoadedTurnState; result: TurnResult }> => {
  if (dirty.size === 0) return { state: snapshot, result: computed };
  const fresh = await loadTurnState(trx, deps.db.dialect, galaxyId, flipTime, [...dirty]);
  const ofDirty = <T extends { readonly playerId: string }>(jobs: readonly T[]) =>
    jobs.filter((j) => dirty.has(j.playerId));
  const again = resolveTurn({
    turn,
    empires: fresh.empires,
    dueBuildingJobs: ofDirty(snapshot.dueBuildingJobs),
    dueUnitJobs: ofDirty(snapshot.dueUnitJobs),
  });
  const planetRowids = new Map(snapshot.planetRowids);
  for (const id of dirty) planetRowids.delete(id);
  for (const [id, rowids] of fresh.planetRowids) planetRowids.set(id, rowids);
  const kept = (playerId: string | null) => playerId !== null && !dirty.has(playerId);
  return {
    state: {
      ...snapshot,
      empires: [...snapshot.empires.filter((e) => !dirty.has(e.id)), ...fresh.empires],
      planetRowids,
      networth: new Map([...snapshot.networth, ...fresh.networth]),
    },
    result: {
      empires: [...computed.empires.filter((e) => !dirty.has(e.id)), ...again.empires],
      // Empires' events first, the galaxy's own (`turn_flipped`, no player) last, as resolveTurn orders them.
      events: [
        ...computed.events.filter((e) => kept(e.playerId)),
        ...again.events.filter((e) => e.playerId !== null),
        ...computed.events.filter((e) => e.playerId === null),
      ],
    },
  };
};

/**
 * Processes the galaxy's next scheduled flip, as if its time had come (docs/turn-worker.md):
 *
 * 1. **Compute, no lock.** Reads the galaxy from a consistent snapshot (`readSnapshot`) and resolves the
 *    turn on it. Orders and reads go on meanwhile.
 * 2. **Apply, under the galaxy's exclusive lock.** Re-checks that the turn is still the one computed (else
 *    another worker flipped it: the computation is dropped), advances it with a conditional update, ticks
 *    effects and lands fleets, recomputes the empires those touched, and writes every change relative to the
 *    snapshot, so an order committed during step 1 is kept; it counts from the next turn.
 *
 * Exactly once: the conditional update on the expected turn is in the same transaction as every change the
 * flip makes, so a retry, a crash or a second process never applies a turn twice. Returns null if the flip
 * was already taken by someone else (or is not due).
 */
export const processNextFlip = async (
  deps: ServiceDeps,
  galaxyId: string,
  options: { onlyIfDueAt?: number } = {},
): Promise<FlipResult | null> => {
  const started = performance.now();
  const snapshot = await readSnapshot(deps.db, async (trx) => {
    const galaxy = await findGalaxy(trx, galaxyId);
    if (!galaxy) throw refuse("galaxy_not_found");
    if (!mayFlip(galaxy, options)) return null;
    return { galaxy, state: await loadTurnState(trx, deps.db.dialect, galaxyId, galaxy.next_turn_at) };
  });
  if (!snapshot) return null;
  const loaded = performance.now();
  const expected = snapshot.galaxy.current_turn;
  const flipTime = snapshot.galaxy.next_turn_at;
  const turn = expected + 1;
  const computed = resolveTurn({ turn, ...snapshot.state });
  const resolved = performance.now();
  // Tests hold a flip here, computed and not yet applied, to commit orders and read meanwhile.
  await deps.failpoints?.afterCompute?.(galaxyId, turn);

  const committed = await deps.db.kysely.transaction().execute(async (trx): Promise<FlipResult | null> => {
    await lockGalaxy(trx, deps.db.dialect, galaxyId);
    const lockedAt = performance.now();
    const galaxy = await findGalaxy(trx, galaxyId);
    if (!galaxy) throw refuse("galaxy_not_found");
    // Re-checked under the lock: another worker may have processed this flip, or the schedule changed.
    if (galaxy.current_turn !== expected || galaxy.next_turn_at !== flipTime || !mayFlip(galaxy, options)) return null;
    if (!(await advanceGalaxyTurn(trx, galaxyId, expected, flipTime + turnLengthMs(galaxy.turn_length_minutes))))
      return null;
    // Step 2 (rules.md 3.2): operation effects tick and expire before anything else reads the planets.
    const effects = await tickOperationEffects(trx, galaxyId, turn);
    const arrivals = await processFleetArrivals({
      trx,
      galaxyId,
      turn,
      flipTime,
      turnLengthMinutes: galaxy.turn_length_minutes,
      ids: deps.ids,
    });
    const arrived = performance.now();
    const { state, result } = await recheck(
      trx,
      deps,
      galaxyId,
      turn,
      flipTime,
      new Set([...effects.players, ...arrivals.players]),
      snapshot.state,
      computed,
    );
    const rechecked = performance.now();
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
    const npcs = await runNpcTurns(
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
    const npcsDone = performance.now();
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
      rowsWritten: rowsWritten + arrivals.rows + marketRows + npcs.rows + electionRows + effects.rows + newsRows,
      roundEnded,
      struck: npcs.struck,
      timings: {
        arrivals: Math.round(arrived - lockedAt),
        load: Math.round(loaded - started),
        resolve: Math.round(resolved - loaded),
        recheck: Math.round(rechecked - arrived),
        write: Math.round(written - rechecked),
        npcs: Math.round(npcsDone - written),
        // Until the commit, which follows at once (its own time is added below).
        locked: Math.round(performance.now() - lockedAt),
        advisor: 0,
      },
    };
  });
  if (!committed) return null;
  // Before the push: the dashboards it refreshes ask for their advice at once.
  const advising = performance.now();
  await refreshAdvisorTargetsOf(deps, galaxyId, committed.turn);
  const flip = { ...committed, timings: { ...committed.timings, advisor: Math.round(performance.now() - advising) } };
  deps.log.info({ galaxyId, turn: flip.turn, rowsWritten: flip.rowsWritten, ms: flip.timings }, "turn flipped");
  deps.push?.publish({ kind: "turn", galaxyId, currentTurn: flip.turn, nextTurnAt: flip.nextTurnAt });
  if (flip.struck.length > 0)
    deps.push?.publish({ kind: "activity", galaxyId, playerIds: [...flip.struck], event: "incoming_fleet" });
  recordFlip(deps.metrics, flip);
  if (flip.roundEnded) await afterRoundEnded(deps, galaxyId);
  return flip;
};

/**
 * The flip has committed: a failure here loses nothing (advice requests compute their own targets meanwhile), so
 * it is logged and the flip stands.
 */
const refreshAdvisorTargetsOf = async (deps: ServiceDeps, galaxyId: string, turn: number) => {
  try {
    await refreshAdvisorTargets(deps, galaxyId);
  } catch (error) {
    deps.log.error({ err: error, galaxyId, turn }, "advisor targets not refreshed after the flip");
  }
};

/** Operator command: process the next `turns` flips at once. */
export const advanceTurns = async (deps: ServiceDeps, galaxyId: string, turns: number) => {
  const before = await findGalaxy(deps.db.kysely, galaxyId);
  if (!before) throw refuse("galaxy_not_found");
  for (let i = 0; i < turns; i++) {
    // A flip computed from a snapshot is dropped when another flip of the galaxy committed first (exactly once
    // per due flip). An operator's advance asks for N more turns: it computes again from the new turn. Nothing
    // moved means the galaxy cannot flip (its round has ended): stop.
    for (;;) {
      const seen = (await findGalaxy(deps.db.kysely, galaxyId))?.current_turn;
      if (await processNextFlip(deps, galaxyId)) break;
      if ((await findGalaxy(deps.db.kysely, galaxyId))?.current_turn === seen) break;
    }
  }
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
  const { locked, ...t } = flip.timings;
  const total = (t.arrivals + t.load + t.resolve + t.recheck + t.write + t.npcs + t.advisor) / 1000;
  metrics.inc("nova_turn_flips_total", "Turn flips processed.", galaxy);
  metrics.inc("nova_turn_flip_seconds_total", "Seconds spent processing turn flips.", galaxy, total);
  metrics.set("nova_turn_flip_last_seconds", "Duration of the last turn flip.", galaxy, total);
  for (const [phase, ms] of Object.entries(t))
    metrics.set("nova_turn_flip_phase_last_seconds", "Phases of the last turn flip.", { ...galaxy, phase }, ms / 1000);
  metrics.set(
    "nova_turn_flip_locked_last_seconds",
    "How long the last turn flip held its galaxy's exclusive lock (orders wait at most this long).",
    galaxy,
    locked / 1000,
  );
  metrics.set("nova_turn_current", "The galaxy's current turn.", galaxy, flip.turn);
};
