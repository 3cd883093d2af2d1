import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { GalaxyCreationRequest, GalaxyJob } from "@nova/contract";
import { useApi } from "../../auth/auth-context.ts";

/** Job status polling while queued or in progress (social-and-advanced sections 4 and 9). */
export const JOB_POLL_MS = 3000;

export const isJobActive = (job: Pick<GalaxyJob, "status"> | undefined): boolean =>
  job === undefined || job.status === "queued" || job.status === "in_progress";

export const galaxyJobKey = (jobId: string) => ["galaxy-job", jobId] as const;

export const useCreateGalaxy = () => {
  const api = useApi();
  return useMutation({ mutationFn: (body: GalaxyCreationRequest) => api.call("createGalaxy", { body }) });
};

/** One job, polled every 3 s until it completes or fails; then the galaxy list is refreshed once. */
export const useGalaxyJob = (jobId: string) => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: galaxyJobKey(jobId),
    queryFn: async ({ signal }) => {
      const job = await api.call("galaxyJob", { params: { jobId }, signal });
      if (job.status === "completed") void queryClient.invalidateQueries({ queryKey: ["galaxies"] });
      return job;
    },
    refetchInterval: (query) => (isJobActive(query.state.data) && !query.state.error ? JOB_POLL_MS : false),
  });
};
