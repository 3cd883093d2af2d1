import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../api/query-keys.ts";
import { useApi } from "../../auth/auth-context.ts";
import { TURN_AND_RESOURCES_REFRESH_MS } from "./refresh.ts";

/** The caller's own empire in a galaxy; polled so the top bar's resources stay current. */
export const usePlayerStats = (galaxyId: string | null, enabled = true) => {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.playerStats(galaxyId ?? ""),
    queryFn: ({ signal }) => api.call("playerStats", { query: { galaxyId: galaxyId ?? "" }, signal }),
    enabled: enabled && galaxyId !== null,
    refetchInterval: TURN_AND_RESOURCES_REFRESH_MS,
  });
};
