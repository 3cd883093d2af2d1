import type { AuthUser } from "../../auth/auth-user.ts";
import { findMessage } from "../../db/repositories/messages-repository.ts";
import { insertReport, removeBlock, setBlock } from "../../db/repositories/moderation-repository.ts";
import { findPlayer } from "../../db/repositories/players-repository.ts";
import { AppError, conflict, notFound } from "../../domain/app-error.ts";
import type { ServiceDeps } from "../deps.ts";
import { MESSAGE_NOT_FOUND, mayRead } from "./message-view.ts";
import { callerPlayer } from "../player/player-service.ts";

const blockTarget = async (deps: ServiceDeps, user: AuthUser, galaxyId: string, playerId: string) => {
  const caller = await callerPlayer(deps, user, galaxyId);
  const other = await findPlayer(deps.db.kysely, galaxyId, playerId);
  if (!other) throw notFound("Player not found");
  if (other.id === caller.id) throw new AppError("invalid_action", "You cannot block yourself");
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
  if (!message || !mayRead(caller, message)) throw notFound(MESSAGE_NOT_FOUND);
  if (message.sender_id === caller.id) throw new AppError("invalid_action", "You cannot report your own message");
  const reportId = deps.ids.uuid();
  const stored = await insertReport(deps.db.kysely, {
    galaxy_id: galaxyId,
    id: reportId,
    message_id: message.id,
    reporter_id: caller.id,
    reason,
    created_at: deps.clock.now(),
  });
  if (!stored) throw conflict("You have already reported this message");
  return { reportId, messageId: message.id };
};
