import {
  DEFAULT_ROUND_TURNS,
  empireNameKey,
  generateGalaxy,
  NPC_RESOURCE_MULTIPLIER,
  RACES,
  seededRandom,
  turnLengthMs,
  type GalaxyConfig,
  type NpcDifficulty,
} from "@nova/rules";
import { isUniqueViolation } from "../../db/database.ts";
import { insertGalaxy, type GalaxyRow } from "../../db/repositories/galaxies-repository.ts";
import { writeGeneratedGalaxy } from "../../db/repositories/galaxy-writer.ts";
import { insertMarket } from "../../db/repositories/market-repository.ts";
import { refuse } from "../../domain/app-error.ts";
import type { ServiceDeps } from "../deps.ts";
import { createEmpire } from "../player/empire-factory.ts";
import { NPC_NAMES } from "./npc-names.ts";

export interface NewGalaxy {
  readonly id: string;
  readonly name: string;
  readonly shardId: string;
  readonly ownerId: string | null;
  readonly isPrivate: boolean;
  readonly config: GalaxyConfig;
  readonly npcCount: number;
  readonly npcDifficulty: NpcDifficulty;
  /** Defaults to the galaxy id, so the same id and config give the same map. */
  readonly seed?: string;
  /** The round's last turn (default DEFAULT_ROUND_TURNS) and whether the next round opens by itself. */
  readonly endTurn?: number;
  readonly recurring?: boolean;
  /** Round 2 and later of a recurring galaxy: which round, the first round's id and name, and the sign-up window. */
  readonly round?: {
    readonly number: number;
    readonly baseId: string;
    readonly baseName: string;
    readonly previousGalaxyId: string;
    readonly signupEndsAt: number;
  };
}

export interface CreatedGalaxy {
  readonly galaxyId: string;
  readonly totalSystems: number;
  readonly totalPlanets: number;
  readonly npcs: number;
}

/**
 * Generates and stores a galaxy with its NPC empires in one transaction; a duplicate id is a 409.
 * `onGenerated` runs after generation and before the write (outside the transaction, so it may write too).
 */
export const createGalaxy = async (
  deps: ServiceDeps,
  input: NewGalaxy,
  onGenerated?: (systems: number, planets: number) => Promise<void>,
): Promise<CreatedGalaxy> => {
  const seed = input.seed ?? input.id;
  const generated = generateGalaxy(input.config, seed);
  await onGenerated?.(generated.systems.length, generated.totalPlanets);
  const now = deps.clock.now();
  const c = input.config;
  const row: GalaxyRow = {
    id: input.id,
    name: input.name,
    shard_id: input.shardId,
    status: "active",
    owner_id: input.ownerId,
    is_private: input.isPrivate ? 1 : 0,
    seed,
    grid_width: c.gridWidth,
    grid_height: c.gridHeight,
    family_count: c.familyCount,
    planets_per_home_system: c.planetsPerHomeSystem,
    planets_per_neutral_system: c.planetsPerNeutralSystem,
    max_players_per_family: c.maxPlayersPerFamily,
    system_density: c.systemDensity,
    turn_length_minutes: c.turnLengthMinutes,
    npc_count: input.npcCount,
    npc_difficulty: input.npcDifficulty,
    current_turn: 0,
    // A round in sign-up flips nothing; the scheduler reschedules its first turn when the window closes.
    next_turn_at: (input.round?.signupEndsAt ?? now) + turnLengthMs(c.turnLengthMinutes),
    created_at: now,
    round_number: input.round?.number ?? 1,
    round_status: input.round ? "signup" : "running",
    round_started_at: input.round?.signupEndsAt ?? now,
    end_turn: input.endTurn ?? DEFAULT_ROUND_TURNS,
    round_length: input.endTurn ?? DEFAULT_ROUND_TURNS,
    recurring: input.recurring ? 1 : 0,
    base_galaxy_id: input.round?.baseId ?? input.id,
    base_name: input.round?.baseName ?? input.name,
    signup_ends_at: input.round?.signupEndsAt ?? null,
    round_ended_at: null,
    results_frozen_at: null,
    next_galaxy_id: null,
    previous_galaxy_id: input.round?.previousGalaxyId ?? null,
  };
  const slots = c.familyCount * c.planetsPerHomeSystem;
  const npcs = Math.min(input.npcCount, slots);
  try {
    await deps.db.kysely.transaction().execute(async (trx) => {
      await insertGalaxy(trx, row);
      await writeGeneratedGalaxy(trx, input.id, generated);
      await insertMarket(trx, input.id);
      const random = seededRandom("npcs", seed);
      for (let i = 0; i < npcs; i++) {
        const username = npcName(i);
        await createEmpire(deps, trx, row, {
          userId: null,
          username,
          nameKey: empireNameKey(username),
          race: RACES[random.int(0, RACES.length - 1)] ?? "quantam",
          isNpc: true,
          resourceMultiplier: NPC_RESOURCE_MULTIPLIER[input.npcDifficulty],
        });
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse("galaxy_exists", { galaxyId: input.id });
    throw error;
  }
  return { galaxyId: input.id, totalSystems: generated.systems.length, totalPlanets: generated.totalPlanets, npcs };
};

/** NPC names come from a pool; past its end they get a numeral so names stay unique. */
const npcName = (i: number): string => {
  const base = NPC_NAMES[i % NPC_NAMES.length] ?? "Empire";
  const round = Math.floor(i / NPC_NAMES.length);
  return round === 0 ? base : `${base} ${round + 1}`;
};
