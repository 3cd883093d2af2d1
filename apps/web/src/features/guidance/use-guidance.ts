import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TourName } from "@nova/contract";
import { useApi } from "../../auth/auth-context.ts";
import { guidanceKeys } from "./guidance-keys.ts";

/** Advice follows the empire's state, which changes at flips and after orders: read again every 30 s. */
const ADVICE_REFRESH_MS = 30_000;

/** The tours the account finished (GET /account/tours) and finishing one (POST /account/tours/{tour}). */
export const useTours = (enabled: boolean) => {
  const api = useApi();
  const client = useQueryClient();
  const done = useQuery({
    queryKey: guidanceKeys.tours,
    queryFn: ({ signal }) => api.call("toursDone", { signal }),
    enabled,
    staleTime: Infinity,
  });
  const finish = useMutation({
    mutationFn: (tour: TourName) => api.call("finishTour", { params: { tour } }),
    onSuccess: (answer) => client.setQueryData(guidanceKeys.tours, answer),
  });
  return { done, finish };
};

export const useAdvice = (galaxyId: string) => {
  const api = useApi();
  return useQuery({
    queryKey: guidanceKeys.advice(galaxyId),
    queryFn: ({ signal }) => api.call("advice", { params: { galaxyId }, signal }),
    refetchInterval: ADVICE_REFRESH_MS,
  });
};

export const useAwaySummary = (galaxyId: string, since: number | null) => {
  const api = useApi();
  return useQuery({
    queryKey: guidanceKeys.summary(galaxyId, since ?? -1),
    queryFn: ({ signal }) => api.call("awaySummary", { params: { galaxyId }, query: { since: since ?? 0 }, signal }),
    enabled: since !== null,
    staleTime: Infinity,
  });
};
