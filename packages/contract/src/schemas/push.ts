import { z } from "zod";

/**
 * Server push over the WebSocket `/push/{galaxyId}` (architecture.md: "server push to refresh sooner"). The
 * client's first message authenticates it with the same bearer token the API takes; the server then sends
 * `ready` and, after each commit that concerns the client, a hint to refetch. Push carries no game data: the
 * API stays the only source of truth, and polling at the spec's intervals keeps working without push.
 */
export const PushAuthSchema = z.object({ type: z.literal("auth"), token: z.string().min(1).max(8192) }).strict();
export type PushAuth = z.infer<typeof PushAuthSchema>;

export const PushServerMessageSchema = z.discriminatedUnion("type", [
  /** Authenticated: hints for this galaxy (and this player, if the caller has one) follow. */
  z.object({ type: z.literal("ready"), galaxyId: z.string(), playerId: z.string().nullable() }),
  /** A turn flipped: everything of the galaxy may have changed. */
  z.object({
    type: z.literal("turn"),
    galaxyId: z.string(),
    currentTurn: z.number().int(),
    nextTurnAt: z.string(),
  }),
  /**
   * Something happened to the caller's empire between flips: `battle` (a planet of it was fought over),
   * `operation` (an operation or spell hit it), `incoming_fleet` (an attack was launched at it). Clients
   * refetch what that kind of event changes; without `event`, everything of the galaxy.
   */
  z.object({
    type: z.literal("activity"),
    galaxyId: z.string(),
    event: z.enum(["battle", "operation", "incoming_fleet", "aid"]).optional(),
  }),
  /**
   * A new message the caller may read: `channel` is "family" or, for a private message, the other player's id.
   * Never the text: the client fetches the channel.
   */
  z.object({ type: z.literal("message"), galaxyId: z.string(), channel: z.string(), id: z.string() }),
]);
export type PushServerMessage = z.infer<typeof PushServerMessageSchema>;

/** Close codes the server uses, beside the standard ones. */
export const PUSH_CLOSE = {
  /** No valid token in time, or a token that does not verify. */
  unauthorized: 4401,
  /** The galaxy does not exist or the caller may not see it. */
  notFound: 4404,
  /** The caller could see the galaxy when the socket opened but no longer may (made private, invitation revoked). */
  accessEnded: 4403,
  /** The user already holds as many live sockets as a server process allows. */
  tooMany: 4429,
} as const;
