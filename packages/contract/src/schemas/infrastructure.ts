import { z } from "zod";
import { BUILDING_TYPES } from "@nova/rules";

/**
 * GET /player/infrastructure/{galaxyId}: the dashboard's Building Infrastructure figures (core-play section 2) over
 * the caller's planets, as `infrastructureSummary` in @nova/rules adds them up, and the home world the dashboard's
 * alerts link to (null when the empire holds none). The dashboard needs these, not the planets list itself: for a
 * 50-planet empire that list is 35 KB, and after each flip every open dashboard asks again.
 */
export const InfrastructureSchema = z.object({
  totalBuildings: z.number().int(),
  inProgress: z.number().int(),
  totalSpace: z.number().int(),
  freeSpace: z.number().int(),
  /** Every building type in the catalogue's order; `percent` is its share of the completed buildings (0 to 100). */
  perType: z.array(z.object({ type: z.enum(BUILDING_TYPES), count: z.number().int(), percent: z.number() })),
  homePlanetId: z.string().nullable(),
});
export type Infrastructure = z.infer<typeof InfrastructureSchema>;
