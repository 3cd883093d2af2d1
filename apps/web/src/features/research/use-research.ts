import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ScienceAllocation } from "@nova/rules";
import { queryKeys } from "../../api/query-keys.ts";
import { useApi } from "../../auth/auth-context.ts";
import { TURN_AND_RESOURCES_REFRESH_MS } from "../empire/refresh.ts";

export const useResearchStats = (galaxyId: string) => {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.researchStats(galaxyId),
    queryFn: ({ signal }) => api.call("researchStats", { query: { galaxyId }, signal }),
    // Points arrive at each flip.
    refetchInterval: TURN_AND_RESOURCES_REFRESH_MS,
  });
};

export const useResearchAllocation = (galaxyId: string) => {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.researchAllocation(galaxyId),
    queryFn: ({ signal }) => api.call("researchAllocation", { query: { galaxyId }, signal }),
  });
};

/** Invests credits; afterwards research, resources and events are read again. */
export const useResearchDeposit = (galaxyId: string) => {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) => api.call("researchDeposit", { query: { galaxyId }, body: { amount } }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.researchStats(galaxyId) }),
        client.invalidateQueries({ queryKey: queryKeys.playerStats(galaxyId) }),
        client.invalidateQueries({ queryKey: ["events", galaxyId] }),
      ]);
    },
  });
};

export const useSetResearchAllocation = (galaxyId: string) => {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (allocation: ScienceAllocation) =>
      api.call("setResearchAllocation", { query: { galaxyId }, body: { allocation } }),
    onSuccess: (saved) => client.setQueryData(queryKeys.researchAllocation(galaxyId), saved),
  });
};
