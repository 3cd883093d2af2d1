import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../api/query-keys.ts";
import { useApi } from "../../auth/auth-context.ts";
import { GALAXY_ACTIVITY, RECENT_ACTIVITY } from "./activity-events.ts";

/** The player's own events for the dashboard's Recent Activity (limit 50, every 30 s). */
export const useRecentActivity = (galaxyId: string, enabled = true) => {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.events(galaxyId, RECENT_ACTIVITY.limit),
    queryFn: ({ signal }) =>
      api.call("events", { params: { galaxyId }, query: { limit: RECENT_ACTIVITY.limit }, signal }),
    enabled,
    refetchInterval: RECENT_ACTIVITY.refreshMs,
  });
};

/** The galaxy's public combat events for the Galaxy Activity drawer (limit 100, every 60 s while open). */
export const useGalaxyActivity = (galaxyId: string, enabled: boolean) => {
  const api = useApi();
  const eventTypes = GALAXY_ACTIVITY.eventTypes.join(",");
  return useQuery({
    queryKey: queryKeys.eventStream(galaxyId, GALAXY_ACTIVITY.limit, eventTypes),
    queryFn: ({ signal }) =>
      api.call("eventStream", {
        params: { galaxyId },
        query: { limit: GALAXY_ACTIVITY.limit, event_types: eventTypes },
        signal,
      }),
    enabled,
    refetchInterval: GALAXY_ACTIVITY.refreshMs,
  });
};
