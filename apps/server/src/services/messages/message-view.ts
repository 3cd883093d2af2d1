import type { ChatMessage } from "@nova/contract";
import type { MessageRow, MessageWithSender } from "../../db/repositories/messages-repository.ts";
import type { PlayerRow } from "../../db/repositories/players-repository.ts";
import { refuse } from "../../domain/app-error.ts";
import { iso } from "../../platform/clock.ts";

/** A message as `readerId` sees it. */
export const messageView = (row: MessageWithSender, readerId: string): ChatMessage => ({
  id: row.id,
  channel: row.channel,
  senderId: row.sender_id,
  senderName: row.sender_name,
  recipientId: row.recipient_id,
  body: row.body,
  createdAt: iso(Number(row.created_at)),
  mine: row.sender_id === readerId,
});

/** The caller's family, for the family channel: none is 403 with the spec's 'You are not in a family.' */
export const familyOf = (caller: PlayerRow): string => {
  if (caller.family_id === null) throw refuse("not_in_family");
  return caller.family_id;
};

/**
 * The other party of a private conversation: a player of this galaxy (404 otherwise, which also covers a player
 * of another galaxy) other than the caller.
 */
export const otherParty = (caller: PlayerRow, other: PlayerRow | null): PlayerRow => {
  if (!other) throw refuse("player_not_found");
  if (other.id === caller.id) throw refuse("message_yourself");
  return other;
};

/** Whether `reader` may read this message now: on its family's channel, or one of the two parties. */
export const mayRead = (reader: PlayerRow, message: MessageRow): boolean =>
  message.channel === "family"
    ? message.family_id !== null && message.family_id === reader.family_id
    : message.sender_id === reader.id || message.recipient_id === reader.id;
