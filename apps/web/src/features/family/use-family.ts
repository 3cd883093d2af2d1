import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AssignableFamilyRole } from "@nova/rules";
import { queryKeys } from "../../api/query-keys.ts";
import { useApi } from "../../auth/auth-context.ts";
import { FAMILY_REFRESH_MS, FLEET_ACTIVITY } from "./family-view.ts";

export const useFamilyMembers = (galaxyId: string, familyId: string) => {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.familyMembers(galaxyId, familyId),
    queryFn: ({ signal }) => api.call("familyMembers", { params: { galaxyId }, query: { familyId }, signal }),
    refetchInterval: FAMILY_REFRESH_MS,
  });
};

export const useVotingResults = (galaxyId: string, familyId: string, enabled: boolean) => {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.familyVotingResults(galaxyId, familyId),
    queryFn: ({ signal }) => api.call("familyVotingResults", { params: { galaxyId }, query: { familyId }, signal }),
    enabled,
    refetchInterval: FAMILY_REFRESH_MS,
  });
};

/** The family's Fleet Activity feed (limit 100, every 30 s while the tab is open). */
export const useFleetActivity = (galaxyId: string, familyId: string, enabled: boolean) => {
  const api = useApi();
  const eventTypes = FLEET_ACTIVITY.eventTypes.join(",");
  return useQuery({
    queryKey: queryKeys.familyEvents(galaxyId, familyId, FLEET_ACTIVITY.limit, eventTypes),
    queryFn: ({ signal }) =>
      api.call("familyEvents", {
        params: { galaxyId, familyId },
        query: { limit: FLEET_ACTIVITY.limit, event_types: eventTypes },
        signal,
      }),
    enabled,
    refetchInterval: FLEET_ACTIVITY.refreshMs,
  });
};

/**
 * Everything a vote or a role change can alter: the roster, the tally, the player's own stats and Fleet Activity
 * (a vote elects at once and announces a new leader there).
 */
const useFamilyRefresh = (galaxyId: string, familyId: string) => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.familyMembers(galaxyId, familyId) }),
      client.invalidateQueries({ queryKey: queryKeys.familyVotingResults(galaxyId, familyId) }),
      client.invalidateQueries({ queryKey: queryKeys.playerStats(galaxyId) }),
      client.invalidateQueries({ queryKey: ["events", galaxyId, "family", familyId] }),
    ]);
};

export const useCastVote = (galaxyId: string, playerId: string, familyId: string) => {
  const api = useApi();
  const refresh = useFamilyRefresh(galaxyId, familyId);
  return useMutation({
    mutationFn: (votedForPlayerId: string) =>
      api.call("familyVote", { params: { galaxyId }, query: { playerId }, body: { votedForPlayerId } }),
    onSuccess: refresh,
  });
};

export const useUpdateRole = (galaxyId: string, playerId: string, familyId: string) => {
  const api = useApi();
  const refresh = useFamilyRefresh(galaxyId, familyId);
  return useMutation({
    mutationFn: (input: { targetPlayerId: string; newRole: AssignableFamilyRole }) =>
      api.call("familyUpdateRole", { params: { galaxyId }, query: { playerId }, body: input }),
    onSuccess: refresh,
  });
};
