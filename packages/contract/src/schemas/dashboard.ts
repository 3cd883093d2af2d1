import { z } from "zod";
import { EventListSchema } from "./events.ts";
import { AdviceSchema } from "./guidance.ts";
import { InfrastructureSchema } from "./infrastructure.ts";
import { NewsListSchema } from "./news.ts";
import { PlanetListSchema } from "./planets.ts";
import { PlayerStatsSchema } from "./player.ts";
import { ResearchStatsSchema } from "./research.ts";

/**
 * The reads a dashboard asks for again after a flip, each answered as its own route answers it: `stats` is
 * GET /player/stats, `planets` GET /galaxy/planets/{galaxyId}, `advice` GET /player/advice/{galaxyId}, `research`
 * GET /research/stats, `events` GET /events/{galaxyId}?limit=eventsLimit, `news` GET /news/{galaxyId}?limit=newsLimit,
 * `infrastructure` GET /player/infrastructure/{galaxyId}.
 */
export const DASHBOARD_PARTS = ["stats", "planets", "advice", "research", "events", "news", "infrastructure"] as const;
export type DashboardPart = (typeof DASHBOARD_PARTS)[number];

export const DashboardQuerySchema = z.object({
  /** Comma-separated, at least one: "stats,planets,events". */
  parts: z
    .string()
    .max(200)
    .transform((v) => [...new Set(v.split(",").map((s) => s.trim()))])
    .pipe(z.array(z.enum(DASHBOARD_PARTS)).min(1)),
  /** The `limit` of GET /events/{galaxyId}, with its bounds and default. */
  eventsLimit: z.coerce.number().int().min(1).max(500).default(50),
  /** The `limit` of GET /news/{galaxyId}, with its bounds and default. */
  newsLimit: z.coerce.number().int().min(1).max(100).default(20),
});
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>;

/** GET /player/dashboard/{galaxyId}: the parts asked for, and only those. */
export const DashboardSchema = z.object({
  stats: PlayerStatsSchema.optional(),
  planets: PlanetListSchema.optional(),
  advice: AdviceSchema.optional(),
  research: ResearchStatsSchema.optional(),
  events: EventListSchema.optional(),
  news: NewsListSchema.optional(),
  infrastructure: InfrastructureSchema.optional(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
