import { routes } from "@nova/contract";
import type { FastifyInstance } from "fastify";
import type { ServiceDeps } from "../../services/deps.ts";
import { eventTypes, familyEvents, galaxyEvents, playerEvents } from "../../services/events/events-service.ts";
import { defineRoute } from "../define-route.ts";

export const eventRoutes = (app: FastifyInstance, deps: ServiceDeps): void => {
  defineRoute(
    app,
    routes.events,
    async ({ user, params, query }) => ({ events: await playerEvents(deps, user, params.galaxyId, query) }),
    { reuse: {} },
  );
  defineRoute(app, routes.eventStream, async ({ user, params, query }) => ({
    events: await galaxyEvents(deps, user, params.galaxyId, query),
  }));
  defineRoute(app, routes.familyEvents, async ({ user, params, query }) => ({
    events: await familyEvents(deps, user, params.galaxyId, params.familyId, query),
  }));
  defineRoute(app, routes.eventTypes, async ({ user, params }) => ({
    eventTypes: await eventTypes(deps, user, params.galaxyId),
  }));
};
