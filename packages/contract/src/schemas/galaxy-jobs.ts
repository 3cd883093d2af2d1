import { z } from "zod";
import { GalaxyCreationConfigSchema } from "./galaxy-creation.ts";

export const JOB_STATUSES = ["queued", "in_progress", "completed", "failed"] as const;

/** The wizard may send planetsPerHomeSystem; it must equal maxPlayersPerFamily. */
export const GalaxyCreationRequestSchema = GalaxyCreationConfigSchema.extend({
  planetsPerHomeSystem: z.number().int().optional(),
}).refine((c) => c.planetsPerHomeSystem === undefined || c.planetsPerHomeSystem === c.maxPlayersPerFamily, {
  message: "Planets per home system must equal max players per family",
});
export type GalaxyCreationRequest = z.output<typeof GalaxyCreationRequestSchema>;

export const GalaxyCreationResponseSchema = z.object({
  jobId: z.string(),
  galaxyId: z.string(),
  status: z.enum(JOB_STATUSES),
});

export const GalaxyJobSchema = z.object({
  jobId: z.string(),
  galaxyId: z.string(),
  galaxyName: z.string(),
  status: z.enum(JOB_STATUSES),
  progressPercent: z.number().int(),
  progressMessage: z.string().nullable(),
  totalSystems: z.number().int().nullable(),
  totalPlanets: z.number().int().nullable(),
  errorMessage: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type GalaxyJob = z.infer<typeof GalaxyJobSchema>;
export const GalaxyJobListSchema = z.object({ jobs: z.array(GalaxyJobSchema) });
export const GalaxyJobParamsSchema = z.object({ jobId: z.string().min(1).max(100) });
export const GalaxyJobsQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });
