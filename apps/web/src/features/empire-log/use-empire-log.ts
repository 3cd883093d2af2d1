import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../auth/auth-context.ts";
import { fleetKeys } from "../fleets/fleet-keys.ts";
import { logQuery, type LogFilters } from "./empire-log-filters.ts";

/** The Empire Log: GET /activity/{galaxyId}?limit=200 with the source and type filters. */
export const useEmpireLog = (galaxyId: string, filters: LogFilters) => {
  const api = useApi();
  return useQuery({
    queryKey: [...fleetKeys.empireLog(galaxyId), filters.source, filters.type] as const,
    queryFn: ({ signal }) => api.call("activity", { params: { galaxyId }, query: logQuery(filters), signal }),
    placeholderData: (previous) => previous,
  });
};
