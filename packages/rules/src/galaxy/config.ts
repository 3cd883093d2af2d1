/** Galaxy configuration as stored and as shown on the galaxy list (core-play section 3). */
export interface GalaxyConfig {
  readonly gridWidth: number;
  readonly gridHeight: number;
  readonly familyCount: number;
  readonly planetsPerHomeSystem: number;
  readonly planetsPerNeutralSystem: number;
  readonly maxPlayersPerFamily: number;
  readonly systemDensity: number;
  readonly turnLengthMinutes: number;
}

export const NPC_DIFFICULTIES = ["easy", "medium", "hard"] as const;
export type NpcDifficulty = (typeof NPC_DIFFICULTIES)[number];

/** Starting-resource multiplier per NPC difficulty (spec). */
export const NPC_RESOURCE_MULTIPLIER: Readonly<Record<NpcDifficulty, number>> = { easy: 1, medium: 1.5, hard: 2 };

/** The wizard's defaults (social-and-advanced section 9). */
export const DEFAULT_GALAXY_CONFIG: GalaxyConfig = {
  gridWidth: 30,
  gridHeight: 30,
  familyCount: 3,
  planetsPerHomeSystem: 10,
  planetsPerNeutralSystem: 3,
  maxPlayersPerFamily: 10,
  systemDensity: 0.1,
  turnLengthMinutes: 15,
};

export interface GalaxyEstimate {
  readonly systems: number;
  readonly planets: number;
}

/**
 * The creation wizard's estimates (social-and-advanced section 5):
 * systems = floor(w × h × density); planets = families × home planets + (systems − families) × neutral planets.
 */
export const estimateGalaxy = (config: GalaxyConfig): GalaxyEstimate => {
  const systems = Math.floor(config.gridWidth * config.gridHeight * config.systemDensity + 1e-9);
  const planets =
    config.familyCount * config.planetsPerHomeSystem + (systems - config.familyCount) * config.planetsPerNeutralSystem;
  return { systems, planets };
};
