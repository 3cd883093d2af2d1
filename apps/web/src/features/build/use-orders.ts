import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RouteBody } from "@nova/contract";
import { queryKeys } from "../../api/query-keys.ts";
import { useApi } from "../../auth/auth-context.ts";

/** Places a building order; afterwards planets, jobs, resources and events are read again. */
export const useBuildOrder = (galaxyId: string) => {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orders: RouteBody<"buildOrder">["orders"]) => api.call("buildOrder", { body: { galaxyId, orders } }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.planets(galaxyId) }),
        client.invalidateQueries({ queryKey: ["planet", galaxyId] }),
        client.invalidateQueries({ queryKey: queryKeys.buildJobs(galaxyId) }),
        client.invalidateQueries({ queryKey: queryKeys.playerStats(galaxyId) }),
        client.invalidateQueries({ queryKey: ["events", galaxyId] }),
      ]);
    },
  });
};

/** Places a unit order into one fleet; afterwards unit jobs, resources and events are read again. */
export const useUnitOrder = (galaxyId: string) => {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { fleetId: string; orders: RouteBody<"unitBuild">["orders"] }) =>
      api.call("unitBuild", { body: { galaxyId, fleetId: input.fleetId, orders: input.orders } }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.unitJobs(galaxyId) }),
        client.invalidateQueries({ queryKey: queryKeys.playerStats(galaxyId) }),
        client.invalidateQueries({ queryKey: ["events", galaxyId] }),
      ]);
    },
  });
};
