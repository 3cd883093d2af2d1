import { routes } from "@nova/contract";
import type { FastifyInstance } from "fastify";
import type { ServiceDeps } from "../../services/deps.ts";
import { marketOrders, marketPrices, marketTransactions, trade } from "../../services/market/market-service.ts";
import { defineRoute } from "../define-route.ts";

export const marketRoutes = (app: FastifyInstance, deps: ServiceDeps): void => {
  defineRoute(app, routes.marketPrices, async ({ user, query }) => marketPrices(deps, user, query.galaxyId));
  defineRoute(app, routes.marketOrders, async ({ user, query }) => marketOrders(deps, user, query.galaxyId));
  defineRoute(app, routes.marketTransactions, async ({ user, query }) =>
    marketTransactions(deps, user, query.galaxyId),
  );
  defineRoute(app, routes.marketBuy, async ({ user, query, body }) =>
    trade(deps, user, query.galaxyId, "buy", body.resource, body.quantity),
  );
  defineRoute(app, routes.marketSell, async ({ user, query, body }) =>
    trade(deps, user, query.galaxyId, "sell", body.resource, body.quantity),
  );
};
