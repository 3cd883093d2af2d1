import { routes } from "@nova/contract";
import type { FastifyInstance } from "fastify";
import { adviceFor } from "../../services/guidance/advice-service.ts";
import { previewCombat } from "../../services/combat/combat-preview-service.ts";
import { awaySummary } from "../../services/guidance/summary-service.ts";
import { finishedTours, finishTour } from "../../services/guidance/tours-service.ts";
import type { ServiceDeps } from "../../services/deps.ts";
import { defineRoute } from "../define-route.ts";

/** Issue 18: attack estimates, the advisor and the away summary. */
export const guidanceRoutes = (app: FastifyInstance, deps: ServiceDeps): void => {
  defineRoute(app, routes.combatPreview, async ({ user, body }) => previewCombat(deps, user, body));
  defineRoute(app, routes.advice, async ({ user, params }) => adviceFor(deps, user, params.galaxyId));
  defineRoute(app, routes.awaySummary, async ({ user, params, query }) =>
    awaySummary(deps, user, params.galaxyId, query.since),
  );
  defineRoute(app, routes.toursDone, async ({ user }) => finishedTours(deps, user));
  defineRoute(app, routes.finishTour, async ({ user, params }) => finishTour(deps, user, params.tour));
};
