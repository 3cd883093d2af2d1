import type { ConversationList, MessagePage, UnreadCounts } from "@nova/contract";
import type { AuthUser } from "../../auth/auth-user.ts";
import { blockedBy } from "../../db/repositories/moderation-repository.ts";
import {
  directPage,
  familyPage,
  findMessage,
  latestDirectMessages,
  markRead,
  pairKey,
  playerNames,
  unreadCounts,
  type MessageWithSender,
} from "../../db/repositories/messages-repository.ts";
import { findPlayer, type PlayerRow } from "../../db/repositories/players-repository.ts";
import { refuse } from "../../domain/app-error.ts";
import type { ServiceDeps } from "../deps.ts";
import { familyOf, mayRead, messageView, otherParty } from "./message-view.ts";
import { callerPlayer } from "../player/player-service.ts";

export interface PageQuery {
  readonly before?: string | undefined;
  readonly limit: number;
}

const page = (rows: MessageWithSender[], limit: number, readerId: string): MessagePage => ({
  messages: rows.slice(0, limit).map((r) => messageView(r, readerId)),
  nextBefore: rows.length > limit ? (rows[limit - 1]?.id ?? null) : null,
});

/** The page mark `before` names: a message the caller may read on this very channel, else 404. */
const markOf = async (
  deps: ServiceDeps,
  caller: PlayerRow,
  galaxyId: string,
  id: string | undefined,
  pair?: string,
) => {
  if (id === undefined) return null;
  const message = await findMessage(deps.db.kysely, galaxyId, id);
  const sameChannel = message && (pair === undefined ? message.channel === "family" : message.pair_key === pair);
  if (!message || !sameChannel || !mayRead(caller, message)) throw refuse("message_not_found");
  return { created_at: Number(message.created_at), id: message.id };
};

/** GET /messages/{galaxyId}/family: the caller's family channel, whoever wrote it while they were members or not. */
export const familyMessages = async (deps: ServiceDeps, user: AuthUser, galaxyId: string, q: PageQuery) => {
  const caller = await callerPlayer(deps, user, galaxyId);
  const familyId = familyOf(caller);
  const mark = await markOf(deps, caller, galaxyId, q.before);
  return page(await familyPage(deps.db.kysely, galaxyId, familyId, mark, q.limit), q.limit, caller.id);
};

/** GET /messages/{galaxyId}/direct/{playerId}: the caller's conversation with one player. */
export const directMessages = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
  otherId: string,
  q: PageQuery,
) => {
  const caller = await callerPlayer(deps, user, galaxyId);
  const other = otherParty(caller, await findPlayer(deps.db.kysely, galaxyId, otherId));
  const pair = pairKey(caller.id, other.id);
  const mark = await markOf(deps, caller, galaxyId, q.before, pair);
  return page(await directPage(deps.db.kysely, galaxyId, pair, mark, q.limit), q.limit, caller.id);
};

/** Unread private messages per sender, leaving out players the reader blocks. */
const unreadOf = async (deps: ServiceDeps, caller: PlayerRow) => {
  const db = deps.db.kysely;
  const counts = await unreadCounts(db, caller.galaxy_id, caller.id, caller.family_id);
  const blocked = await blockedBy(db, caller.galaxy_id, caller.id);
  for (const id of blocked) counts.direct.delete(id);
  return { ...counts, blocked };
};

const totals = (family: number, direct: Map<string, number>): UnreadCounts => {
  const directTotal = [...direct.values()].reduce((a, b) => a + b, 0);
  return { family, direct: directTotal, total: family + directTotal };
};

/** GET /messages/{galaxyId}/unread. */
export const unreadMessages = async (deps: ServiceDeps, user: AuthUser, galaxyId: string): Promise<UnreadCounts> => {
  const caller = await callerPlayer(deps, user, galaxyId);
  const { family, direct } = await unreadOf(deps, caller);
  return totals(family, direct);
};

/** GET /messages/{galaxyId}/conversations: newest conversation first. */
export const conversations = async (deps: ServiceDeps, user: AuthUser, galaxyId: string): Promise<ConversationList> => {
  const caller = await callerPlayer(deps, user, galaxyId);
  const db = deps.db.kysely;
  const latest = await latestDirectMessages(db, galaxyId, caller.id);
  const otherOf = (m: MessageWithSender) => (m.sender_id === caller.id ? (m.recipient_id ?? "") : m.sender_id);
  const names = await playerNames(db, galaxyId, latest.map(otherOf));
  const { direct, blocked } = await unreadOf(deps, caller);
  return {
    conversations: latest.map((m) => ({
      playerId: otherOf(m),
      playerName: names.get(otherOf(m)) ?? "Unknown empire",
      lastMessage: messageView(m, caller.id),
      unread: direct.get(otherOf(m)) ?? 0,
      blocked: blocked.has(otherOf(m)),
    })),
  };
};

/**
 * POST /messages/{galaxyId}/read: moves the caller's read mark on a channel up to a message of that channel
 * (never back). A message the caller may not read there is 404, so nothing can be marked beyond the latest.
 */
export const markMessagesRead = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
  channel: string,
  upTo: string,
): Promise<UnreadCounts> => {
  const caller = await callerPlayer(deps, user, galaxyId);
  const db = deps.db.kysely;
  let key: string;
  let pair: string | undefined;
  if (channel === "family") {
    key = `family:${familyOf(caller)}`;
  } else {
    const other = otherParty(caller, await findPlayer(db, galaxyId, channel));
    pair = pairKey(caller.id, other.id);
    key = `direct:${other.id}`;
  }
  const mark = await markOf(deps, caller, galaxyId, upTo, pair);
  if (mark) await markRead(db, galaxyId, caller.id, key, mark);
  const { family, direct } = await unreadOf(deps, caller);
  return totals(family, direct);
};
