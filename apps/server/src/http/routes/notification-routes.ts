import { routes } from "@nova/contract";
import type { FastifyInstance } from "fastify";
import { confirmEmail, unsubscribeEmail } from "../../notifications/email-service.ts";
import type { Notifier } from "../../notifications/notifier.ts";
import { subscribePush, unsubscribePush } from "../../notifications/push-subscriptions-service.ts";
import { notificationSettingsOf, updateNotificationSettings } from "../../notifications/settings-service.ts";
import type { ServiceDeps } from "../../services/deps.ts";
import { refuse } from "../../domain/app-error.ts";
import { defineRoute } from "../define-route.ts";

export const notificationRoutes = async (app: FastifyInstance, deps: ServiceDeps, notifier: Notifier) => {
  defineRoute(app, routes.notificationSettings, async ({ user }) => notificationSettingsOf(deps, user));
  defineRoute(app, routes.updateNotificationSettings, async ({ user, body }) =>
    updateNotificationSettings(deps, notifier, user, body),
  );
  defineRoute(app, routes.vapidPublicKey, async () => ({ publicKey: notifier.keys.vapid.publicKey }));
  defineRoute(app, routes.subscribePush, async ({ user, body }) => subscribePush(deps, user, body));
  defineRoute(app, routes.unsubscribePush, async ({ user, body }) => unsubscribePush(deps, user, body.endpoint));
  defineRoute(app, routes.confirmEmail, async ({ body }) => confirmEmail(deps, notifier, body.token));
  await app.register(async (scope) => {
    // RFC 8058: the mail client posts a form; its only field says "One-Click", the token is in the URL.
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, _body, done) =>
      done(null, {}),
    );
    defineRoute(scope, routes.unsubscribeEmail, async ({ body, query }) => {
      const token = body.token ?? query.token;
      if (!token) throw refuse("unsubscribe_no_token");
      return unsubscribeEmail(deps, notifier, token);
    });
  });
};
