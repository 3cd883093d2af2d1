import { ALLOCATION_TOTAL_ERROR, DEPOSIT_AMOUNT_ERROR, SCIENCE_FIELDS } from "@nova/rules";
import { z } from "zod";

/** One science field's standing: its bonus (percent, e.g. 12.5) and the points it holds. */
export const ScienceCategorySchema = z.object({
  bonusPercent: z.number(),
  totalPoints: z.number().int(),
});

/** GET /research/stats (social-and-advanced section 3, Research stats). */
export const ResearchStatsSchema = z.object({
  /** Credits deposited in all. */
  totalInvestment: z.number().int(),
  /** Credits deposited and not yet released as points. */
  remainingInvestment: z.number().int(),
  /** What the coming flip adds: rpFromCenters + rpFromInvestment. */
  rpPerTurn: z.number().int(),
  rpFromCenters: z.number().int(),
  rpFromInvestment: z.number().int(),
  /** Points accumulated over every field. */
  totalRP: z.number().int(),
  military: ScienceCategorySchema,
  welfare: ScienceCategorySchema,
  economy: ScienceCategorySchema,
  construction: ScienceCategorySchema,
  resources: ScienceCategorySchema,
});
export type ResearchStats = z.infer<typeof ResearchStatsSchema>;

const percent = z
  .number({ error: ALLOCATION_TOTAL_ERROR })
  .min(0, "Each field takes 0 to 100%")
  .max(100, "Each field takes 0 to 100%");

/** Five percentages, one per field; the server also checks that they total 100. */
export const ScienceAllocationSchema = z.strictObject(
  Object.fromEntries(SCIENCE_FIELDS.map((field) => [field, percent])) as Record<
    (typeof SCIENCE_FIELDS)[number],
    typeof percent
  >,
);

export const AllocationRequestSchema = z.strictObject({ allocation: ScienceAllocationSchema });
export const AllocationResponseSchema = z.object({ allocation: ScienceAllocationSchema });

export const DepositRequestSchema = z.strictObject({
  amount: z
    .number({ error: DEPOSIT_AMOUNT_ERROR })
    .int(DEPOSIT_AMOUNT_ERROR)
    .min(1, DEPOSIT_AMOUNT_ERROR)
    .max(Number.MAX_SAFE_INTEGER, DEPOSIT_AMOUNT_ERROR),
});

export const DepositResponseSchema = z.object({
  deposited: z.number().int(),
  /** The empire's credits after the deposit. */
  credits: z.number().int(),
  totalInvestment: z.number().int(),
  remainingInvestment: z.number().int(),
});
