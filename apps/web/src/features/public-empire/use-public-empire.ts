import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../api/query-keys.ts";
import { useApi } from "../../auth/auth-context.ts";

/** Another empire's public standing; it moves once a turn, like the rankings it comes from. */
export const usePublicEmpire = (galaxyId: string, playerId: string) => {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.publicEmpire(galaxyId, playerId),
    queryFn: ({ signal }) => api.call("publicEmpire", { params: { galaxyId, playerId }, signal }),
    staleTime: 60_000,
  });
};
