import { routes } from "@nova/contract";
import type { FastifyInstance } from "fastify";
import {
  galaxyAccess,
  inviteUser,
  listInvitations,
  revokeInvitation,
  setGalaxyPrivacy,
} from "../../services/galaxy/galaxy-access-service.ts";
import { galaxyJobsOf, galaxyJobStatus, requestGalaxy } from "../../services/galaxy/galaxy-creation-service.ts";
import type { ServiceDeps } from "../../services/deps.ts";
import { defineRoute } from "../define-route.ts";

/** Galaxy creation jobs and galaxy access management (the owner's tools). */
export const galaxyAdminRoutes = (app: FastifyInstance, deps: ServiceDeps): void => {
  defineRoute(app, routes.createGalaxy, async ({ user, body }) => requestGalaxy(deps, user, body), {
    successStatus: 202,
  });
  defineRoute(app, routes.galaxyJob, async ({ user, params }) => galaxyJobStatus(deps, user, params.jobId), {
    sharesPathWithPage: true,
  });
  defineRoute(app, routes.galaxyJobs, async ({ user, query }) => ({
    jobs: await galaxyJobsOf(deps, user, query.limit),
  }));
  defineRoute(app, routes.galaxyAccess, async ({ user, params }) => galaxyAccess(deps, user, params.galaxyId));
  defineRoute(app, routes.setGalaxyPrivacy, async ({ user, params, body }) =>
    setGalaxyPrivacy(deps, user, params.galaxyId, body.isPrivate),
  );
  defineRoute(
    app,
    routes.invite,
    async ({ user, params, body }) => inviteUser(deps, user, params.galaxyId, body.userId),
    { successStatus: 201 },
  );
  defineRoute(app, routes.revokeInvite, async ({ user, params }) =>
    revokeInvitation(deps, user, params.galaxyId, params.userId),
  );
  defineRoute(app, routes.invitations, async ({ user, params }) => ({
    invitations: await listInvitations(deps, user, params.galaxyId),
  }));
};
