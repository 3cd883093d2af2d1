import { queryKeys } from "../../api/query-keys.ts";

/** Query keys for fleet, battle and Empire Log data; `fleets` is the shared key the build dialog uses too. */
export const fleetKeys = {
  fleets: queryKeys.fleets,
  battle: (galaxyId: string, reportId: string) => ["battle", galaxyId, reportId] as const,
  empireLog: (galaxyId: string) => ["empire-log", galaxyId] as const,
};
