import { accountRoutes } from "./routes/account-routes.ts";
import { dashboardRoutes } from "./routes/dashboard-routes.ts";
import { economyRoutes } from "./routes/economy-routes.ts";
import { familyRoutes } from "./routes/family-routes.ts";
import { fleetRoutes } from "./routes/fleet-routes.ts";
import { galaxyAdminRoutes } from "./routes/galaxy-admin-routes.ts";
import { guidanceRoutes } from "./routes/guidance-routes.ts";
import { languageRoutes } from "./routes/language-routes.ts";
import { notificationsRoutes } from "./routes/notifications-routes.ts";
import { mapRoutes } from "./routes/map-routes.ts";
import { messagesRoutes } from "./routes/messages-routes.ts";
import { newsAidRoutes } from "./routes/news-aid-routes.ts";
import { marketRoutes } from "./routes/market-routes.ts";
import { operationsRoutes } from "./routes/operations-routes.ts";
import { rankingsRoutes } from "./routes/rankings-routes.ts";
import { researchRoutes } from "./routes/research-routes.ts";
import { roundRoutes } from "./routes/round-routes.ts";
import type { z } from "zod";

export { route, type HttpMethod, type RouteDef } from "./routes/route.ts";

/** The route table: the server registers these, the web client calls them. */
export const routes = {
  ...accountRoutes,
  ...economyRoutes,
  ...galaxyAdminRoutes,
  ...mapRoutes,
  ...fleetRoutes,
  ...rankingsRoutes,
  ...researchRoutes,
  ...familyRoutes,
  ...marketRoutes,
  ...operationsRoutes,
  ...guidanceRoutes,
  ...languageRoutes,
  ...notificationsRoutes,
  ...messagesRoutes,
  ...newsAidRoutes,
  ...roundRoutes,
  ...dashboardRoutes,
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
export type RouteResponse<N extends RouteName> = z.infer<Routes[N]["response"]>;
export type RouteBody<N extends RouteName> = z.input<Routes[N]["body"]>;
export type RouteParams<N extends RouteName> = z.input<Routes[N]["params"]>;
export type RouteQuery<N extends RouteName> = z.input<Routes[N]["query"]>;
