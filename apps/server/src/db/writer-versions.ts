/** Transaction control moves nothing a read can see: BEGIN, COMMIT, a group commit's savepoints. */
const CONTROL = /^\s*(savepoint|release|rollback|begin|commit|end)\b/i;

/**
 * Writes to tables no kept answer reads (http/answer-cache.ts: turn-info, stats, planets, the player's events) move
 * nothing: each player's presence is written once a minute (notifications/presence.ts), and with 2,000 players that
 * alone moved the version every 30 ms.
 */
const UNSEEN = /^\s*(insert\s+into|update|delete\s+from)\s+"?notification_settings"?[\s(]/i;

/**
 * The SQLite connection's version per reader (Db.changeVersion): a generation that moves with every write on this
 * connection and every commit on another, except writes made in `writtenBy`, which move only their writer's count.
 * Decision 215: with players' orders spread over the minute, one version for everybody meant no kept answer was
 * ever sent again; a player's own order changes rows that only that player's kept answers read.
 */
export interface WriterVersions {
  /** A statement that may write is about to run (the statement cache says so when it hands it out). */
  wrote(source: string): void;
  /** The generation, from SQLite's `total_changes()` and `data_version` as read now. */
  generation(totalChanges: number, dataVersion: number): string;
  /** How many writes `reader` made in `writtenBy` in this generation. */
  of(reader: string): number;
  writtenBy<T>(writer: string, work: () => Promise<T>): Promise<T>;
}

export const writerVersions = (): WriterVersions => {
  /** Writes of nobody in particular. */
  let epoch = 0;
  /** Per writer, in this generation (a new generation restarts them: every version then differs anyway). */
  const counts = new Map<string, number>();
  let writer: string | null = null;
  /** Set when a second `writtenBy` ran while one was running (it never should): nobody's writes then. */
  let overlapping = false;
  let handedOut = false;
  let lastChanges: number | null = null;
  let lastData: number | null = null;
  const newGeneration = () => {
    epoch++;
    counts.clear();
  };
  return {
    wrote: (source) => {
      if (CONTROL.test(source)) return;
      handedOut = true;
      if (UNSEEN.test(source)) return;
      if (writer === null || overlapping) newGeneration();
      else counts.set(writer, (counts.get(writer) ?? 0) + 1);
    },
    generation: (totalChanges, dataVersion) => {
      // Rows this connection wrote without a statement handed out (none is known to): nobody's writes.
      if (lastChanges !== null && totalChanges !== lastChanges && !handedOut) newGeneration();
      // Another connection committed: the turn worker's flip, another process.
      if (lastData !== null && dataVersion !== lastData) newGeneration();
      lastChanges = totalChanges;
      lastData = dataVersion;
      handedOut = false;
      return `${dataVersion}:${epoch}`;
    },
    of: (reader) => counts.get(reader) ?? 0,
    writtenBy: async (id, work) => {
      if (writer !== null) {
        const wasOverlapping = overlapping;
        overlapping = true;
        try {
          return await work();
        } finally {
          overlapping = wasOverlapping;
        }
      }
      writer = id;
      try {
        return await work();
      } finally {
        writer = null;
      }
    },
  };
};
