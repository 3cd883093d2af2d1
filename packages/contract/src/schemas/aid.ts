import { z } from "zod";
import { ResourcesSchema } from "./common.ts";

const amount = z
  .number({ error: "Amounts must be numbers" })
  .int("Amounts must be whole numbers")
  .positive("Amounts must be positive");

/** POST /family/{galaxyId}/aid: resources for one member of the caller's family (docs/family-aid.md). */
export const AidRequestSchema = z.strictObject({
  toPlayerId: z.string().min(1, "Player ID is required").max(100),
  resources: z
    .strictObject({
      credits: amount.optional(),
      food: amount.optional(),
      iron: amount.optional(),
      endurium: amount.optional(),
      octarine: amount.optional(),
    })
    .refine((r) => Object.values(r).some((v) => v !== undefined), "Choose at least one resource to send"),
});

export const AidResponseSchema = z.object({
  aidId: z.string(),
  fromPlayerId: z.string(),
  toPlayerId: z.string(),
  resources: ResourcesSchema,
  /** Worth in credits at base market prices, counted against the caps. */
  value: z.number().int().nonnegative(),
  /** 'Sent 1,000 credits to Clan bob'. */
  message: z.string(),
});
export type AidResponse = z.infer<typeof AidResponseSchema>;

/** GET /family/{galaxyId}/aid/allowance: what the caller may send now (the dialog shows it). */
export const AidAllowanceSchema = z.object({
  /** Null when the caller may send aid now; otherwise why not, as the server would refuse. */
  blockedReason: z.string().nullable(),
  /**
   * `blockedReason` as the refusal's reason (from `REFUSAL_TEXTS`) and data, so a client can say it in its own
   * language; null when the caller may send aid now.
   */
  blockedRefusal: z
    .object({
      reason: z.string(),
      data: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    })
    .nullable(),
  /** Most value (credits at base prices) one shipment may carry now. */
  maxValue: z.number().int().nonnegative(),
  /** Turn from which the caller may send again (cooldown). */
  nextAidTurn: z.number().int(),
  currentTurn: z.number().int(),
});
export type AidAllowance = z.infer<typeof AidAllowanceSchema>;
