import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../api/query-keys.ts";
import { useApi } from "../../auth/auth-context.ts";

/** Buildings complete at turn flips on the server's clock, so the list is read again every 30 s. */
export const PLANETS_REFRESH_MS = 30_000;

/** Every planet the player owns, with full detail. */
export const usePlanets = (galaxyId: string, enabled = true) => {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.planets(galaxyId),
    queryFn: ({ signal }) => api.call("planets", { params: { galaxyId }, signal }),
    enabled,
    refetchInterval: PLANETS_REFRESH_MS,
  });
};
