import { z } from "zod";
import { FAMILY_ROLES, RACES } from "@nova/rules";
import { ResourcesSchema } from "./common.ts";

export const IncomeBreakdownSchema = z.object({
  baseIncome: z.number(),
  populationIncome: z.number(),
  cashFactoryIncome: z.number(),
  grossIncome: z.number(),
  raceBonus: z.number(),
  taxOfficeBonus: z.number(),
  economyScienceBonus: z.number(),
  totalIncome: z.number(),
  buildingUpkeep: z.number(),
  unitUpkeep: z.number(),
  bureaucracyCost: z.number(),
  totalUpkeep: z.number(),
  netIncome: z.number(),
  foodShortage: z.boolean(),
});

export const ResourceProductionSchema = z.object({
  foodProduced: z.number(),
  foodConsumed: z.number(),
  foodNet: z.number(),
  ironProduced: z.number(),
  enduriumProduced: z.number(),
  octarineProduced: z.number(),
});

/** The spec's Player stats entity plus the map's fields (playerName, units, votedFor). */
export const PlayerStatsSchema = z.object({
  galaxyId: z.string(),
  playerId: z.string(),
  username: z.string(),
  playerName: z.string(),
  race: z.enum(RACES),
  familyId: z.string().nullable(),
  familyRole: z.enum(FAMILY_ROLES),
  votedFor: z.string().nullable(),
  morale: z.number(),
  networth: z.number(),
  population: z.number().int(),
  maxPopulation: z.number().int(),
  researchPoints: z.number(),
  scienceBonus: z.number(),
  planetCount: z.number().int(),
  units: z.object({ agents: z.number().int(), wizards: z.number().int() }),
  resources: ResourcesSchema,
  credits: z.number().int(),
  /** Filled by the economy engine; null until it has computed them for this player. */
  incomeBreakdown: IncomeBreakdownSchema.nullable(),
  resourceProduction: ResourceProductionSchema.nullable(),
  /** New-player protection lasts until this turn (null: none); attacks and hostile operations are refused before it. */
  protectedUntilTurn: z.number().int().nullable(),
  /** Turns until each stock would go negative at this turn's rates, null when it lasts (issue 18). */
  turnsUntilShortage: z.object({
    credits: z.number().int().nullable(),
    food: z.number().int().nullable(),
    iron: z.number().int().nullable(),
    endurium: z.number().int().nullable(),
    octarine: z.number().int().nullable(),
  }),
});
export type PlayerStats = z.infer<typeof PlayerStatsSchema>;
