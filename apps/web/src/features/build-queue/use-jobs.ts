import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../api/query-keys.ts";
import { useApi } from "../../auth/auth-context.ts";

/** How often the queue re-reads its jobs: completions happen at turn flips on the server's clock. */
export const JOBS_REFRESH_MS = 10_000;

export const useBuildJobs = (galaxyId: string, enabled = true) => {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.buildJobs(galaxyId),
    queryFn: ({ signal }) => api.call("buildJobs", { params: { galaxyId }, signal }),
    enabled,
    refetchInterval: JOBS_REFRESH_MS,
  });
};

export const useUnitJobs = (galaxyId: string, enabled = true) => {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.unitJobs(galaxyId),
    queryFn: ({ signal }) => api.call("unitJobs", { params: { galaxyId }, signal }),
    enabled,
    refetchInterval: JOBS_REFRESH_MS,
  });
};
