import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CastRequest, CastResponse, TriggerRequest } from "@nova/contract";
import { detailOr } from "../../api/api-error.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { useApi } from "../../auth/auth-context.ts";
import { serverText } from "../../i18n/server-text.ts";
import { useNotify } from "../../notifications/notification-context.ts";
import { TURN_AND_RESOURCES_REFRESH_MS } from "../empire/refresh.ts";
import { OPERATIONS_TEXT } from "./operations-text.ts";

export const useActiveEffects = (galaxyId: string, enabled = true) => {
  const api = useApi();
  return useQuery({
    enabled,
    queryKey: queryKeys.activeEffects(galaxyId),
    queryFn: ({ signal }) => api.call("activeEffects", { params: { galaxyId }, signal }),
    // Effects tick at each flip.
    refetchInterval: TURN_AND_RESOURCES_REFRESH_MS,
  });
};

/** Core-play section 9: the Intel Ops overlay polls every 60 s while it is on. */
export const INTEL_OPS_REFRESH_MS = 60_000;

/** What the grid map's Intel Ops overlay draws; only fetched while the overlay is on. */
export const useActiveOperations = (galaxyId: string, enabled: boolean) => {
  const api = useApi();
  return useQuery({
    enabled,
    queryKey: queryKeys.activeOperations(galaxyId),
    queryFn: ({ signal }) => api.call("activeOperations", { params: { galaxyId }, signal }),
    refetchInterval: INTEL_OPS_REFRESH_MS,
  });
};

/** The empires the player has infiltrated, with their news (rules.md 14.2). */
export const useInfiltrations = (galaxyId: string) => {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.infiltrations(galaxyId),
    queryFn: ({ signal }) => api.call("infiltrations", { params: { galaxyId }, signal }),
    refetchInterval: TURN_AND_RESOURCES_REFRESH_MS,
  });
};

export const usePlantedOperations = (galaxyId: string) => {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.plantedOperations(galaxyId),
    queryFn: ({ signal }) => api.call("plantedOperations", { params: { galaxyId }, signal }),
    refetchInterval: TURN_AND_RESOURCES_REFRESH_MS,
  });
};

/** After a cast or a trigger: stats (morale, octarine, units), effects, planted and the logs are read again. */
const useRefreshAfterOperation = (galaxyId: string) => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.operations(galaxyId) }),
      client.invalidateQueries({ queryKey: queryKeys.playerStats(galaxyId) }),
      client.invalidateQueries({ queryKey: ["events", galaxyId] }),
    ]);
};

export const useCastOperation = (galaxyId: string) => {
  const api = useApi();
  const refresh = useRefreshAfterOperation(galaxyId);
  return useMutation({
    mutationFn: (body: CastRequest) => api.call("castOperation", { params: { galaxyId }, body }),
    // Morale and octarine are spent whatever the outcome.
    onSettled: refresh,
  });
};

/**
 * A cast that tells the player how it went: the server's message as a toast, in the player's language (success, or a warning when the
 * roll failed or was defended); a refusal as 'Operation failed' with the server's text (or 'Failed to cast
 * operation.'), which `onRefused` also receives.
 */
export const useCastAndNotify = (galaxyId: string) => {
  const cast = useCastOperation(galaxyId);
  const { notify } = useNotify();
  const send = (
    body: CastRequest,
    handlers: { onResult: (result: CastResponse) => void; onRefused?: (message: string) => void },
  ) =>
    cast.mutate(body, {
      onSuccess: (result) => {
        handlers.onResult(result);
        notify({
          severity: result.success ? "success" : "warning",
          message: serverText(result.messageText, result.message),
        });
      },
      onError: (e) => {
        const message = detailOr(e, OPERATIONS_TEXT.castFailed);
        handlers.onRefused?.(message);
        notify({ severity: "error", title: OPERATIONS_TEXT.castFailedTitle, message });
      },
    });
  return { send, isPending: cast.isPending };
};

export const useTriggerOperation = (galaxyId: string) => {
  const api = useApi();
  const refresh = useRefreshAfterOperation(galaxyId);
  return useMutation({
    mutationFn: (body: TriggerRequest) => api.call("triggerOperation", { body }),
    onSettled: refresh,
  });
};
