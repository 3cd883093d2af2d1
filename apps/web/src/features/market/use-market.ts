import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TradeRequest } from "@nova/contract";
import type { TradeSide } from "@nova/rules";
import { queryKeys } from "../../api/query-keys.ts";
import { useApi } from "../../auth/auth-context.ts";
import { TURN_AND_RESOURCES_REFRESH_MS } from "../empire/refresh.ts";

export const useMarketPrices = (galaxyId: string) => {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.marketPrices(galaxyId),
    queryFn: ({ signal }) => api.call("marketPrices", { query: { galaxyId }, signal }),
    // Other empires trade, and every flip moves the stocks back toward equilibrium.
    refetchInterval: TURN_AND_RESOURCES_REFRESH_MS,
  });
};

export const useMarketTransactions = (galaxyId: string) => {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.marketTransactions(galaxyId),
    queryFn: ({ signal }) => api.call("marketTransactions", { query: { galaxyId }, signal }),
  });
};

export const useMarketOrders = (galaxyId: string) => {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.marketOrders(galaxyId),
    queryFn: ({ signal }) => api.call("marketOrders", { query: { galaxyId }, signal }),
  });
};

/** Buys or sells; afterwards the prices, the lists, the top bar's resources and the events are read again. */
export const useTrade = (galaxyId: string, side: TradeSide) => {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: TradeRequest) =>
      api.call(side === "buy" ? "marketBuy" : "marketSell", { query: { galaxyId }, body: request }),
    onSuccess: async (answer) => {
      client.setQueryData(queryKeys.marketPrices(galaxyId), answer.prices);
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.market(galaxyId) }),
        client.invalidateQueries({ queryKey: queryKeys.playerStats(galaxyId) }),
        client.invalidateQueries({ queryKey: ["events", galaxyId] }),
      ]);
    },
  });
};
