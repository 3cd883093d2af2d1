import { z } from "zod";
import { DEFAULT_ROUND_TURNS, MAX_END_TURN, NPC_DIFFICULTIES } from "@nova/rules";
import { GalaxyIdSchema } from "./common.ts";

const int = (label: string, [min, max]: readonly [number, number]) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);

/** The whole-number fields' ranges (inclusive), named here so a client can say the range in its own language. */
export const GALAXY_CONFIG_RANGES = {
  gridWidth: [20, 50],
  gridHeight: [20, 50],
  familyCount: [2, 10],
  maxPlayersPerFamily: [1, 50],
  planetsPerNeutralSystem: [1, 20],
  turnLengthMinutes: [5, 60],
  npcCount: [0, 100],
  endTurn: [1, MAX_END_TURN],
} as const;
const range = (field: keyof typeof GALAXY_CONFIG_RANGES) => GALAXY_CONFIG_RANGES[field];

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
  gridWidth: int("Grid width", range("gridWidth")),
  gridHeight: int("Grid height", range("gridHeight")),
  familyCount: int("Family count", range("familyCount")),
  maxPlayersPerFamily: int("Max players per family", range("maxPlayersPerFamily")),
  planetsPerNeutralSystem: int("Planets per neutral system", range("planetsPerNeutralSystem")),
  systemDensity: z
    .number({ error: "System density must be between 1% and 20%" })
    .min(0.01, "System density must be between 1% and 20%")
    .max(0.2, "System density must be between 1% and 20%"),
  turnLengthMinutes: int("Turn length", range("turnLengthMinutes")),
  npcCount: int("NPC count", range("npcCount")).default(0),
  npcDifficulty: z.enum(NPC_DIFFICULTIES, { error: "Invalid NPC difficulty" }).default("medium"),
  isPrivate: z.boolean().default(false),
  /** The round's last turn (docs/rounds.md). */
  endTurn: int("End turn", range("endTurn")).default(DEFAULT_ROUND_TURNS),
  /** Start the next round automatically when this one ends. */
  recurring: z.boolean().default(false),
});
export type GalaxyCreationConfig = z.output<typeof GalaxyCreationConfigSchema>;
