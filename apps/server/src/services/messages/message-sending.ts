import type { ChatMessage } from "@nova/contract";
import type { AuthUser } from "../../auth/auth-user.ts";
import { lockPlayer } from "../../db/locks.ts";
import { humanFamilyMemberIds, insertMessage, pairKey, sentSince } from "../../db/repositories/messages-repository.ts";
import { activeMute, isBlocked } from "../../db/repositories/moderation-repository.ts";
import { insertNotices } from "../../db/repositories/notification-outbox-repository.ts";
import { findPlayer, type PlayerRow } from "../../db/repositories/players-repository.ts";
import { AppError, refuse } from "../../domain/app-error.ts";
import { genericNotice } from "../../notifications/notices.ts";
import { iso } from "../../platform/clock.ts";
import type { ServiceDeps } from "../deps.ts";
import { familyOf, messageView, otherParty } from "./message-view.ts";
import { callerPlayer } from "../player/player-service.ts";

/** At most this many messages per player per minute, over all channels (issue 17). */
export const MESSAGES_PER_MINUTE = 10;
const WINDOW_MS = 60_000;

/** 429 with the seconds until the oldest message of the window leaves it; the route sends them as Retry-After. */
export class MessageRateLimited extends AppError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super("rate_limited", `Too many messages: at most ${MESSAGES_PER_MINUTE} per minute, please slow down`);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * Stores one message under the sender's order lock, so the rate-limit count and the insert see each other
 * (PostgreSQL; SQLite runs one write transaction at a time), then tells the recipients' sockets after commit.
 */
const send = async (
  deps: ServiceDeps,
  sender: PlayerRow,
  message: { channel: "family" | "direct"; familyId: string | null; recipient: PlayerRow | null; body: string },
): Promise<ChatMessage> => {
  const db = deps.db.kysely;
  const galaxyId = sender.galaxy_id;
  const now = deps.clock.now();
  const id = deps.ids.uuid();
  const recipients = await db.transaction().execute(async (trx) => {
    await lockPlayer(trx, deps.db.dialect, galaxyId, sender.id);
    const mute = await activeMute(trx, galaxyId, sender.id, now);
    if (mute)
      throw mute.until === null
        ? refuse("muted")
        : refuse("muted_until", { until: iso(mute.until).slice(0, 16).replace("T", " ") });
    if (message.recipient && (await isBlocked(trx, galaxyId, message.recipient.id, sender.id))) throw refuse("blocked");
    const recent = await sentSince(trx, galaxyId, sender.id, now - WINDOW_MS);
    if (recent.count >= MESSAGES_PER_MINUTE) {
      const oldest = recent.oldest ?? now;
      throw new MessageRateLimited(Math.max(1, Math.ceil((oldest + WINDOW_MS - now) / 1000)));
    }
    await insertMessage(trx, {
      galaxy_id: galaxyId,
      id,
      channel: message.channel,
      family_id: message.familyId,
      sender_id: sender.id,
      recipient_id: message.recipient?.id ?? null,
      pair_key: message.recipient ? pairKey(sender.id, message.recipient.id) : null,
      body: message.body,
      created_at: now,
    });
    const preview = message.body.length > 140 ? `${message.body.slice(0, 139)}…` : message.body;
    if (message.recipient) {
      // Away players hear of it by push or mail (issue 19), written with the message so neither goes without the other.
      await insertNotices(trx, [
        genericNotice(deps.ids, {
          galaxyId,
          playerId: message.recipient.id,
          kind: "directMessage",
          text: { code: "direct_message", params: { sender: sender.username, preview } },
          url: `/messages?${new URLSearchParams({ galaxyId, with: sender.id }).toString()}`,
          now,
        }),
      ]);
      return [
        { playerId: message.recipient.id, channel: sender.id },
        { playerId: sender.id, channel: message.recipient.id },
      ];
    }
    const members = await humanFamilyMemberIds(trx, galaxyId, message.familyId ?? "");
    await insertNotices(
      trx,
      members
        .filter((playerId) => playerId !== sender.id)
        .map((playerId) =>
          genericNotice(deps.ids, {
            galaxyId,
            playerId,
            kind: "familyMessage",
            text: { code: "family_message", params: { sender: sender.username, preview } },
            url: `/messages?${new URLSearchParams({ galaxyId, channel: "family" }).toString()}`,
            now,
          }),
        ),
    );
    return members.map((playerId) => ({ playerId, channel: "family" }));
  });
  deps.push?.publish({ kind: "message", galaxyId, id, recipients });
  return messageView(
    {
      galaxy_id: galaxyId,
      id,
      channel: message.channel,
      family_id: message.familyId,
      sender_id: sender.id,
      recipient_id: message.recipient?.id ?? null,
      pair_key: null,
      body: message.body,
      created_at: now,
      sender_name: sender.username,
    },
    sender.id,
  );
};

/** POST /messages/{galaxyId}/family: to every member of the caller's family. */
export const sendFamilyMessage = async (deps: ServiceDeps, user: AuthUser, galaxyId: string, body: string) => {
  const caller = await callerPlayer(deps, user, galaxyId);
  return send(deps, caller, { channel: "family", familyId: familyOf(caller), recipient: null, body });
};

/** POST /messages/{galaxyId}/direct/{playerId}: to one player of the galaxy, in any family; never to an NPC. */
export const sendDirectMessage = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
  recipientId: string,
  body: string,
) => {
  const caller = await callerPlayer(deps, user, galaxyId);
  const recipient = otherParty(caller, await findPlayer(deps.db.kysely, galaxyId, recipientId));
  if (recipient.is_npc === 1 || recipient.user_id === null) throw refuse("npc_no_messages");
  return send(deps, caller, { channel: "direct", familyId: null, recipient, body });
};
