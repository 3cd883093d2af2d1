import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../api/query-keys.ts";
import { useApi } from "../../auth/auth-context.ts";

/** News change at flips and battles; push refreshes the galaxy's queries at a flip. */
export const NEWS_REFRESH_MS = 60_000;

export const useGalaxyNews = (galaxyId: string, limit: number, enabled = true) => {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.news(galaxyId, limit),
    queryFn: ({ signal }) => api.call("galaxyNews", { params: { galaxyId }, query: { limit }, signal }),
    enabled,
    refetchInterval: NEWS_REFRESH_MS,
  });
};
