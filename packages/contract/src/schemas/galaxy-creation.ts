import { z } from "zod";
import { DEFAULT_ROUND_TURNS, MAX_END_TURN, NPC_DIFFICULTIES } from "@nova/rules";
import { GalaxyIdSchema } from "./common.ts";

const int = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);

/**
 * The galaxy creation config with the wizard's rules (social-and-advanced section 5), re-checked on the
 * server. `planetsPerHomeSystem` always equals `maxPlayersPerFamily`, so it is not accepted as input.
 */
export const GalaxyCreationConfigSchema = z.strictObject({
  galaxyId: GalaxyIdSchema,
  galaxyName: z
    .string()
    .trim()
    .min(3, "Galaxy Name must be at least 3 characters")
    .max(64, "Galaxy Name must be at most 64 characters"),
  shardId: z.string().trim().min(1).max(32).default("shard-1"),
  gridWidth: int("Grid width", 20, 50),
  gridHeight: int("Grid height", 20, 50),
  familyCount: int("Family count", 2, 10),
  maxPlayersPerFamily: int("Max players per family", 1, 50),
  planetsPerNeutralSystem: int("Planets per neutral system", 1, 20),
  systemDensity: z
    .number({ error: "System density must be between 1% and 20%" })
    .min(0.01, "System density must be between 1% and 20%")
    .max(0.2, "System density must be between 1% and 20%"),
  turnLengthMinutes: int("Turn length", 5, 60),
  npcCount: int("NPC count", 0, 100).default(0),
  npcDifficulty: z.enum(NPC_DIFFICULTIES, { error: "Invalid NPC difficulty" }).default("medium"),
  isPrivate: z.boolean().default(false),
  /** The round's last turn (docs/rounds.md). */
  endTurn: int("End turn", 1, MAX_END_TURN).default(DEFAULT_ROUND_TURNS),
  /** Start the next round automatically when this one ends. */
  recurring: z.boolean().default(false),
});
export type GalaxyCreationConfig = z.output<typeof GalaxyCreationConfigSchema>;
