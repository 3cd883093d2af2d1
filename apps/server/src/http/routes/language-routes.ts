import { routes } from "@nova/contract";
import type { FastifyInstance } from "fastify";
import { chooseLanguage, languageOf } from "../../services/player/language-service.ts";
import type { ServiceDeps } from "../../services/deps.ts";
import { defineRoute } from "../define-route.ts";

/** Issue 15: the account's language. */
export const languageRoutes = (app: FastifyInstance, deps: ServiceDeps): void => {
  defineRoute(app, routes.accountLanguage, async ({ user }) => languageOf(deps, user));
  defineRoute(app, routes.setAccountLanguage, async ({ user, body }) => chooseLanguage(deps, user, body.language));
};
