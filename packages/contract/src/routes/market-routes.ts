import { GalaxyQuerySchema } from "../schemas/common.ts";
import {
  MarketOrdersSchema,
  MarketPricesSchema,
  MarketTransactionsSchema,
  TradeRequestSchema,
  TradeResponseSchema,
} from "../schemas/market.ts";
import { IN_GALAXY, none, ORDER, route } from "./route.ts";

/** Market (social-and-advanced section 7): every call names the galaxy in the query. */
export const marketRoutes = {
  marketPrices: route({
    method: "GET",
    path: "/market/prices",
    auth: true,
    mutates: false,
    refusals: IN_GALAXY,
    params: none,
    query: GalaxyQuerySchema,
    body: none,
    response: MarketPricesSchema,
  }),
  marketOrders: route({
    method: "GET",
    path: "/market/orders",
    auth: true,
    mutates: false,
    refusals: IN_GALAXY,
    params: none,
    query: GalaxyQuerySchema,
    body: none,
    response: MarketOrdersSchema,
  }),
  marketTransactions: route({
    method: "GET",
    path: "/market/transactions",
    auth: true,
    mutates: false,
    refusals: IN_GALAXY,
    params: none,
    query: GalaxyQuerySchema,
    body: none,
    response: MarketTransactionsSchema,
  }),
  marketBuy: route({
    method: "POST",
    path: "/market/buy",
    auth: true,
    mutates: true,
    refusals: [...ORDER, "conflict"],
    params: none,
    query: GalaxyQuerySchema,
    body: TradeRequestSchema,
    response: TradeResponseSchema,
  }),
  marketSell: route({
    method: "POST",
    path: "/market/sell",
    auth: true,
    mutates: true,
    refusals: [...ORDER, "conflict"],
    params: none,
    query: GalaxyQuerySchema,
    body: TradeRequestSchema,
    response: TradeResponseSchema,
  }),
} as const;
