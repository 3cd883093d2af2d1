import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../api/query-keys.ts";
import { useApi } from "../../auth/auth-context.ts";
import { PLANETS_REFRESH_MS } from "../planets/use-planets.ts";

/** The dashboard's Building Infrastructure figures over the player's planets, read again as the planets list is. */
export const useInfrastructure = (galaxyId: string) => {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.infrastructure(galaxyId),
    queryFn: ({ signal }) => api.call("infrastructure", { params: { galaxyId }, signal }),
    refetchInterval: PLANETS_REFRESH_MS,
  });
};
