import type { AuthUser } from "../../auth/auth-user.ts";
import { findMessage } from "../../db/repositories/messages-repository.ts";
import { insertReport, removeBlock, setBlock } from "../../db/repositories/moderation-repository.ts";
import { findPlayer } from "../../db/repositories/players-repository.ts";
import { refuse } from "../../domain/app-error.ts";
import type { ServiceDeps } from "../deps.ts";
import { mayRead } from "./message-view.ts";
import { callerPlayer } from "../player/player-service.ts";

const blockTarget = async (deps: ServiceDeps, user: AuthUser, galaxyId: string, playerId: string) => {
  const caller = await callerPlayer(deps, user, galaxyId);
  const other = await findPlayer(deps.db.kysely, galaxyId, playerId);
  if (!other) throw refuse("player_not_found");
  if (other.id === caller.id) throw refuse("block_yourself");
  return { caller, other };
};

/** POST /messages/{galaxyId}/block/{playerId}: that player's private messages to the caller are refused. */
export const blockPlayer = async (deps: ServiceDeps, user: AuthUser, galaxyId: string, playerId: string) => {
  const { caller, other } = await blockTarget(deps, user, galaxyId, playerId);
  await setBlock(deps.db.kysely, galaxyId, caller.id, other.id, deps.clock.now());
  return { playerId: other.id, blocked: true };
};

/** DELETE /messages/{galaxyId}/block/{playerId}. */
export const unblockPlayer = async (deps: ServiceDeps, user: AuthUser, galaxyId: string, playerId: string) => {
  const { caller, other } = await blockTarget(deps, user, galaxyId, playerId);
  await removeBlock(deps.db.kysely, galaxyId, caller.id, other.id);
  return { playerId: other.id, blocked: false };
};

/**
 * POST /messages/{galaxyId}/report/{messageId}: for the operators (`npm run admin -- list-reports`). Only a
 * message the caller may read, written by someone else, and once per reporter.
 */
export const reportMessage = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
  messageId: string,
  reason: string,
) => {
  const caller = await callerPlayer(deps, user, galaxyId);
  const message = await findMessage(deps.db.kysely, galaxyId, messageId);
  if (!message || !mayRead(caller, message)) throw refuse("message_not_found");
  if (message.sender_id === caller.id) throw refuse("report_own_message");
  const reportId = deps.ids.uuid();
  const stored = await insertReport(deps.db.kysely, {
    galaxy_id: galaxyId,
    id: reportId,
    message_id: message.id,
    reporter_id: caller.id,
    reason,
    created_at: deps.clock.now(),
  });
  if (!stored) throw refuse("already_reported");
  return { reportId, messageId: message.id };
};
