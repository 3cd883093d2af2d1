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
import type { Queryable } from "../db/database.ts";
import type { GalaxyRow } from "../db/repositories/galaxies-repository.ts";
import { findPlayer, type PlayerRow } from "../db/repositories/players-repository.ts";
import { FIELD_POINT_COLUMNS } from "../db/repositories/research-columns.ts";
import type { ServiceDeps } from "./deps.ts";
import type { CastInput } from "./cast-input.ts";

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
  let q = trx
    .selectFrom("active_effects")
    .selectAll()
    .where("galaxy_id", "=", galaxy.id)
    .where("affected_player_id", "=", affectedId)
    .where("effect_type", "=", effectType);
  if (perSource) q = q.where("source_player_id", "=", sourceId);
  const existing = await q.executeTakeFirst();
  if (existing) {
    const intensity = Math.min(maxStacks, Number(existing.intensity) + 1);
    await trx
      .updateTable("active_effects")
      .set({ intensity, duration_turns: turns, source_player_id: sourceId, started_turn: galaxy.current_turn })
      .where("galaxy_id", "=", galaxy.id)
      .where("id", "=", existing.id)
      .execute();
    return { effectId: existing.id, intensity, durationTurns: turns };
  }
  const id = deps.ids.uuid();
  await trx
    .insertInto("active_effects")
    .values({
      galaxy_id: galaxy.id,
      id,
      affected_player_id: affectedId,
      source_player_id: sourceId,
      effect_type: effectType,
      started_turn: galaxy.current_turn,
      duration_turns: turns,
      intensity: 1,
      created_at: deps.clock.now(),
    })
    .execute();
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
  await trx
    .updateTable("players")
    .set((eb) => ({ [column]: eb(column, "-", amount) }))
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", target.id)
    .execute();
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
    await trx
      .insertInto("planted_operations")
      .values({
        galaxy_id: galaxyId,
        id,
        effect_type: effectType,
        caster_id: caster.id,
        affected_player_id: victim.id,
        planet_id: input.targetPlanetId ?? "",
        started_turn: galaxy.current_turn,
        created_at: deps.clock.now(),
      })
      .execute();
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
      await trx
        .updateTable("players")
        .set((eb) => ({
          ...Object.fromEntries(FIELD_POINT_COLUMNS.map((c) => [c, eb(c, "-", lost[c.slice(3) as keyof typeof lost])])),
          research_points: eb("research_points", "-", Math.min(total, Number(victim.research_points))),
        }))
        .where("galaxy_id", "=", galaxyId)
        .where("id", "=", victim.id)
        .execute();
      return { researchPointsLost: lost, totalLost: total };
    }
    case "destroy_units": {
      const key = UNIT_FLEET_KEY[input.targetUnitType ?? "soldier"] as
        "soldiers" | "droids" | "fighters" | "bombers" | "transports";
      const fleets = await trx
        .selectFrom("fleets")
        .select(["id", key])
        .where("galaxy_id", "=", galaxyId)
        .where("player_id", "=", victim.id)
        .where((eb) =>
          eb.or([
            eb("is_home", "=", 1),
            eb.and([eb("status", "=", "stationed"), eb("stationed_planet_id", "=", input.targetPlanetId ?? "")]),
          ]),
        )
        .execute();
      let destroyed = 0;
      for (const f of fleets) {
        const n = unitsDestroyed(Number((f as Record<string, unknown>)[key]));
        if (n === 0) continue;
        destroyed += n;
        await trx
          .updateTable("fleets")
          .set((eb) => ({ [key]: eb(key, "-", n) }))
          .where("galaxy_id", "=", galaxyId)
          .where("id", "=", f.id)
          .execute();
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
      // Delayed: the flip fires them (operation-effects-tick.ts); kept with the planted rows, never triggered.
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
      await trx
        .insertInto("operation_records")
        .values({
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
        })
        .execute();
      // The target's next intel report on the framed empire is altered by ±25%.
      await placeEffect(trx, deps, galaxy, PLANTED_FALSE_INFO, framed?.id ?? "", victim.id, 48, 1, true);
      return { framedPlayerName: framed?.username ?? null };
    }
    default:
      return {};
  }
};
