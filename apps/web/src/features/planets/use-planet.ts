import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../api/query-keys.ts";
import { useApi } from "../../auth/auth-context.ts";

/** One planet as the caller may see it (full detail for the owner, public facts otherwise). */
export const usePlanet = (galaxyId: string, planetId: string, enabled = true) => {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.planet(galaxyId, planetId),
    queryFn: ({ signal }) => api.call("planet", { params: { galaxyId, planetId }, signal }),
    enabled,
  });
};
