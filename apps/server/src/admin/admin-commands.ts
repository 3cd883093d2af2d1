import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { GalaxyCreationConfigSchema } from "@nova/contract";
import pino from "pino";
import { ConfigError, loadConfig } from "../config.ts";
import { migrate, openDatabase } from "../db/database.ts";
import { listGalaxies } from "../db/repositories/galaxies-repository.ts";
import { describeZodError } from "../http/error-handler.ts";
import { AppError } from "../domain/app-error.ts";
import { systemClock } from "../platform/clock.ts";
import { systemIds } from "../platform/ids.ts";
import { restoreSqlite } from "./sqlite-restore.ts";
import type { ServiceDeps } from "../services/deps.ts";
import { createGalaxy } from "../services/galaxy/galaxy-factory.ts";
import { MODERATION_USAGE, runModerationCommand } from "./moderation-commands.ts";
import { endRoundNow, extendRound } from "../engine/round-lifecycle.ts";
import { DEFAULT_ROUND_TURNS, MAX_END_TURN } from "@nova/rules";
import { advanceTurns } from "../engine/turn-flip.ts";
import { z } from "zod";

/** Where a command writes: the process's stdout and stderr, or a test's buffers. */
export interface AdminIo {
  readonly env: NodeJS.ProcessEnv;
  /** One line of output (a newline follows). */
  readonly print: (line: string) => void;
  /** Text as is (the usage). */
  readonly write: (text: string) => void;
  /** The error line. */
  readonly fail: (line: string) => void;
}

const USAGE = `Nova Imperia operator tool (uses DATABASE_URL like the server)

  npm run admin -- list-galaxies
  npm run admin -- create-galaxy --id <id> --name <name> [--width 30] [--height 30] [--families 3]
                   [--players-per-family 10] [--neutral-planets 3] [--density 0.1] [--turn-minutes 15]
                   [--npcs 0] [--difficulty easy|medium|hard] [--private] [--owner <userId>]
                   [--end-turn 1000] [--recurring]
  npm run admin -- advance-turn <galaxyId> [--turns N]
  npm run admin -- end-round <galaxyId>              (ends the round now and freezes its results)
  npm run admin -- extend-round <galaxyId> --turns N (moves the round's last turn N turns later)
  npm run admin -- backup <file>        (SQLite: a consistent copy while the server runs)
  npm run admin -- restore <file> [--force]
                                        (SQLite: the server stopped, puts a backup in place of DATABASE_URL)
${MODERATION_USAGE}`;

const run = async (argv: readonly string[], io: AdminIo): Promise<void> => {
  const { positionals, values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      id: { type: "string" },
      name: { type: "string" },
      width: { type: "string", default: "30" },
      height: { type: "string", default: "30" },
      families: { type: "string", default: "3" },
      "players-per-family": { type: "string", default: "10" },
      "neutral-planets": { type: "string", default: "3" },
      density: { type: "string", default: "0.1" },
      "turn-minutes": { type: "string", default: "15" },
      npcs: { type: "string", default: "0" },
      difficulty: { type: "string", default: "medium" },
      private: { type: "boolean", default: false },
      owner: { type: "string" },
      "end-turn": { type: "string", default: String(DEFAULT_ROUND_TURNS) },
      recurring: { type: "boolean", default: false },
      turns: { type: "string", default: "1" },
      galaxy: { type: "string" },
      limit: { type: "string" },
      hours: { type: "string" },
      reason: { type: "string" },
      force: { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
  });
  const [command, ...rest] = positionals;
  if (!command || values.help) {
    io.write(USAGE);
    return;
  }
  const config = loadConfig(io.env);
  if (command === "restore") {
    // Before opening the database: restoring replaces the very file the server would open.
    const backup = rest[0];
    if (!backup) throw new AppError("invalid_input", "restore needs the backup file to restore");
    if (!config.databaseUrl.startsWith("sqlite:"))
      throw new AppError("invalid_input", "restore is for SQLite; for PostgreSQL use pg_restore (docs/operations.md)");
    const target = config.databaseUrl.slice("sqlite:".length) || "./data/nova.db";
    io.print(await restoreSqlite(backup, target, values.force));
    // The backup may come from an older release: bring its schema up to date now.
    const restored = openDatabase(config.databaseUrl);
    try {
      await migrate(restored);
    } finally {
      await restored.close();
    }
    return;
  }
  const db = openDatabase(config.databaseUrl);
  await migrate(db);
  const deps: ServiceDeps = { config, db, clock: systemClock, ids: systemIds, log: pino({ level: "warn" }) };
  try {
    if (command === "list-galaxies") {
      const galaxies = await listGalaxies(db.kysely);
      if (galaxies.length === 0) io.print("No galaxies.");
      for (const g of galaxies) {
        io.print(
          `${g.id}\t${g.name}\t${g.grid_width}x${g.grid_height}\tround ${g.round_number} ${g.round_status}\tturn ${g.current_turn} of ${g.end_turn}\t${g.is_private ? "private" : "public"}`,
        );
      }
    } else if (command === "create-galaxy") {
      const parsed = GalaxyCreationConfigSchema.parse({
        galaxyId: values.id,
        galaxyName: values.name ?? values.id,
        gridWidth: Number(values.width),
        gridHeight: Number(values.height),
        familyCount: Number(values.families),
        maxPlayersPerFamily: Number(values["players-per-family"]),
        planetsPerNeutralSystem: Number(values["neutral-planets"]),
        systemDensity: Number(values.density),
        turnLengthMinutes: Number(values["turn-minutes"]),
        npcCount: Number(values.npcs),
        npcDifficulty: values.difficulty,
        isPrivate: values.private,
        endTurn: Number(values["end-turn"]),
        recurring: values.recurring,
      });
      const created = await createGalaxy(deps, {
        id: parsed.galaxyId,
        name: parsed.galaxyName,
        shardId: parsed.shardId,
        ownerId: values.owner ?? null,
        isPrivate: parsed.isPrivate,
        config: { ...parsed, planetsPerHomeSystem: parsed.maxPlayersPerFamily },
        npcCount: parsed.npcCount,
        npcDifficulty: parsed.npcDifficulty,
        endTurn: parsed.endTurn,
        recurring: parsed.recurring,
      });
      io.print(
        `Created ${created.galaxyId}: ${created.totalSystems} systems, ${created.totalPlanets} planets, ${created.npcs} NPC empires.`,
      );
    } else if (command === "advance-turn") {
      const galaxyId = rest[0];
      if (!galaxyId) throw new AppError("invalid_input", "advance-turn needs a galaxy id");
      const turns = Number(values.turns);
      if (!Number.isInteger(turns) || turns < 1 || turns > 1000)
        throw new AppError("invalid_input", "--turns must be a whole number from 1 to 1000");
      const result = await advanceTurns(deps, galaxyId, turns);
      io.print(`${result.galaxyId}: turn ${result.fromTurn} -> ${result.currentTurn}`);
    } else if (command === "end-round") {
      const galaxyId = rest[0];
      if (!galaxyId) throw new AppError("invalid_input", "end-round needs a galaxy id");
      const ended = await endRoundNow(deps, galaxyId);
      io.print(
        `${ended.id}: round ${ended.round_number} ended at turn ${ended.current_turn}; results frozen` +
          (ended.next_galaxy_id ? `; next round ${ended.next_galaxy_id} open for sign-up` : ""),
      );
    } else if (command === "extend-round") {
      const galaxyId = rest[0];
      if (!galaxyId) throw new AppError("invalid_input", "extend-round needs a galaxy id");
      const turns = Number(values.turns);
      if (!Number.isInteger(turns) || turns < 1 || turns > MAX_END_TURN)
        throw new AppError("invalid_input", `--turns must be a whole number from 1 to ${MAX_END_TURN}`);
      const galaxy = await extendRound(deps, galaxyId, turns);
      io.print(`${galaxy.id}: round ${galaxy.round_number} now ends at turn ${galaxy.end_turn}`);
    } else if (command === "backup") {
      const target = rest[0];
      if (!target) throw new AppError("invalid_input", "backup needs a file to write");
      if (!db.sqlite)
        throw new AppError(
          "invalid_input",
          "backup copies SQLite databases; for PostgreSQL use pg_dump (docs/operations.md)",
        );
      if (existsSync(target)) throw new AppError("conflict", `${target} exists already; choose a new file`);
      // SQLite's online backup: page by page, consistent, while the server keeps writing through the WAL.
      await db.sqlite.backup(target);
      io.print(`Backed up ${config.databaseUrl} to ${target}`);
    } else if (!(await runModerationCommand(deps, command, rest, values, io.print))) {
      throw new AppError("invalid_input", `Unknown command '${command}'.\n\n${USAGE}`);
    }
  } finally {
    await db.close();
  }
};

/**
 * Runs one operator command (`npm run admin -- …`) and answers the process's exit code: 0, or 1 after one
 * "Error: …" line. In a module of its own so tests can run most commands inside their own process.
 */
export const runAdmin = async (argv: readonly string[], io: AdminIo): Promise<number> => {
  try {
    await run(argv, io);
    return 0;
  } catch (error) {
    const message =
      error instanceof z.ZodError
        ? describeZodError(error)
        : error instanceof AppError || error instanceof ConfigError
          ? error.message
          : String(error);
    io.fail(`Error: ${message}`);
    return 1;
  }
};
