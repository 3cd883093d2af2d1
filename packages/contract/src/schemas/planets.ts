import { ID_MESSAGE, ID_PATTERN } from "./common.ts";
import { z } from "zod";
import { BONUS_TYPES, BUILDING_TYPES, PLANET_TYPES, UNIT_TYPES } from "@nova/rules";

export const CoordinatesSchema = z.object({ x: z.number().int(), y: z.number().int() });

/**
 * A planet as one caller may see it. `visibility: "owner"` carries everything; "public" (another
 * player's or a neutral planet) hides population, buildings and stationed units (they are intelligence).
 */
export const PlanetSchema = z.object({
  id: z.string(),
  planetId: z.number().int(),
  coordinates: CoordinatesSchema,
  systemId: z.string(),
  planetType: z.enum(PLANET_TYPES),
  size: z.number().int(),
  isHomeWorld: z.boolean(),
  visibility: z.enum(["owner", "public"]),
  population: z.number().int().nullable(),
  maxPopulation: z.number().int().nullable(),
  buildings: z.array(z.object({ type: z.enum(BUILDING_TYPES), count: z.number().int() })),
  buildingsInProgress: z.number().int().nullable(),
  bonus: z.object({ bonusType: z.enum(BONUS_TYPES), multiplier: z.number() }).nullable(),
  ownerId: z.string().nullable(),
  ownerName: z.string().nullable(),
  ownerFamilyId: z.string().nullable(),
  ownerFamilyName: z.string().nullable(),
  ownerNetworth: z.number().nullable(),
  claimedAt: z.string().nullable(),
  stationedUnits: z.array(z.object({ type: z.enum(UNIT_TYPES), count: z.number().int() })),
  /** Production per turn of this planet (owner view only). */
  production: z
    .object({
      food: z.number(),
      iron: z.number(),
      endurium: z.number(),
      octarine: z.number(),
      credits: z.number(),
      researchPoints: z.number(),
    })
    .nullable(),
});
export type Planet = z.infer<typeof PlanetSchema>;
export const PlanetListSchema = z.object({ planets: z.array(PlanetSchema) });

export const PlanetParamsSchema = z.object({
  galaxyId: z.string().regex(/^[A-Za-z0-9_-]{3,64}$/, "Galaxy not found"),
  planetId: z.string().min(1).max(200).regex(ID_PATTERN, `planetId ${ID_MESSAGE}`),
});
