import type { PushServerMessage } from "@nova/contract";

export interface PushClient {
  /** Every message received so far, in order. */
  readonly messages: PushServerMessage[];
  /** The next message (received or to come) that matches, or a rejection after `timeoutMs`. */
  next(match: (m: PushServerMessage) => boolean, timeoutMs?: number): Promise<PushServerMessage>;
  /** Resolves with the close code when the server closes the socket. */
  readonly closed: Promise<number>;
  close(): void;
}

/**
 * Opens `/push/{galaxyId}` on a test server (Node's own WebSocket) and sends `first` (the auth message) on open; with
 * no `first`, sends nothing.
 */
export const openPush = (httpUrl: string, galaxyId: string, first?: unknown): PushClient => {
  const socket = new WebSocket(`${httpUrl.replace(/^http/, "ws")}/push/${encodeURIComponent(galaxyId)}`);
  const messages: PushServerMessage[] = [];
  const waiters: { match: (m: PushServerMessage) => boolean; resolve: (m: PushServerMessage) => void }[] = [];
  let seen = 0;
  socket.addEventListener("open", () => {
    if (first !== undefined) socket.send(typeof first === "string" ? first : JSON.stringify(first));
  });
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as PushServerMessage;
    messages.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.match(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  const closed = new Promise<number>((resolve) => socket.addEventListener("close", (event) => resolve(event.code)));
  return {
    messages,
    next: (match, timeoutMs = 5_000) => {
      const found = messages.slice(seen).find(match);
      if (found) {
        seen = messages.indexOf(found) + 1;
        return Promise.resolve(found);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching push message in ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          match,
          resolve: (m) => {
            clearTimeout(timer);
            seen = messages.indexOf(m) + 1;
            resolve(m);
          },
        });
      });
    },
    closed,
    close: () => socket.close(),
  };
};
