import { routes } from "@nova/contract";
import type { FastifyInstance } from "fastify";
import { accountOf, profileOf } from "../../services/player/account-service.ts";
import type { ServiceDeps } from "../../services/deps.ts";
import { defineRoute } from "../define-route.ts";

export const authRoutes = (app: FastifyInstance, deps: ServiceDeps): void => {
  defineRoute(app, routes.authConfig, async () => {
    const oidc = deps.config.oidc;
    return {
      mode: deps.config.authMode,
      issuer: oidc?.issuer ?? null,
      clientId: oidc?.clientId ?? null,
      audience: oidc?.audience ?? null,
      scope: "openid profile email",
    };
  });
  defineRoute(app, routes.me, async ({ user }) => profileOf(deps, user));
  defineRoute(app, routes.account, async ({ user }) => accountOf(deps, user));
};
