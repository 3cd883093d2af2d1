import pg from "pg";

/** What the server announces after a commit. Push only hints at what changed; the API holds the data. */
export type PushEvent =
  | { readonly kind: "turn"; readonly galaxyId: string; readonly currentTurn: number; readonly nextTurnAt: number }
  | {
      readonly kind: "activity";
      readonly galaxyId: string;
      readonly playerIds: readonly string[];
      /** What happened, so clients refetch only what it changed. */
      readonly event: ActivityKind;
    }
  /** Who may see the galaxy changed (privacy, an invitation revoked): every socket on it checks again. */
  | { readonly kind: "access"; readonly galaxyId: string }
  | {
      /** A new message: each recipient hears of it on its own channel name ("family" or the other player's id). */
      readonly kind: "message";
      readonly galaxyId: string;
      readonly id: string;
      readonly recipients: readonly { readonly playerId: string; readonly channel: string }[];
    };

export type ActivityKind = "battle" | "operation" | "incoming_fleet" | "aid";

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
  return (
    (event["kind"] === "turn" ||
      event["kind"] === "activity" ||
      event["kind"] === "access" ||
      event["kind"] === "message") &&
    typeof event["galaxyId"] === "string"
  );
};

/** Waits before reconnecting the listener after its connection broke: 1 s, 2 s, 4 s … up to 30 s. */
const retryDelayMs = (attempt: number) => Math.min(30_000, 1_000 * 2 ** attempt);

/**
 * PostgreSQL: every process LISTENs on one channel per database schema and publishes with NOTIFY, so an event
 * from the process that flipped a turn reaches the sockets held by every other process, its own included. A
 * broken connection (a database restart, a terminated backend) is reopened, the listener with back-off and the
 * publisher on the next publish; hints sent meanwhile are lost, which polling covers.
 */
export const postgresPushHub = async (
  connectionString: string,
  pgSchema: string | undefined,
  onError: (error: unknown) => void,
): Promise<PushHub> => {
  const channel = pgSchema ? `nova_push_${pgSchema}` : "nova_push";
  const local = listeners();
  let closed = false;
  let started = false;
  let listener: pg.Client | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let publisher: Promise<pg.Client> | null = null;

  const listen = async (attempt: number): Promise<void> => {
    const client = new pg.Client({ connectionString });
    let lost = false;
    const reconnect = (error?: unknown) => {
      if (lost || closed) return;
      lost = true;
      if (error) onError(error);
      listener = null;
      void client.end().catch(() => undefined);
      retry = setTimeout(() => void listen(0).catch(() => undefined), retryDelayMs(attempt));
    };
    client.on("error", reconnect);
    client.on("end", () => reconnect());
    client.on("notification", (message) => {
      try {
        const event: unknown = JSON.parse(message.payload ?? "");
        if (isPushEvent(event)) local.dispatch(event);
      } catch (error) {
        onError(error);
      }
    });
    try {
      await client.connect();
      await client.query(`listen "${channel}"`);
      listener = client;
    } catch (error) {
      void client.end().catch(() => undefined);
      // At start-up the server fails to start instead; later the listener keeps trying.
      if (closed || !started) throw error;
      lost = true;
      onError(error);
      retry = setTimeout(() => void listen(attempt + 1).catch(() => undefined), retryDelayMs(attempt));
      throw error;
    }
  };

  const connectPublisher = (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString });
    const forget = (error?: unknown) => {
      if (error) onError(error);
      publisher = null;
    };
    client.on("error", forget);
    client.on("end", () => forget());
    const connected = client.connect().then(() => client);
    connected.catch(forget);
    return connected;
  };

  await listen(0);
  started = true;
  publisher = connectPublisher();
  await publisher;
  return {
    publish: (event) => {
      if (closed) return;
      publisher ??= connectPublisher();
      publisher
        .then((client) => client.query("select pg_notify($1, $2)", [channel, JSON.stringify(event)]))
        .catch(onError);
    },
    subscribe: local.add,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await Promise.allSettled([listener?.end(), publisher?.then((client) => client.end())]);
    },
  };
};
