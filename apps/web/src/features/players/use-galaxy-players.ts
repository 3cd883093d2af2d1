import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../api/query-keys.ts";
import { useApi } from "../../auth/auth-context.ts";

export const useGalaxyPlayers = (galaxyId: string) => {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.galaxyPlayers(galaxyId),
    queryFn: ({ signal }) => api.call("galaxyPlayers", { params: { galaxyId }, signal }),
  });
};
