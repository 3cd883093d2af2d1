import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../auth/auth-context.ts";
import { TURN_AND_RESOURCES_REFRESH_MS } from "../empire/refresh.ts";

export const roundKeys = {
  round: (galaxyId: string) => ["round", galaxyId] as const,
  results: (galaxyId: string) => ["round", galaxyId, "results"] as const,
  hallOfFame: ["hall-of-fame"] as const,
  history: ["account-history"] as const,
};

/** The galaxy's round, refreshed with the turn (its countdown and status move with every flip). */
export const useRound = (galaxyId: string | null) => {
  const api = useApi();
  return useQuery({
    queryKey: roundKeys.round(galaxyId ?? ""),
    queryFn: ({ signal }) => api.call("galaxyRound", { params: { galaxyId: galaxyId ?? "" }, signal }),
    enabled: galaxyId !== null,
    refetchInterval: TURN_AND_RESOURCES_REFRESH_MS,
  });
};

/** Frozen: fetched once, never refetched on a timer. */
export const useRoundResults = (galaxyId: string | null, enabled: boolean) => {
  const api = useApi();
  return useQuery({
    queryKey: roundKeys.results(galaxyId ?? ""),
    queryFn: ({ signal }) => api.call("roundResults", { params: { galaxyId: galaxyId ?? "" }, signal }),
    enabled: galaxyId !== null && enabled,
    staleTime: Infinity,
  });
};

export const useHallOfFame = () => {
  const api = useApi();
  return useQuery({ queryKey: roundKeys.hallOfFame, queryFn: ({ signal }) => api.call("hallOfFame", { signal }) });
};

export const useAccountHistory = () => {
  const api = useApi();
  return useQuery({ queryKey: roundKeys.history, queryFn: ({ signal }) => api.call("accountHistory", { signal }) });
};
