import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../api/query-keys.ts";
import { useApi } from "../../auth/auth-context.ts";

/** Standings move once a turn; a minute-old ranking is fresh enough. */
const RANKINGS_STALE_MS = 60_000;

export const usePlayerRankings = (galaxyId: string) => {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.playerRankings(galaxyId),
    queryFn: ({ signal }) => api.call("playerRankings", { params: { galaxyId }, signal }),
    staleTime: RANKINGS_STALE_MS,
  });
};

export const useFamilyRankings = (galaxyId: string, enabled: boolean) => {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.familyRankings(galaxyId),
    queryFn: ({ signal }) => api.call("familyRankings", { params: { galaxyId }, signal }),
    staleTime: RANKINGS_STALE_MS,
    enabled,
  });
};

export const useFamilyRankingMembers = (galaxyId: string, familyId: string) => {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.familyRankingMembers(galaxyId, familyId),
    queryFn: ({ signal }) => api.call("familyRankingMembers", { params: { galaxyId, familyId }, signal }),
    staleTime: RANKINGS_STALE_MS,
  });
};
