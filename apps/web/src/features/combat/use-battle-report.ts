import { useQuery } from "@tanstack/react-query";
import { lastSegment } from "@nova/rules";
import { useApi } from "../../auth/auth-context.ts";
import { fleetKeys } from "../fleets/fleet-keys.ts";

/**
 * One battle report: GET /battles/{galaxyId}/battle/{reportId}. A report id containing a colon is sent by its
 * last segment only (core-play section 7). Reports never change, so they are not polled.
 */
export const useBattleReport = (galaxyId: string, reportId: string, enabled = true) => {
  const api = useApi();
  const id = lastSegment(reportId);
  return useQuery({
    queryKey: fleetKeys.battle(galaxyId, id),
    queryFn: ({ signal }) => api.call("battle", { params: { galaxyId, reportId: id }, signal }),
    enabled: enabled && id !== "",
    staleTime: Infinity,
  });
};
