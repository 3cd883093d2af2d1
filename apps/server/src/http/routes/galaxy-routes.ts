import { routes } from "@nova/contract";
import type { FastifyInstance } from "fastify";
import type { ServiceDeps } from "../../services/deps.ts";
import { listGalaxiesFor, listGalaxyPlayers, raceList, turnInfo } from "../../services/galaxy/galaxy-service.ts";
import { playerStats } from "../../services/player/player-service.ts";
import { registerPlayer } from "../../services/player/registration-service.ts";
import { defineRoute } from "../define-route.ts";

export const galaxyRoutes = (app: FastifyInstance, deps: ServiceDeps): void => {
  defineRoute(app, routes.galaxyList, async ({ user }) => ({ galaxies: await listGalaxiesFor(deps, user) }));
  defineRoute(app, routes.galaxyPlayers, async ({ user, params }) => ({
    players: await listGalaxyPlayers(deps, user, params.galaxyId),
  }));
  defineRoute(app, routes.races, async () => ({ races: raceList() }));
  // "open" reads "processing" from the next turn's time on, with no change in the database. A public galaxy's
  // reads the same for every caller: after a flip, one build for all of them (decision 216).
  defineRoute(
    app,
    routes.turnInfo,
    async ({ user, params, sameForEveryone }) => turnInfo(deps, user, params.galaxyId, sameForEveryone),
    { reuse: { until: (answer) => (answer.phase === "open" ? Date.parse(answer.nextTurnAt) : 0), shared: true } },
  );
  defineRoute(app, routes.register, async ({ user, body }) => registerPlayer(deps, user, body), { successStatus: 201 });
  defineRoute(app, routes.playerStats, async ({ user, query }) => playerStats(deps, user, query.galaxyId), {
    reuse: {},
  });
};
