import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../api/query-keys.ts";
import { useApi } from "../../auth/auth-context.ts";
import { TURN_AND_RESOURCES_REFRESH_MS } from "./refresh.ts";

export const useTurnInfo = (galaxyId: string | null) => {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.turnInfo(galaxyId ?? ""),
    queryFn: ({ signal }) => api.call("turnInfo", { params: { galaxyId: galaxyId ?? "" }, signal }),
    enabled: galaxyId !== null,
    refetchInterval: TURN_AND_RESOURCES_REFRESH_MS,
  });
};
