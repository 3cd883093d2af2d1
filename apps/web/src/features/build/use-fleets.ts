import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../api/query-keys.ts";
import { useApi } from "../../auth/auth-context.ts";

/** The player's fleets (for the unit dialog's target picker). */
export const useFleets = (galaxyId: string, enabled = true) => {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.fleets(galaxyId),
    queryFn: ({ signal }) => api.call("fleets", { params: { galaxyId }, signal }),
    enabled,
  });
};
