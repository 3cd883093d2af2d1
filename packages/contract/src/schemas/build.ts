import { z } from "zod";
import { GalaxyIdSchema, ResourcesSchema, ID_MESSAGE, ID_PATTERN } from "./common.ts";

export const VALID_QUANTITY = "Please enter a valid quantity";

const quantity = (max: number) =>
  z.number({ error: VALID_QUANTITY }).int(VALID_QUANTITY).min(1, VALID_QUANTITY).max(max, VALID_QUANTITY);

export const CostSchema = z.object({
  credits: z.number(),
  iron: z.number(),
  endurium: z.number(),
  octarine: z.number(),
});

export const JOB_STATES = ["in_progress", "completed"] as const;

export const BuildOrderRequestSchema = z.strictObject({
  galaxyId: GalaxyIdSchema,
  orders: z
    .array(
      z.strictObject({
        planetId: z.string().min(1).max(200).regex(ID_PATTERN, `planetId ${ID_MESSAGE}`),
        buildingType: z.string().max(64),
        quantity: quantity(100),
      }),
      {
        error: "orders must be a list",
      },
    )
    .min(1, "Choose at least one building")
    .max(500, "Too many lines in one order"),
});
export type BuildOrderRequest = z.infer<typeof BuildOrderRequestSchema>;

export const BuildingJobSchema = z.object({
  id: z.string(),
  buildingType: z.string(),
  planetId: z.string(),
  quantity: z.number().int(),
  state: z.enum(JOB_STATES),
  startedAt: z.string(),
  completesAt: z.string(),
});
export type BuildingJob = z.infer<typeof BuildingJobSchema>;

export const BuildOrderResponseSchema = z.object({
  jobs: z.array(BuildingJobSchema),
  totalCost: CostSchema,
  resources: ResourcesSchema,
});
export const BuildingJobListSchema = z.object({ jobs: z.array(BuildingJobSchema) });

export const UnitBuildRequestSchema = z.strictObject({
  galaxyId: GalaxyIdSchema,
  fleetId: z.string().min(1, "Pick a fleet for the new units").max(300).regex(ID_PATTERN, `fleetId ${ID_MESSAGE}`),
  orders: z
    .array(z.strictObject({ unitType: z.string().max(64), quantity: quantity(10000) }))
    .min(1, "Choose at least one unit")
    .max(20, "Too many lines in one order"),
});
export type UnitBuildRequest = z.infer<typeof UnitBuildRequestSchema>;

export const UnitJobSchema = z.object({
  id: z.string(),
  unitType: z.string(),
  fleetId: z.string(),
  quantity: z.number().int(),
  state: z.enum(JOB_STATES),
  startedAt: z.string(),
  completesAt: z.string(),
});
export type UnitJob = z.infer<typeof UnitJobSchema>;
export const UnitBuildResponseSchema = z.object({
  jobs: z.array(UnitJobSchema),
  totalCost: CostSchema,
  resources: ResourcesSchema,
});
export const UnitJobListSchema = z.object({ jobs: z.array(UnitJobSchema) });
