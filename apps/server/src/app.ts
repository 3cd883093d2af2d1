import proxyAddr from "@fastify/proxy-addr";
import websocket from "@fastify/websocket";
import Fastify, { type FastifyInstance } from "fastify";
import type { AuthUser } from "./auth/auth-user.ts";
import { createAuthenticate, createTokenAuthenticator } from "./auth/authenticate.ts";
import { devTokenVerifier, oidcTokenVerifier, type TokenVerifier } from "./auth/token-verifier.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/database.ts";
import { AccessLog } from "./http/access-log.ts";
import { createAnswerCache } from "./http/answer-cache.ts";
import { createFastLane, fastLaneServer, type FastLane } from "./http/fast-lane.ts";
import { installErrorHandler } from "./http/error-handler.ts";
import { installRoundGate } from "./http/round-gate.ts";
import { roundRoutes } from "./http/routes/round-routes.ts";
import { installResponsePolicy } from "./http/response-policy.ts";
import { installSecurityHeaders } from "./http/security-headers.ts";
import { installRateLimit } from "./http/rate-limit.ts";
import { loggerOptions } from "./http/log-options.ts";
import { lazyRequestLogger } from "./http/lazy-request-logger.ts";
import { adminRoutes } from "./http/routes/admin-routes.ts";
import { authRoutes } from "./http/routes/auth-routes.ts";
import { eventRoutes } from "./http/routes/event-routes.ts";
import { familyRoutes } from "./http/routes/family-routes.ts";
import { combatRoutes } from "./http/routes/combat-routes.ts";
import { guidanceRoutes } from "./http/routes/guidance-routes.ts";
import { dashboardRoutes } from "./http/routes/dashboard-routes.ts";
import { languageRoutes } from "./http/routes/language-routes.ts";
import { fleetRoutes } from "./http/routes/fleet-routes.ts";
import { galaxyAdminRoutes } from "./http/routes/galaxy-admin-routes.ts";
import { galaxyRoutes } from "./http/routes/galaxy-routes.ts";
import { apiDocsRoutes } from "./http/routes/api-docs-routes.ts";
import { healthRoutes } from "./http/routes/health-routes.ts";
import { mapRoutes } from "./http/routes/map-routes.ts";
import { marketRoutes } from "./http/routes/market-routes.ts";
import { operationsRoutes } from "./http/routes/operations-routes.ts";
import { messagesRoutes } from "./http/routes/messages-routes.ts";
import { newsAidRoutes } from "./http/routes/news-aid-routes.ts";
import { orderRoutes } from "./http/routes/order-routes.ts";
import { planetRoutes } from "./http/routes/planet-routes.ts";
import { rankingsRoutes } from "./http/routes/rankings-routes.ts";
import { metricsRoutes } from "./http/routes/metrics-routes.ts";
import { pushRoutes } from "./http/routes/push-routes.ts";
import { researchRoutes } from "./http/routes/research-routes.ts";
import { notificationRoutes } from "./http/routes/notification-routes.ts";
import { createNotifier, type Notifier } from "./notifications/notifier.ts";
import { trackPresence } from "./notifications/presence.ts";
import { serveWebClient } from "./http/web-client.ts";
import { systemClock, type Clock } from "./platform/clock.ts";
import { systemIds, type Ids } from "./platform/ids.ts";
import type { TurnWorkerHealth } from "./platform/turn-worker-health.ts";
import { createMetrics } from "./metrics/metrics.ts";
import { countFastifyResponses, httpResponseCounter, httpResponseSeries } from "./metrics/http-responses.ts";
import { localPushHub, type PushHub } from "./push/push-hub.ts";
import type { ServiceDeps } from "./services/deps.ts";

export interface AppDeps {
  readonly config: Config;
  readonly db: Db;
  readonly clock?: Clock;
  readonly ids?: Ids;
  readonly verifier?: TokenVerifier;
  readonly logger?: boolean | object;
  /** Where push events go; one process's own sockets by default. */
  readonly push?: PushHub;
  /** Where this process's turn flips stand, shown on /health. */
  readonly turnWorker?: TurnWorkerHealth;
}

export interface App {
  readonly server: FastifyInstance;
  readonly services: ServiceDeps;
  /** Web push and mail: the server's keys and the SMTP transport (the sender runs beside the app). */
  readonly notifier: Notifier;
  /** Every route as registered (method and URL), for the route-registration test. */
  readonly registeredRoutes: readonly { readonly method: string; readonly url: string }[];
}

/** The composition root: wires config, database, clock, ids and identity into one Fastify app. */
export const buildApp = async (deps: AppDeps): Promise<App> => {
  const { config, db } = deps;
  // Trusts a local reverse proxy so rate limits apply per client rather than per proxy; the fast lane is given the
  // same function, so both see the same client address.
  const trustProxy = proxyAddr.compile(["127.0.0.1"]);
  let lane: FastLane | null = null;
  const server = Fastify({
    logger: loggerOptions(config, deps.logger),
    bodyLimit: 256 * 1024,
    trustProxy,
    // Fastify's two info lines per request cost more than many handlers: see http/access-log.ts.
    logController: new AccessLog(),
    // A request's child logger is made only when the request logs something (see http/lazy-request-logger.ts).
    childLoggerFactory: lazyRequestLogger,
    // Kept answers of the polled reads are sent before Fastify's path: see http/fast-lane.ts.
    serverFactory: fastLaneServer(() => lane),
  });
  const clock = deps.clock ?? systemClock;
  const ids = deps.ids ?? systemIds;
  const push = deps.push ?? localPushHub();
  const metrics = createMetrics({ processMetrics: true });
  const services: ServiceDeps = {
    config,
    db,
    clock,
    ids,
    log: server.log,
    push,
    metrics,
    ...(deps.turnWorker ? { turnWorker: deps.turnWorker } : {}),
  };
  const verifier =
    deps.verifier ??
    (config.oidc
      ? oidcTokenVerifier(config.oidc.issuer, config.oidc.audience, config.oidc.clientId)
      : devTokenVerifier);
  const authenticateToken = createTokenAuthenticator({ config, db, verifier, clock, ids });
  const authenticate = createAuthenticate(authenticateToken);

  // Every route as registered, for the test that holds the server to the contract's route table.
  const registeredRoutes: { readonly method: string; readonly url: string }[] = [];
  server.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
  });
  server.decorateRequest("authUser", null as AuthUser | null);
  server.decorate("authenticate", authenticate);
  const answerCache = createAnswerCache(db.changeVersion, clock);
  server.decorate("answerCache", answerCache);
  server.decorateRequest("keptAnswer", null);
  installErrorHandler(server);
  installRoundGate(server, services);
  installSecurityHeaders(server, config);
  const rateLimit = await installRateLimit(server, config);
  const countResponse = httpResponseCounter(metrics);
  countFastifyResponses(server, countResponse);
  const seen = trackPresence(server, services);
  // Only where answers are kept (SQLite) and the rate limiter counts in this process.
  if (db.changeVersion && rateLimit) {
    const help = "Answers sent by the fast lane, kept ones again as they were or instant ones (http/fast-lane.ts).";
    const laneAnswers = {
      kept: metrics.series("nova_http_fast_lane_answers_total", help, { kind: "kept" }),
      instant: metrics.series("nova_http_fast_lane_answers_total", help, { kind: "instant" }),
    };
    lane = createFastLane({
      clock,
      version: answerCache.version,
      knownUser: authenticateToken.known,
      rateLimit,
      trustProxy,
      countAnswer: httpResponseSeries(metrics, "GET", 200),
      countLane: (kind) => laneAnswers[kind](),
      seen,
      logsRequests: () => {
        const level = server.log.level;
        return level === "debug" || level === "trace";
      },
      onError: (error) => server.log.error({ err: error }, "fast lane failed"),
    });
    const closing = lane;
    server.addHook("preClose", (done) => {
      closing.close();
      done();
    });
  }
  server.decorate("fastLane", lane);
  server.decorateRequest("instantPath", null);
  installResponsePolicy(server, lane);

  // Small frames only: a client sends one auth message and nothing else.
  await server.register(websocket, { options: { maxPayload: 16 * 1024 } });
  metricsRoutes(server, services, metrics);
  pushRoutes(server, services, push, authenticateToken);
  healthRoutes(server, services);
  apiDocsRoutes(server);
  authRoutes(server, services);
  galaxyRoutes(server, services);
  adminRoutes(server, services);
  eventRoutes(server, services);
  planetRoutes(server, services);
  orderRoutes(server, services);
  galaxyAdminRoutes(server, services);
  mapRoutes(server, services);
  fleetRoutes(server, services);
  combatRoutes(server, services);
  guidanceRoutes(server, services);
  dashboardRoutes(server, services);
  languageRoutes(server, services);
  rankingsRoutes(server, services);
  researchRoutes(server, services);
  familyRoutes(server, services);
  marketRoutes(server, services);
  operationsRoutes(server, services);
  const notifier = await createNotifier(services);
  await notificationRoutes(server, services, notifier);
  messagesRoutes(server, services);
  newsAidRoutes(server, services);
  roundRoutes(server, services);
  await serveWebClient(server, config.webDist);
  return { server, services, registeredRoutes, notifier };
};
