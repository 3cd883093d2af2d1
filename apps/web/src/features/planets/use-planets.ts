import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../api/query-keys.ts";
import { useApi } from "../../auth/auth-context.ts";

/** Every planet the player owns, with full detail. */
export const usePlanets = (galaxyId: string, enabled = true) => {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.planets(galaxyId),
    queryFn: ({ signal }) => api.call("planets", { params: { galaxyId }, signal }),
    enabled,
  });
};
