import pg from "pg";

/** What the server announces after a commit. Push only hints at what changed; the API holds the data. */
export type PushEvent =
  | { readonly kind: "turn"; readonly galaxyId: string; readonly currentTurn: number; readonly nextTurnAt: number }
  | { readonly kind: "activity"; readonly galaxyId: string; readonly playerIds: readonly string[] };

type Listener = (event: PushEvent) => void;

/**
 * Fans push events out to the sockets of every server process (architecture.md: push goes out only after
 * commit; cross-process fan-out through PostgreSQL LISTEN/NOTIFY). `publish` never throws: a lost hint only
 * means clients refresh at their polling interval.
 */
export interface PushHub {
  publish(event: PushEvent): void;
  subscribe(listener: Listener): () => void;
  close(): Promise<void>;
}

const listeners = () => {
  const set = new Set<Listener>();
  return {
    add: (listener: Listener) => {
      set.add(listener);
      return () => void set.delete(listener);
    },
    dispatch: (event: PushEvent) => {
      for (const listener of set) listener(event);
    },
  };
};

/** One process (SQLite, or tests): events go straight to this process's sockets. */
export const localPushHub = (): PushHub => {
  const local = listeners();
  return { publish: local.dispatch, subscribe: local.add, close: async () => undefined };
};

const isPushEvent = (value: unknown): value is PushEvent => {
  if (typeof value !== "object" || value === null) return false;
  const event = value as Record<string, unknown>;
  return (event["kind"] === "turn" || event["kind"] === "activity") && typeof event["galaxyId"] === "string";
};

/**
 * PostgreSQL: every process LISTENs on one channel per database schema and publishes with NOTIFY, so an event
 * from the process that flipped a turn reaches the sockets held by every other process, its own included.
 */
export const postgresPushHub = async (
  connectionString: string,
  pgSchema: string | undefined,
  onError: (error: unknown) => void,
): Promise<PushHub> => {
  const channel = pgSchema ? `nova_push_${pgSchema}` : "nova_push";
  const local = listeners();
  const listener = new pg.Client({ connectionString });
  const publisher = new pg.Client({ connectionString });
  listener.on("error", onError);
  publisher.on("error", onError);
  await Promise.all([listener.connect(), publisher.connect()]);
  await listener.query(`listen "${channel}"`);
  listener.on("notification", (message) => {
    try {
      const event: unknown = JSON.parse(message.payload ?? "");
      if (isPushEvent(event)) local.dispatch(event);
    } catch (error) {
      onError(error);
    }
  });
  return {
    publish: (event) => {
      publisher.query("select pg_notify($1, $2)", [channel, JSON.stringify(event)]).catch(onError);
    },
    subscribe: local.add,
    close: async () => {
      await Promise.allSettled([listener.end(), publisher.end()]);
    },
  };
};
