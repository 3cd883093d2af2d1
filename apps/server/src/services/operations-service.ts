import type { ActiveEffect, CastResponse, PlantedOperation, TriggerResponse } from "@nova/contract";
import {
  INTEL_OPERATIONS,
  NUKE_BUILDING_REQUIRED,
  OPERATION_LABELS,
  OPERATION_MORALE_COST,
  OPERATION_TARGET,
  PLANTED_EFFECTS,
  TARGET_PROTECTED_MESSAGE,
  PLANTED_EXPIRY_TURNS,
  chanceOfRatio,
  checkCast,
  hypnotizedPopulation,
  isSpell,
  moraleAfterLoss,
  nukedBuildings,
  octarineCost,
  operationLosses,
  operationRatio,
  rollOutcome,
  seededRandom,
  type NukeBuildingType,
  type OperationType,
  type TargetUnitType,
} from "@nova/rules";
import { sql } from "kysely";
import type { AuthUser } from "../auth/auth-user.ts";
import type { DialectName, Queryable } from "../db/database.ts";
import type { GalaxyRow } from "../db/repositories/galaxies-repository.ts";
import type { PlayerRow } from "../db/repositories/players-repository.ts";
import type { Clock } from "../platform/clock.ts";
import type { Ids } from "../platform/ids.ts";
import { findPlayer } from "../db/repositories/players-repository.ts";
import { AppError, notFound } from "../http/app-error.ts";
import type { ServiceDeps } from "./deps.ts";
import { PLANTED_FALSE_INFO, applyEffect } from "./operation-effects.ts";
import { intelReport } from "./operation-intel.ts";
import { mustSpend, withPlayerOrder } from "./player-order.ts";
import { callerPlayer } from "./player-service.ts";
import { isRetaliation } from "./attack-context.ts";

export interface CastInput {
  readonly playerId: string;
  readonly operationType: OperationType;
  readonly targetPlayerId: string | null;
  readonly targetPlanetId: string | null;
  readonly framedPlayerId: string | null;
  readonly targetUnitType: TargetUnitType | null | undefined;
}

const codeOf = (message: string) =>
  message.startsWith("Insufficient")
    ? ("insufficient_resources" as const)
    : message === TARGET_PROTECTED_MESSAGE || message.startsWith("Target is below")
      ? ("forbidden" as const)
      : ("invalid_action" as const);

const unitTotals = async (db: Queryable, galaxyId: string, playerId: string, homeOnly: boolean) => {
  let q = db
    .selectFrom("fleets")
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>("agents"), sql<number>`0`).as("agents"),
      eb.fn.coalesce(eb.fn.sum<number>("wizards"), sql<number>`0`).as("wizards"),
    ])
    .where("galaxy_id", "=", galaxyId)
    .where("player_id", "=", playerId);
  if (homeOnly) q = q.where("is_home", "=", 1);
  const row = await q.executeTakeFirst();
  return { agents: Number(row?.agents ?? 0), wizards: Number(row?.wizards ?? 0) };
};

/** Postgres: lock caster and target rows in id order, so two empires casting at each other never deadlock. */
const lockRows = async (trx: Queryable, dialect: DialectName, galaxyId: string, ids: string[]) => {
  if (dialect !== "postgres") return;
  await trx
    .selectFrom("players")
    .select("id")
    .where("galaxy_id", "=", galaxyId)
    .where("id", "in", [...new Set(ids)].sort())
    .orderBy("id")
    .forUpdate()
    .execute();
};

const outcomeMessage = (op: OperationType, status: string, targetName: string | null): string => {
  const label = OPERATION_LABELS[op];
  const on = targetName ? ` on ${targetName}` : "";
  if (status === "success") return `${label} succeeded${on}.`;
  if (status === "defended") return `${label} was defended${on}: their defences are far too strong.`;
  return `${label} failed${on}.`;
};

/** What a cast needs besides the transaction: ids, the time, and the database's dialect for its row locks. */
export interface CastEnv {
  readonly ids: Ids;
  readonly clock: Clock;
  readonly dialect: DialectName;
}

/**
 * POST /operations/{galaxyId}/cast (rules.md 14): one transaction under the caster's order lock. Morale
 * (5%) and octarine are spent whether the cast succeeds or not; every available agent or wizard of the
 * home fleet goes; the outcome, the losses and the target's changes are written together.
 */
export const castOperation = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
  input: CastInput,
): Promise<CastResponse> => {
  const { targetPlayerId, ...response } = await withPlayerOrder(
    deps,
    user,
    galaxyId,
    (trx, galaxy, player) => performCast(trx, { ...deps, dialect: deps.db.dialect }, galaxy, player, input),
    input.playerId,
  );
  // After the commit: the target's Empire Log and stocks refresh at once rather than at its next poll.
  if (targetPlayerId) deps.push?.publish({ kind: "activity", galaxyId, playerIds: [targetPlayerId] });
  return response;
};

/**
 * One cast by `player`, in the caller's transaction (a player's order, or the flip for NPCs): checks, spends,
 * rolls and applies it. Refusals throw before anything is written. Also says which other empire it touched.
 */
export const performCast = async (
  trx: Queryable,
  deps: CastEnv,
  galaxy: GalaxyRow,
  player: PlayerRow,
  input: CastInput,
): Promise<CastResponse & { readonly targetPlayerId: string | null }> => {
  const galaxyId = galaxy.id;
  const op = input.operationType;
  const kind = OPERATION_TARGET[op];
  const spell = isSpell(op);
  const planet =
    kind === "planet" && input.targetPlanetId
      ? await trx
          .selectFrom("planets")
          .select(["id", "owner_id", "is_home_world"])
          .where("galaxy_id", "=", galaxyId)
          .where("id", "=", input.targetPlanetId)
          .executeTakeFirst()
      : undefined;
  if (kind === "planet" && input.targetPlanetId && !planet) throw notFound("Planet not found");
  const targetId = kind === "planet" ? (planet?.owner_id ?? null) : kind === "player" ? input.targetPlayerId : null;
  await lockRows(trx, deps.dialect, galaxyId, [player.id, ...(targetId ? [targetId] : [])]);
  const target = targetId ? await findPlayer(trx, galaxyId, targetId) : null;
  if (targetId && !target) throw notFound("Target player not found");
  if (op === "plant_false_info" && input.framedPlayerId) {
    if (!(await findPlayer(trx, galaxyId, input.framedPlayerId))) throw notFound("Player to frame not found");
  }
  const home = await unitTotals(trx, galaxyId, player.id, true);
  const invalid = checkCast({
    operationType: op,
    casterId: player.id,
    casterRace: player.race,
    casterFamilyId: player.family_id,
    morale: Number(player.morale),
    octarine: Number(player.octarine),
    agents: home.agents,
    wizards: home.wizards,
    targetPlayerId: input.targetPlayerId,
    targetPlanetId: input.targetPlanetId,
    framedPlayerId: input.framedPlayerId,
    targetUnitType: input.targetUnitType ?? null,
    target: target ? { id: target.id, familyId: target.family_id } : null,
    planetOwned: !!planet?.owner_id,
    planetIsHomeWorld: planet?.is_home_world === 1,
    range: target
      ? {
          casterNetworth: player.networth,
          targetNetworth: target.networth,
          targetProtectedUntilTurn: target.protected_until_turn,
          currentTurn: galaxy.current_turn,
          retaliation: await isRetaliation(trx, galaxyId, player.id, target.id, deps.clock.now()),
        }
      : undefined,
  });
  if (invalid) throw new AppError(codeOf(invalid), invalid);

  const cost = octarineCost(op);
  await mustSpend(trx, player, { credits: 0, iron: 0, endurium: 0, octarine: cost });
  const morale = moraleAfterLoss(Number(player.morale), OPERATION_MORALE_COST);
  await trx
    .updateTable("players")
    // An operation on another empire ends the caster's own new-player protection, as an attack does (rules.md 4).
    .set(target && target.id !== player.id ? { morale, protected_until_turn: 0 } : { morale })
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", player.id)
    .execute();

  const operationId = deps.ids.uuid();
  const random = seededRandom(galaxy.seed, galaxy.current_turn, "operation", operationId);
  const unitCount = spell ? home.wizards : home.agents;
  const defenders = target && kind !== "self" ? await unitTotals(trx, galaxyId, target.id, false) : null;
  const q = operationRatio({
    operationType: op,
    casterRace: player.race,
    unitCount,
    targetRace: target?.race ?? null,
    targetUnits: defenders ? (spell ? defenders.wizards : defenders.agents) : 0,
  });
  const successRate = chanceOfRatio(q);
  const status = rollOutcome(q, random);
  const losses = operationLosses(status, spell, unitCount, q);
  if (losses.agentsLost + losses.wizardsLost > 0) {
    await trx
      .updateTable("fleets")
      .set((eb) => ({
        agents: eb("agents", "-", losses.agentsLost),
        wizards: eb("wizards", "-", losses.wizardsLost),
      }))
      .where("galaxy_id", "=", galaxyId)
      .where("player_id", "=", player.id)
      .where("is_home", "=", 1)
      .execute();
  }

  let intelData: Record<string, unknown> | null = null;
  let resultData: Record<string, unknown> | null = null;
  if (status === "success") {
    if (INTEL_OPERATIONS.includes(op) && target) {
      intelData = await intelReport(trx, galaxyId, op, player, target, input.targetPlanetId, random);
    } else {
      resultData = await applyEffect(trx, deps, galaxy, op, player, target, input, random);
    }
    if (op === "infiltrate" && target) {
      const events = await trx
        .selectFrom("events")
        .select(["event_type", "summary", "turn_number"])
        .where("galaxy_id", "=", galaxyId)
        .where("player_id", "=", target.id)
        .orderBy("created_at", "desc")
        .limit(20)
        .execute();
      intelData = {
        playerName: target.username,
        events: events.map((e) => ({ eventType: e.event_type, summary: e.summary, turnNumber: e.turn_number })),
      };
    }
  }

  await trx
    .insertInto("operation_records")
    .values({
      galaxy_id: galaxyId,
      id: operationId,
      caster_id: player.id,
      target_id: kind === "self" ? null : (target?.id ?? null),
      target_planet_id: input.targetPlanetId,
      operation_type: op,
      status,
      success_rate: successRate,
      is_fake: 0,
      details: JSON.stringify({ unitCount, ...losses, octarineSpent: cost, intelData, resultData }),
      turn_number: galaxy.current_turn,
      created_at: deps.clock.now(),
    })
    .execute();

  return {
    success: status === "success",
    message: outcomeMessage(op, status, kind === "self" ? null : (target?.username ?? null)),
    operationId,
    operationType: op,
    operationStatus: status,
    successRate,
    unitCount,
    agentsLost: losses.agentsLost,
    wizardsLost: losses.wizardsLost,
    octarineSpent: cost,
    morale,
    intelData,
    resultData,
    targetPlayerId: target && target.id !== player.id ? target.id : null,
  };
};

/** GET /operations/{galaxyId}/active-effects: the duration effects on the caller. */
export const activeEffects = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
): Promise<{ affectingPlayer: ActiveEffect[] }> => {
  const player = await callerPlayer(deps, user, galaxyId);
  const rows = await deps.db.kysely
    .selectFrom("active_effects")
    .selectAll()
    .where("galaxy_id", "=", galaxyId)
    .where("affected_player_id", "=", player.id)
    .where("effect_type", "!=", PLANTED_FALSE_INFO)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return {
    affectingPlayer: rows.map((r) => ({
      id: r.id,
      effectType: r.effect_type,
      sourcePlayerId: r.source_player_id,
      startedTurn: r.started_turn,
      durationTurns: r.duration_turns,
      intensity: r.intensity,
    })),
  };
};

/** GET /operations/{galaxyId}/planted: the caller's planted nukes and hypnoses waiting for a trigger. */
export const plantedOperations = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
): Promise<{ plantedOperations: PlantedOperation[] }> => {
  const player = await callerPlayer(deps, user, galaxyId);
  const rows = await deps.db.kysely
    .selectFrom("planted_operations as o")
    .leftJoin("players as p", (j) =>
      j.onRef("p.galaxy_id", "=", "o.galaxy_id").onRef("p.id", "=", "o.affected_player_id"),
    )
    .select(["o.id", "o.effect_type", "o.affected_player_id", "o.planet_id", "o.started_turn", "p.username"])
    .where("o.galaxy_id", "=", galaxyId)
    .where("o.caster_id", "=", player.id)
    .where("o.effect_type", "in", PLANTED_EFFECTS)
    .orderBy("o.created_at")
    .orderBy("o.id")
    .execute();
  return {
    plantedOperations: rows.map((r) => ({
      id: r.id,
      effectType: r.effect_type as PlantedOperation["effectType"],
      affectedPlayerId: r.affected_player_id,
      affectedPlayerName: r.username ?? null,
      planetId: r.planet_id,
      startedTurn: r.started_turn,
      expiresTurn: r.started_turn + PLANTED_EXPIRY_TURNS,
    })),
  };
};

/**
 * POST /operations/trigger: sets off a planted nuke (15% of the chosen building type, at least 1) or
 * hypnosis (30% of the planet's population). Costs no morale or octarine; the planted row goes. A planet
 * that changed hands since is no longer the victim's: the trigger then does nothing [P].
 */
export const triggerOperation = async (
  deps: ServiceDeps,
  user: AuthUser,
  input: {
    galaxyId: string;
    playerId: string;
    effectId: string;
    targetBuildingType: NukeBuildingType | null | undefined;
  },
): Promise<TriggerResponse> =>
  withPlayerOrder(
    deps,
    user,
    input.galaxyId,
    async (trx, galaxy, player) => {
      const planted = await trx
        .selectFrom("planted_operations")
        .selectAll()
        .where("galaxy_id", "=", galaxy.id)
        .where("id", "=", input.effectId)
        .where("caster_id", "=", player.id)
        .where("effect_type", "in", PLANTED_EFFECTS)
        .executeTakeFirst();
      if (!planted) throw notFound("Planted operation not found");
      if (planted.effect_type === "nuke_planted" && !input.targetBuildingType) {
        throw new AppError("invalid_input", NUKE_BUILDING_REQUIRED);
      }
      const deleted = await trx
        .deleteFrom("planted_operations")
        .where("galaxy_id", "=", galaxy.id)
        .where("id", "=", planted.id)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) !== 1) throw notFound("Planted operation not found");
      const planet = await trx
        .selectFrom("planets")
        .selectAll()
        .where("galaxy_id", "=", galaxy.id)
        .where("id", "=", planted.planet_id)
        .executeTakeFirst();
      const planetName = planet ? `${planet.x}:${planet.y}:${planet.idx}` : planted.planet_id;
      if (!planet || planet.owner_id !== planted.affected_player_id) {
        return {
          success: false,
          message: `The target planet ${planetName} has changed hands: nothing happened.`,
          resultData: null,
        };
      }
      let resultData: Record<string, unknown>;
      let message: string;
      if (planted.effect_type === "nuke_planted") {
        const b = input.targetBuildingType as NukeBuildingType;
        const n = nukedBuildings(Number(planet[b]));
        await trx
          .updateTable("planets")
          .set((eb) => ({ [b]: eb(b, "-", n) }))
          .where("galaxy_id", "=", galaxy.id)
          .where("id", "=", planet.id)
          .where(b, ">=", n)
          .execute();
        resultData = { buildingType: b, destroyed: n, planetId: planet.id };
        message = `Nuke detonated on ${planetName}: ${n} ${b.replaceAll("_", " ")} destroyed.`;
      } else {
        const n = hypnotizedPopulation(Number(planet.population));
        await trx
          .updateTable("planets")
          .set((eb) => ({ population: eb("population", "-", n) }))
          .where("galaxy_id", "=", galaxy.id)
          .where("id", "=", planet.id)
          .where("population", ">=", n)
          .execute();
        resultData = { populationKilled: n, planetId: planet.id };
        message = `Hypnosis triggered on ${planetName}: ${n.toLocaleString("en-US")} population lost.`;
      }
      await trx
        .insertInto("operation_records")
        .values({
          galaxy_id: galaxy.id,
          id: deps.ids.uuid(),
          caster_id: player.id,
          target_id: planted.affected_player_id,
          target_planet_id: planet.id,
          operation_type: planted.effect_type === "nuke_planted" ? "place_nukes" : "hypnotize",
          status: "success",
          success_rate: 1,
          is_fake: 0,
          details: JSON.stringify({ unitCount: 0, triggered: true, resultData }),
          turn_number: galaxy.current_turn,
          created_at: deps.clock.now(),
        })
        .execute();
      return { success: true, message, resultData };
    },
    input.playerId,
  );
