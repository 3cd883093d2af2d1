import { z } from "zod";
import { RESOURCES } from "@nova/rules";

const stock = z.number().int().nonnegative();

export const ResourcesSchema = z.object({
  credits: stock,
  food: stock,
  iron: stock,
  endurium: stock,
  octarine: stock,
});

/** Galaxy ids: 3-64 letters, digits, dashes and underscores (they appear inside planet ids, so no colons). */
export const GalaxyIdSchema = z
  .string()
  .min(3, "Galaxy ID must be at least 3 characters")
  .max(64, "Galaxy ID must be at most 64 characters")
  .regex(/^[A-Za-z0-9_-]+$/, "Galaxy ID can only contain letters, numbers, dashes, and underscores");

export const GalaxyParamsSchema = z.object({ galaxyId: GalaxyIdSchema });
export const GalaxyQuerySchema = z.object({ galaxyId: GalaxyIdSchema });

export const ErrorBodySchema = z.object({
  detail: z.string(),
  code: z.string(),
  /** The numbers and words behind the detail text, when the rule has them. */
  data: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export const RESOURCE_LIST = RESOURCES;
