import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Resource } from "@nova/rules";
import { queryKeys } from "../../api/query-keys.ts";
import { useApi } from "../../auth/auth-context.ts";

export const useAidAllowance = (galaxyId: string) => {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.aidAllowance(galaxyId),
    queryFn: ({ signal }) => api.call("aidAllowance", { params: { galaxyId }, signal }),
  });
};

/** Sends aid; afterwards the roster's credits, the player's resources, the allowance and the feeds are stale. */
export const useSendAid = (galaxyId: string) => {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { toPlayerId: string; resources: Partial<Record<Resource, number>> }) =>
      api.call("sendAid", { params: { galaxyId }, body: input }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ["family", galaxyId] }),
        client.invalidateQueries({ queryKey: queryKeys.playerStats(galaxyId) }),
        client.invalidateQueries({ queryKey: ["events", galaxyId] }),
      ]),
  });
};
