import { routes } from "@nova/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ServiceDeps } from "../../services/deps.ts";
import { blockPlayer, reportMessage, unblockPlayer } from "../../services/messages/message-moderation.ts";
import { MessageRateLimited, sendDirectMessage, sendFamilyMessage } from "../../services/messages/message-sending.ts";
import {
  conversations,
  directMessages,
  familyMessages,
  markMessagesRead,
  unreadMessages,
} from "../../services/messages/messages-service.ts";
import { defineRoute } from "../define-route.ts";

/** A flooding sender learns when to try again, as the global rate limit tells (Retry-After, in seconds). */
const withRetryAfter = async <T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof MessageRateLimited) reply.header("retry-after", String(error.retryAfterSeconds));
    throw error;
  }
};

export const messagesRoutes = (app: FastifyInstance, deps: ServiceDeps): void => {
  defineRoute(app, routes.familyMessages, async ({ user, params, query }) =>
    familyMessages(deps, user, params.galaxyId, query),
  );
  defineRoute(
    app,
    routes.sendFamilyMessage,
    async (ctx) =>
      withRetryAfter(ctx.reply, () => sendFamilyMessage(deps, ctx.user, ctx.params.galaxyId, ctx.body.body)),
    { successStatus: 201 },
  );
  defineRoute(app, routes.conversations, async ({ user, params }) => conversations(deps, user, params.galaxyId));
  defineRoute(app, routes.directMessages, async ({ user, params, query }) =>
    directMessages(deps, user, params.galaxyId, params.playerId, query),
  );
  defineRoute(
    app,
    routes.sendDirectMessage,
    async (ctx) =>
      withRetryAfter(ctx.reply, () =>
        sendDirectMessage(deps, ctx.user, ctx.params.galaxyId, ctx.params.playerId, ctx.body.body),
      ),
    { successStatus: 201 },
  );
  defineRoute(app, routes.unreadMessages, async ({ user, params }) => unreadMessages(deps, user, params.galaxyId));
  defineRoute(app, routes.markMessagesRead, async ({ user, params, body }) =>
    markMessagesRead(deps, user, params.galaxyId, body.channel, body.upTo),
  );
  defineRoute(app, routes.blockPlayer, async ({ user, params }) =>
    blockPlayer(deps, user, params.galaxyId, params.playerId),
  );
  defineRoute(app, routes.unblockPlayer, async ({ user, params }) =>
    unblockPlayer(deps, user, params.galaxyId, params.playerId),
  );
  defineRoute(
    app,
    routes.reportMessage,
    async ({ user, params, body }) => reportMessage(deps, user, params.galaxyId, params.messageId, body.reason),
    { successStatus: 201 },
  );
};
