import { PUSH_CLOSE, PushAuthSchema, type PushServerMessage } from "@nova/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import type { AuthUser } from "../../auth/auth-user.ts";
import type { AuthenticateToken } from "../../auth/authenticate.ts";
import { findPlayerOfUser } from "../../db/repositories/players-repository.ts";
import { iso } from "../../platform/clock.ts";
import type { PushEvent, PushHub } from "../../push/push-hub.ts";
import type { ServiceDeps } from "../../services/deps.ts";
import { visibleGalaxy } from "../../services/galaxy/galaxy-service.ts";

/** Pings keep idle connections open through proxies that drop silent ones after a minute. */
const PING_INTERVAL_MS = 30_000;
/** Sockets one user may hold open on one process: a few tabs, not a flood. */
export const MAX_SOCKETS_PER_USER = 8;

const send = (socket: WebSocket, message: PushServerMessage) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
};

/** What one subscriber hears of an event: its galaxy's turns, and activity and messages of its own empire only. */
const messageFor = (event: PushEvent, galaxyId: string, playerId: string | null): PushServerMessage | null => {
  if (event.galaxyId !== galaxyId) return null;
  if (event.kind === "access") return null;
  if (event.kind === "turn")
    return { type: "turn", galaxyId, currentTurn: event.currentTurn, nextTurnAt: iso(event.nextTurnAt) };
  if (playerId === null) return null;
  if (event.kind === "message") {
    const channel = event.recipients.find((r) => r.playerId === playerId)?.channel;
    return channel === undefined ? null : { type: "message", galaxyId, channel, id: event.id };
  }
  return event.playerIds.includes(playerId) ? { type: "activity", galaxyId, event: event.event } : null;
};

/**
 * WebSocket /push/{galaxyId} (contract `schemas/push.ts`). Browsers cannot set headers on a WebSocket, so the
 * first message carries the bearer token, checked like any request's; a galaxy the caller may not see closes
 * the socket as the API would answer 404.
 */
export const pushRoutes = (
  server: FastifyInstance,
  deps: ServiceDeps,
  push: PushHub,
  authenticateToken: AuthenticateToken,
) => {
  const openByUser = new Map<string, number>();
  let live = 0;
  const countLive = (change: number) => {
    live += change;
    deps.metrics?.set("nova_push_sockets", "Live (authenticated) push sockets on this process.", {}, live);
  };
  const refuseForeignOrigin = async (request: FastifyRequest, reply: FastifyReply) => {
    // A page on another site must not open a socket with the player's browser (cross-site WebSocket hijacking).
    // Browsers always send Origin; clients that send none (tools, bots) are left to the token check.
    const origin = request.headers.origin;
    if (deps.config.publicOrigin && origin !== undefined && origin !== deps.config.publicOrigin) {
      return reply.status(403).send({ detail: "This origin may not open a push connection", code: "forbidden" });
    }
  };
  server.get<{ Params: { galaxyId: string } }>(
    "/push/:galaxyId",
    { websocket: true, preValidation: refuseForeignOrigin },
    (socket, request) => {
      const { galaxyId } = request.params;
      let unsubscribe: (() => void) | null = null;
      let counted: string | null = null;
      // The client's deadline for its auth message (PUSH_AUTH_TIMEOUT_MS). Checking the token is the server's own
      // time: a busy database or an issuer slow to hand out its keys must not close the socket of a client that
      // sent its token in time (it would miss every hint until it reconnects).
      const deadline = setTimeout(
        () => socket.close(PUSH_CLOSE.unauthorized, "Authentication required"),
        deps.config.pushAuthTimeoutMs,
      );
      const ping = setInterval(() => socket.ping(), PING_INTERVAL_MS);
      socket.on("close", () => {
        clearTimeout(deadline);
        clearInterval(ping);
        unsubscribe?.();
        if (counted !== null) {
          countLive(-1);
          const left = (openByUser.get(counted) ?? 1) - 1;
          if (left > 0) openByUser.set(counted, left);
          else openByUser.delete(counted);
        }
      });
      // Attached at once, so the auth message cannot arrive before anyone listens.
      socket.once("message", (raw: Buffer) => {
        clearTimeout(deadline);
        void (async () => {
          let json: unknown;
          try {
            json = JSON.parse(raw.toString());
          } catch {
            json = null;
          }
          const auth = PushAuthSchema.safeParse(json);
          if (!auth.success)
            return socket.close(PUSH_CLOSE.unauthorized, "The first message must be {type: 'auth', token}");
          let playerId: string | null;
          let user: AuthUser;
          try {
            user = await authenticateToken(auth.data.token, request.log);
            try {
              await visibleGalaxy(deps, user, galaxyId);
            } catch {
              return socket.close(PUSH_CLOSE.notFound, "Galaxy not found");
            }
            playerId = (await findPlayerOfUser(deps.db.kysely, galaxyId, user.id))?.id ?? null;
          } catch {
            return socket.close(PUSH_CLOSE.unauthorized, "Invalid token");
          }
          if (socket.readyState !== socket.OPEN) return;
          const open = openByUser.get(user.id) ?? 0;
          if (open >= MAX_SOCKETS_PER_USER)
            return socket.close(PUSH_CLOSE.tooMany, `At most ${MAX_SOCKETS_PER_USER} live connections per user`);
          openByUser.set(user.id, open + 1);
          counted = user.id;
          countLive(1);
          unsubscribe = push.subscribe((event) => {
            if (event.kind === "access" && event.galaxyId === galaxyId) {
              // Access is checked again whenever it may have ended; a socket never outlives its right to the galaxy.
              visibleGalaxy(deps, user, galaxyId).catch(() =>
                socket.close(PUSH_CLOSE.accessEnded, "Access to this galaxy has ended"),
              );
              return;
            }
            const message = messageFor(event, galaxyId, playerId);
            if (message) send(socket, message);
          });
          send(socket, { type: "ready", galaxyId, playerId });
        })();
      });
    },
  );
};
