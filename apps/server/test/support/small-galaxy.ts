import { createGalaxy, type NewGalaxy } from "../../src/services/galaxy/galaxy-factory.ts";
import type { ServiceDeps } from "../../src/services/deps.ts";

/**
 * The small public galaxy many API tests play in: 20 × 20, three families of two, sparse systems of two planets,
 * five-minute turns, no NPCs. `more` adds to or overrides the galaxy's fields (a round's end turn, say).
 */
export const createSmallGalaxy = (services: ServiceDeps, id: string, name: string, more: Partial<NewGalaxy> = {}) =>
  createGalaxy(services, {
    id,
    name,
    shardId: "shard-1",
    ownerId: null,
    isPrivate: false,
    config: {
      gridWidth: 20,
      gridHeight: 20,
      familyCount: 3,
      maxPlayersPerFamily: 2,
      planetsPerHomeSystem: 2,
      planetsPerNeutralSystem: 2,
      systemDensity: 0.05,
      turnLengthMinutes: 5,
    },
    npcCount: 0,
    npcDifficulty: "easy",
    ...more,
  });
