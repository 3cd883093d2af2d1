import { queryKeys } from "../../api/query-keys.ts";

/** Query keys for fleet, battle and Empire Log data; `fleets` is the shared key the build dialog uses too. */
export const fleetKeys = {
  fleets: queryKeys.fleets,
  /** Other empires' attack fleets heading for the player's planets. */
  incoming: (galaxyId: string) => ["incoming-fleets", galaxyId] as const,
  battle: (galaxyId: string, reportId: string) => ["battle", galaxyId, reportId] as const,
  empireLog: (galaxyId: string) => ["empire-log", galaxyId] as const,
};
