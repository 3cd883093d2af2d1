import { routes } from "@nova/contract";
import type { FastifyInstance } from "fastify";
import { listBuildingJobs, listUnitJobs } from "../../db/repositories/jobs-repository.ts";
import type { ServiceDeps } from "../../services/deps.ts";
import { buildingJobView, unitJobView } from "../../services/galaxy/job-views.ts";
import { ownPlanets, planetDetail } from "../../services/player/planet-service.ts";
import { callerPlayer } from "../../services/player/player-service.ts";
import { defineRoute } from "../define-route.ts";

export const planetRoutes = (app: FastifyInstance, deps: ServiceDeps): void => {
  defineRoute(
    app,
    routes.planets,
    async ({ user, params }) => ({ planets: await ownPlanets(deps, user, params.galaxyId) }),
    { reuse: {} },
  );
  defineRoute(app, routes.planet, async ({ user, params }) =>
    planetDetail(deps, user, params.galaxyId, params.planetId),
  );
  defineRoute(app, routes.buildJobs, async ({ user, params }) => {
    const player = await callerPlayer(deps, user, params.galaxyId);
    return { jobs: (await listBuildingJobs(deps.db.kysely, params.galaxyId, player.id)).map(buildingJobView) };
  });
  defineRoute(app, routes.unitJobs, async ({ user, params }) => {
    const player = await callerPlayer(deps, user, params.galaxyId);
    return { jobs: (await listUnitJobs(deps.db.kysely, params.galaxyId, player.id)).map(unitJobView) };
  });
};
