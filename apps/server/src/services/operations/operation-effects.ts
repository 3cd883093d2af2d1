import {
  EFFECT_MAX_STACKS,
  EFFECT_TURNS,
  FORCE_FIELD_DELAY_TURNS,
  FORCE_FIELD_TURNS,
  OPERATION_TARGET,
  SABOTAGE_DELAY_TURNS,
  UNIT_FLEET_KEY,
  destroyedAmount,
  destroyedShare,
  isDurationEffect,
  scientistLosses,
  unitsDestroyed,
  type OperationType,
  type Random,
} from "@nova/rules";
import type { Queryable } from "../../db/database.ts";
import type { GalaxyRow } from "../../db/repositories/galaxies-repository.ts";
import { findPlayer, type PlayerRow } from "../../db/repositories/players-repository.ts";
import type { ServiceDeps } from "../deps.ts";
import type { CastInput } from "./cast-input.ts";
import { listFleetsDefending } from "../../db/repositories/fleets-repository.ts";
import {
  findEffectOfType,
  insertEffect,
  insertPlanted,
  updateEffect,
} from "../../db/repositories/active-effects-repository.ts";
import { takeFleetUnits } from "../../db/repositories/fleets-repository.ts";
import { insertOperationRecord } from "../../db/repositories/operation-records-repository.ts";
import { takeResearchPoints, takeResource } from "../../db/repositories/players-repository.ts";

// What a successful non-intel operation does (rules.md 14.2, 14.3): duration effects and their stacks,
// planted and delayed operations, and the immediate losses, written inside the cast's transaction.

/** Planted false info waits on the framed player, keyed by the empire it will fool [P]. */
export const PLANTED_FALSE_INFO = "planted_false_info";

/** Adds a duration effect, or a stack to the one already there (turns refreshed), up to its cap. */
const placeEffect = async (
  trx: Queryable,
  deps: Pick<ServiceDeps, "ids" | "clock">,
  galaxy: GalaxyRow,
  effectType: string,
  affectedId: string,
  sourceId: string,
  turns: number,
  maxStacks: number,
  perSource: boolean,
) => {
  const existing = await findEffectOfType(trx, galaxy.id, affectedId, effectType, perSource ? sourceId : null);
  if (existing) {
    const intensity = Math.min(maxStacks, Number(existing.intensity) + 1);
    await updateEffect(trx, galaxy.id, existing.id, {
      intensity,
      duration_turns: turns,
      source_player_id: sourceId,
      started_turn: galaxy.current_turn,
    });
    return { effectId: existing.id, intensity, durationTurns: turns };
  }
  const id = deps.ids.uuid();
  await insertEffect(trx, {
    galaxy_id: galaxy.id,
    id,
    affected_player_id: affectedId,
    source_player_id: sourceId,
    effect_type: effectType,
    started_turn: galaxy.current_turn,
    duration_turns: turns,
    intensity: 1,
    created_at: deps.clock.now(),
  });
  return { effectId: id, intensity: 1, durationTurns: turns };
};

const resourceLoss = async (
  trx: Queryable,
  galaxyId: string,
  target: PlayerRow,
  column: "credits" | "iron",
  random: Random,
) => {
  const share = destroyedShare(random);
  const amount = destroyedAmount(Number(target[column]), share);
  await takeResource(trx, galaxyId, target.id, column, amount);
  return { resource: column, destroyed: amount, percent: Math.round(share * 10_000) / 100 };
};

/** The effect of a successful non-intel operation on the target (or on the caster for self spells). */
export const applyEffect = async (
  trx: Queryable,
  deps: Pick<ServiceDeps, "ids" | "clock">,
  galaxy: GalaxyRow,
  op: OperationType,
  caster: PlayerRow,
  target: PlayerRow | null,
  input: CastInput,
  random: Random,
): Promise<Record<string, unknown>> => {
  const galaxyId = galaxy.id;
  const victim = target ?? caster;
  /** A planted (nukes, hypnosis) or delayed (portal) operation on the target planet; returns its id. */
  const plant = async (effectType: string): Promise<string> => {
    const id = deps.ids.uuid();
    await insertPlanted(trx, {
      galaxy_id: galaxyId,
      id,
      effect_type: effectType,
      caster_id: caster.id,
      affected_player_id: victim.id,
      planet_id: input.targetPlanetId ?? "",
      started_turn: galaxy.current_turn,
      created_at: deps.clock.now(),
    });
    return id;
  };
  if (isDurationEffect(op)) {
    const affected = OPERATION_TARGET[op] === "self" ? caster : victim;
    const placed = await placeEffect(
      trx,
      deps,
      galaxy,
      op,
      affected.id,
      caster.id,
      EFFECT_TURNS[op],
      EFFECT_MAX_STACKS[op],
      op === "infiltrate",
    );
    return { effectType: op, ...placed };
  }
  switch (op) {
    case "destroy_cash":
      return resourceLoss(trx, galaxyId, victim, "credits", random);
    case "destroy_iron":
      return resourceLoss(trx, galaxyId, victim, "iron", random);
    case "terminate_scientist":
    case "kill_scientist": {
      const points = {
        military: Number(victim.rp_military),
        welfare: Number(victim.rp_welfare),
        economy: Number(victim.rp_economy),
        construction: Number(victim.rp_construction),
        resources: Number(victim.rp_resources),
      };
      const lost = scientistLosses(points);
      const total = Object.values(lost).reduce((s, n) => s + n, 0);
      await takeResearchPoints(trx, galaxyId, victim.id, lost, Math.min(total, Number(victim.research_points)));
      return { researchPointsLost: lost, totalLost: total };
    }
    case "destroy_units": {
      const key = UNIT_FLEET_KEY[input.targetUnitType ?? "soldier"] as
        "soldiers" | "droids" | "fighters" | "bombers" | "transports";
      const fleets = await listFleetsDefending(trx, galaxyId, victim.id, input.targetPlanetId ?? "", key);
      let destroyed = 0;
      for (const f of fleets) {
        const n = unitsDestroyed(Number((f as Record<string, unknown>)[key]));
        if (n === 0) continue;
        destroyed += n;
        await takeFleetUnits(trx, galaxyId, f.id, key, n);
      }
      return { unitType: input.targetUnitType, destroyed };
    }
    case "place_nukes":
    case "hypnotize": {
      const effectType = op === "place_nukes" ? "nuke_planted" : "hypnotize";
      const id = await plant(effectType);
      return { plantedId: id, effectType, planetId: input.targetPlanetId };
    }
    case "sabotage_portal":
    case "create_portal_force_field": {
      // Delayed: the flip fires them (db/repositories/effects-tick-repository.ts); kept with the planted rows, never triggered.
      const effectType = op === "sabotage_portal" ? "portal_sabotage" : "portal_force_field";
      await plant(effectType);
      return op === "sabotage_portal"
        ? { effectType, planetId: input.targetPlanetId, firesOnTurn: galaxy.current_turn + SABOTAGE_DELAY_TURNS }
        : {
            effectType,
            planetId: input.targetPlanetId,
            activeFromTurn: galaxy.current_turn + FORCE_FIELD_DELAY_TURNS,
            activeUntilTurn: galaxy.current_turn + FORCE_FIELD_DELAY_TURNS + FORCE_FIELD_TURNS,
          };
    }
    case "plant_false_info": {
      const framed = await findPlayer(trx, galaxyId, input.framedPlayerId ?? "");
      // The fake failed operation in the target's log, "cast" by the framed empire.
      await insertOperationRecord(trx, {
        galaxy_id: galaxyId,
        id: deps.ids.uuid(),
        caster_id: framed?.id ?? "",
        target_id: victim.id,
        target_planet_id: null,
        operation_type: "spy_on_target",
        status: "failure",
        success_rate: 0.5,
        is_fake: 1,
        details: JSON.stringify({ unitCount: 0 }),
        turn_number: galaxy.current_turn,
        created_at: deps.clock.now(),
      });
      // The target's next intel report on the framed empire is altered by ±25%.
      await placeEffect(trx, deps, galaxy, PLANTED_FALSE_INFO, framed?.id ?? "", victim.id, 48, 1, true);
      return { framedPlayerName: framed?.username ?? null };
    }
    default:
      return {};
  }
};
