/**
 * Casting an operation or spell (rules.md 14): the checks, the spending, the roll, the losses and the effects,
 * in the caller's transaction; players cast through operations-service.ts, NPCs from the flip.
 */
import { gameText, renderEnglish, type CastResponse, type GameText } from "@nova/contract";
import {
  INTEL_OPERATIONS,
  OPERATION_MORALE_COST,
  OPERATION_TARGET,
  chanceOfRatio,
  checkCast,
  isSpell,
  clampMorale,
  moraleAfterLoss,
  octarineCost,
  operationLosses,
  operationRatio,
  rollOutcome,
  seededRandom,
  type OperationStatus,
  type OperationType,
} from "@nova/rules";

import type { DialectName, Queryable } from "../../db/database.ts";
import type { GalaxyRow } from "../../db/repositories/galaxies-repository.ts";
import type { PlayerRow } from "../../db/repositories/players-repository.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ids } from "../../platform/ids.ts";
import { findPlayer } from "../../db/repositories/players-repository.ts";
import { insertNotices } from "../../db/repositories/notification-outbox-repository.ts";
import { operationAgainstYouNotice } from "../../notifications/notices.ts";
import { refuse, refused } from "../../domain/app-error.ts";
import { applyEffect } from "./operation-effects.ts";
import { intelReport } from "./operation-intel.ts";
import { mustBeLocked, mustSpend } from "../player/player-order.ts";
import { isRetaliation } from "../combat/attack-context.ts";
import type { CastInput } from "./cast-input.ts";
import { agentsAndWizards } from "../../db/repositories/fleets-repository.ts";
import { lockPlayersInOrder } from "../../db/repositories/players-repository.ts";
import { findPlanetOwner } from "../../db/repositories/planets-repository.ts";
import { setMorale } from "../../db/repositories/players-repository.ts";
import { loseHomeAgentsAndWizards } from "../../db/repositories/fleets-repository.ts";
import { listNewestEvents, storedText } from "../../db/repositories/events-repository.ts";
import { insertOperationRecord } from "../../db/repositories/operation-records-repository.ts";

/** How a cast went, as a text: "Vision succeeded on Orion." (on no one for a spell on oneself). */
const outcomeText = (op: OperationType, status: OperationStatus, targetName: string | null): GameText => {
  const operation = gameText("operation_name", { operation: op });
  return targetName
    ? gameText("operation_result_on", { operation, target: targetName, outcome: status })
    : gameText("operation_result", { operation, outcome: status });
};

/** What a cast needs besides the transaction: ids, the time, and the database's dialect for its row locks. */
export interface CastEnv {
  readonly ids: Ids;
  readonly clock: Clock;
  readonly dialect: DialectName;
  /**
   * A player's cast: the empires whose order locks the transaction holds; the target must be one of them
   * (docs/locking.md). Absent for NPC casts, which run inside the flip's exclusive galaxy lock.
   */
  readonly locked?: ReadonlySet<string>;
}

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
    kind === "planet" && input.targetPlanetId ? await findPlanetOwner(trx, galaxyId, input.targetPlanetId) : undefined;
  if (kind === "planet" && input.targetPlanetId && !planet) throw refuse("planet_not_found");
  const targetId = kind === "planet" ? (planet?.owner_id ?? null) : kind === "player" ? input.targetPlayerId : null;
  mustBeLocked(deps.locked, targetId);
  await lockPlayersInOrder(trx, deps.dialect, galaxyId, [player.id, ...(targetId ? [targetId] : [])]);
  const target = targetId ? await findPlayer(trx, galaxyId, targetId) : null;
  if (targetId && !target) throw refuse("target_player_not_found");
  if (op === "plant_false_info" && input.framedPlayerId) {
    if (!(await findPlayer(trx, galaxyId, input.framedPlayerId))) throw refuse("framed_player_not_found");
  }
  const home = await agentsAndWizards(trx, galaxyId, player.id, true);
  const invalid = checkCast({
    operationType: op,
    casterId: player.id,
    casterRace: player.race,
    casterFamilyId: player.family_id,
    morale: clampMorale(Number(player.morale)),
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
  if (invalid) throw refused(invalid);

  const cost = octarineCost(op);
  await mustSpend(trx, player, { credits: 0, iron: 0, endurium: 0, octarine: cost });
  const morale = moraleAfterLoss(Number(player.morale), OPERATION_MORALE_COST);
  await setMorale(trx, galaxyId, player.id, morale, target !== null && target.id !== player.id);

  const operationId = deps.ids.uuid();
  const random = seededRandom(galaxy.seed, galaxy.current_turn, "operation", operationId);
  const unitCount = spell ? home.wizards : home.agents;
  const defenders = target && kind !== "self" ? await agentsAndWizards(trx, galaxyId, target.id, false) : null;
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
    await loseHomeAgentsAndWizards(trx, galaxyId, player.id, losses.agentsLost, losses.wizardsLost);
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
      const events = await listNewestEvents(trx, galaxyId, target.id, 20);
      intelData = {
        playerName: target.username,
        events: events.map((e) => ({
          eventType: e.event_type,
          summary: e.summary,
          text: storedText(e.text_code, e.text_params),
          turnNumber: e.turn_number,
        })),
      };
    }
  }

  await insertOperationRecord(trx, {
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
  });
  // plant_false_info hides itself from its target, so it sends no notice either.
  if (target && kind !== "self" && target.id !== player.id && op !== "plant_false_info") {
    await insertNotices(trx, [
      operationAgainstYouNotice(deps.ids, {
        galaxyId,
        targetId: target.id,
        operationType: op,
        status,
        now: deps.clock.now(),
      }),
    ]);
  }

  const messageText = outcomeText(op, status, kind === "self" ? null : (target?.username ?? null));
  return {
    success: status === "success",
    message: renderEnglish(messageText),
    messageText,
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
