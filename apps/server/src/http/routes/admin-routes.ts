import { routes } from "@nova/contract";
import type { FastifyInstance } from "fastify";
import type { ServiceDeps } from "../../services/deps.ts";
import { advanceTurns } from "../../engine/turn-flip.ts";
import { AppError } from "../../domain/app-error.ts";
import { defineRoute } from "../define-route.ts";

export const adminRoutes = (app: FastifyInstance, deps: ServiceDeps): void => {
  defineRoute(app, routes.advanceTurn, async ({ user, params, body }) => {
    if (!user.isAdmin) throw new AppError("forbidden", "Only operators (ADMIN_USERS) may advance turns");
    return advanceTurns(deps, params.galaxyId, body.turns);
  });
};
