import {
  gameText,
  renderEnglish,
  type ActiveEffect,
  type CastResponse,
  type GameText,
  type PlantedOperation,
  type TriggerResponse,
} from "@nova/contract";
import {
  PLANTED_EFFECTS,
  PLANTED_EXPIRY_TURNS,
  buildingCountText,
  hypnotizedPopulation,
  nukedBuildings,
  type NukeBuildingType,
} from "@nova/rules";
import type { AuthUser } from "../../auth/auth-user.ts";
import { refuse } from "../../domain/app-error.ts";
import type { ServiceDeps } from "../deps.ts";
import { PLANTED_FALSE_INFO } from "./operation-effects.ts";
import { mustBeLocked, withPlayerOrder } from "../player/player-order.ts";
import { planetOwnerId, plantedVictimId } from "../../db/repositories/hostile-targets-repository.ts";
import { callerPlayer } from "../player/player-service.ts";
import type { CastInput } from "./cast-input.ts";
import { performCast } from "./operation-cast.ts";
import { listEffectsOn } from "../../db/repositories/active-effects-repository.ts";
import { listPlantedBy } from "../../db/repositories/active-effects-repository.ts";
import { findPlantedBy } from "../../db/repositories/active-effects-repository.ts";
import { deletePlanted } from "../../db/repositories/active-effects-repository.ts";
import { findPlanetById } from "../../db/repositories/planets-repository.ts";
import { destroyBuildings } from "../../db/repositories/planets-repository.ts";
import { killPopulation } from "../../db/repositories/planets-repository.ts";
import { insertOperationRecord } from "../../db/repositories/operation-records-repository.ts";

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
    (trx, galaxy, player, locked) =>
      performCast(trx, { ...deps, dialect: deps.db.dialect, locked }, galaxy, player, input),
    input.playerId,
    // The target's order lock too (docs/locking.md): its own orders then never overwrite what the cast takes.
    async (db) => [
      input.targetPlayerId,
      input.targetPlanetId ? await planetOwnerId(db, galaxyId, input.targetPlanetId) : null,
    ],
  );
  // After the commit: the target's Empire Log and stocks refresh at once rather than at its next poll.
  if (targetPlayerId)
    deps.push?.publish({ kind: "activity", galaxyId, playerIds: [targetPlayerId], event: "operation" });
  return response;
};

/** GET /operations/{galaxyId}/active-effects: the duration effects on the caller. */
export const activeEffects = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
): Promise<{ affectingPlayer: ActiveEffect[] }> => {
  const player = await callerPlayer(deps, user, galaxyId);
  const rows = await listEffectsOn(deps.db.kysely, galaxyId, player.id, PLANTED_FALSE_INFO);
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
  const rows = await listPlantedBy(deps.db.kysely, galaxyId, player.id, PLANTED_EFFECTS);
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
    async (trx, galaxy, player, locked) => {
      const planted = await findPlantedBy(trx, galaxy.id, input.effectId, player.id, PLANTED_EFFECTS);
      if (!planted) throw refuse("planted_operation_not_found");
      mustBeLocked(locked, planted.affected_player_id);
      if (planted.effect_type === "nuke_planted" && !input.targetBuildingType) {
        throw refuse("nuke_building_required");
      }
      const deleted = await deletePlanted(trx, galaxy.id, planted.id);
      if (!deleted) throw refuse("planted_operation_not_found");
      const planet = await findPlanetById(trx, galaxy.id, planted.planet_id);
      const planetName = planet ? `${planet.x}:${planet.y}:${planet.idx}` : planted.planet_id;
      if (!planet || planet.owner_id !== planted.affected_player_id) {
        const lost = gameText("planted_target_lost", { planet: planetName });
        return { success: false, message: renderEnglish(lost), messageText: lost, resultData: null };
      }
      let resultData: Record<string, unknown>;
      let messageText: GameText;
      if (planted.effect_type === "nuke_planted") {
        const b = input.targetBuildingType as NukeBuildingType;
        const n = nukedBuildings(Number(planet[b]));
        await destroyBuildings(trx, galaxy.id, planet.id, b, n);
        resultData = { buildingType: b, destroyed: n, planetId: planet.id };
        messageText = gameText("nuke_detonated", { planet: planetName, buildings: buildingCountText(b, n) });
      } else {
        const n = hypnotizedPopulation(Number(planet.population));
        await killPopulation(trx, galaxy.id, planet.id, n);
        resultData = { populationKilled: n, planetId: planet.id };
        messageText = gameText("hypnosis_triggered", { planet: planetName, population: n });
      }
      await insertOperationRecord(trx, {
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
      });
      return { success: true, message: renderEnglish(messageText), messageText, resultData };
    },
    input.playerId,
    // The victim's order lock (docs/locking.md): the planet it writes is the victim's.
    async (db, player) => [await plantedVictimId(db, input.galaxyId, input.effectId, player.id)],
  );
