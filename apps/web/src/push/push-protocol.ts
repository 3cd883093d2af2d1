import { PUSH_CLOSE, PushServerMessageSchema, type PushServerMessage } from "@nova/contract";

/**
 * Whether to open the socket again after the server closed it with `code`: not when the galaxy is gone or the
 * player may no longer see it (reconnecting would only be refused again); polling shows what changed.
 */
export const shouldReconnect = (code: number): boolean =>
  code !== PUSH_CLOSE.accessEnded && code !== PUSH_CLOSE.notFound;

/** Waits before reconnecting after the `attempt`-th failure in a row: 1 s, 2 s, 4 s … up to 30 s. */
export const reconnectDelayMs = (attempt: number): number => Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt));

/** The socket address for a galaxy, on the page's own host (ws: for http:, wss: for https:). */
export const pushUrl = (location: Pick<Location, "protocol" | "host">, galaxyId: string): string =>
  `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/push/${encodeURIComponent(galaxyId)}`;

/** A server message, or null for anything that does not match the contract. */
export const parsePushMessage = (data: unknown): PushServerMessage | null => {
  if (typeof data !== "string") return null;
  try {
    const parsed = PushServerMessageSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/**
 * Whether a query belongs to the galaxy a hint is about: every galaxy-scoped key carries the galaxy id second
 * (api/query-keys.ts), e.g. ["planets", galaxyId].
 */
export const isGalaxyQuery = (queryKey: readonly unknown[], galaxyId: string): boolean => queryKey[1] === galaxyId;
