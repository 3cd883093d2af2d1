import { routes } from "@nova/contract";
import type { FastifyInstance } from "fastify";
import { listFleetsOfPlayer } from "../../db/repositories/fleets-repository.ts";
import type { ServiceDeps } from "../../services/deps.ts";
import { moveFleet, recallFleet, reinforceFleet } from "../../services/fleets/fleet-order-service.ts";
import { sendFleet } from "../../services/fleets/fleet-send-service.ts";
import { fleetView } from "../../services/fleets/fleet-view.ts";
import { incomingFleets } from "../../services/fleets/incoming-fleets.ts";
import { callerPlayer } from "../../services/player/player-service.ts";
import { refuse } from "../../domain/app-error.ts";
import { defineRoute } from "../define-route.ts";

export const fleetRoutes = (app: FastifyInstance, deps: ServiceDeps): void => {
  defineRoute(app, routes.fleets, async ({ user, params, query }) => {
    const player = await callerPlayer(deps, user, params.galaxyId);
    const claimed = query.playerId ?? query.player_id;
    if (claimed !== undefined && claimed !== player.id) throw refuse("own_fleets_only");
    return { fleets: (await listFleetsOfPlayer(deps.db.kysely, params.galaxyId, player.id)).map(fleetView) };
  });
  defineRoute(app, routes.incomingFleets, async ({ user, params }) => incomingFleets(deps, user, params.galaxyId));
  defineRoute(app, routes.sendFleet, async ({ user, body }) => sendFleet(deps, user, body), { successStatus: 201 });
  defineRoute(app, routes.recallFleet, async ({ user, params, body }) =>
    recallFleet(deps, user, params.fleetId, body.galaxyId, body.playerId),
  );
  defineRoute(app, routes.moveFleet, async ({ user, params, body }) =>
    moveFleet(deps, user, params.fleetId, body.galaxyId, body.targetPlanetId, body.playerId),
  );
  defineRoute(app, routes.reinforceFleet, async ({ user, params, body }) =>
    reinforceFleet(deps, user, params.fleetId, body.galaxyId, body.units, body.playerId),
  );
};
