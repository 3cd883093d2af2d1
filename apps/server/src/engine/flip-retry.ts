/** First wait after a failed flip; doubles with each failure in a row, up to the cap. */
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 60_000;

/**
 * Backoff per galaxy for flips that fail (a database error, a lost connection): the failing galaxy waits 1 s,
 * 2 s, 4 s ... up to a minute before its next attempt, while other galaxies keep flipping on time.
 */
export class FlipRetry {
  readonly #failures = new Map<string, { count: number; retryAt: number }>();

  /** True while the galaxy is waiting out its backoff. */
  waiting(galaxyId: string, now: number): boolean {
    const entry = this.#failures.get(galaxyId);
    return entry !== undefined && now < entry.retryAt;
  }

  /** Records a failure; returns how long the galaxy now waits. */
  failed(galaxyId: string, now: number): number {
    const count = (this.#failures.get(galaxyId)?.count ?? 0) + 1;
    const delay = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (count - 1));
    this.#failures.set(galaxyId, { count, retryAt: now + delay });
    return delay;
  }

  succeeded(galaxyId: string): void {
    this.#failures.delete(galaxyId);
  }
}
