import { DEFAULT_GALAXY_CONFIG } from "@nova/rules";
import { findGalaxy } from "../db/repositories/galaxies-repository.ts";
import { AppError } from "../domain/app-error.ts";
import type { ServiceDeps } from "../services/deps.ts";
import { createGalaxy } from "../services/galaxy/galaxy-factory.ts";
import { anyGalaxyExists } from "../db/repositories/status-repository.ts";

export const DEMO_GALAXY_ID = "demo";
export const DEMO_ROUND_TURNS = 288;

/** On an empty database, creates a public 30x30 demo galaxy with a few NPC empires so a fresh start is playable. */
export const ensureDemoGalaxy = async (deps: ServiceDeps): Promise<boolean> => {
  if ((await anyGalaxyExists(deps.db.kysely)) || (await findGalaxy(deps.db.kysely, DEMO_GALAXY_ID))) return false;
  let created;
  try {
    created = await createGalaxy(deps, {
      id: DEMO_GALAXY_ID,
      name: "Demo Galaxy",
      shardId: "shard-1",
      ownerId: null,
      isPrivate: false,
      config: { ...DEFAULT_GALAXY_CONFIG, turnLengthMinutes: 5 },
      npcCount: 4,
      npcDifficulty: "easy",
      // One day at 5-minute turns, recurring: a local player sees a round end and the next one begin.
      endTurn: DEMO_ROUND_TURNS,
      recurring: true,
    });
  } catch (error) {
    // Another process starting at the same moment created it first.
    if (error instanceof AppError && error.code === "conflict") return false;
    throw error;
  }
  deps.log.info(created, "created the demo galaxy");
  return true;
};
