import { clampMorale, planNpcOperations, type EmpireTurnResult, type NpcLevel } from "@nova/rules";
import { findGalaxy } from "../db/repositories/galaxies-repository.ts";
import { findPlayer } from "../db/repositories/players-repository.ts";
import { AppError } from "../domain/app-error.ts";
import { performCast } from "../services/operations/operation-cast.ts";
import type { NpcTurnContext } from "./npc-context.ts";
import type { Grievances, NpcStrike } from "./npc-war.ts";
import { findHomeAgentsAndWizards } from "../db/repositories/fleets-repository.ts";

/**
 * rules.md 16, "spells and operations": after their orders, acting NPCs run intel on the planet they just sent a
 * strike at, and hard NPCs one hostile operation against their last attacker (`planNpcOperations`). Each cast is
 * the players' own (`performCast`): checked, paid in morale and octarine, rolled and logged in the Empire Log of
 * both sides. A cast the checks refuse (protection, family, range) is skipped. Returns the rows written.
 */
export const runNpcOperations = async (
  ctx: NpcTurnContext,
  level: NpcLevel,
  acting: readonly EmpireTurnResult[],
  strikes: ReadonlyMap<string, NpcStrike>,
  grievances: Grievances,
): Promise<number> => {
  const lastAttacker = (npcId: string): string | null => {
    let last: [string, number] | null = null;
    for (const hit of grievances.get(npcId) ?? []) if (!last || hit[1] > last[1]) last = hit;
    return last?.[0] ?? null;
  };
  const casters = acting.filter((e) => strikes.has(e.id) || (level === "hard" && lastAttacker(e.id) !== null));
  if (level === "easy" || casters.length === 0) return 0;
  const galaxy = await findGalaxy(ctx.trx, ctx.galaxyId);
  if (!galaxy) return 0;
  const env = { ids: ctx.ids, clock: { now: () => ctx.flipTime }, dialect: ctx.db.dialect };
  let written = 0;
  for (const empire of casters) {
    const [row, home] = await Promise.all([
      findPlayer(ctx.trx, ctx.galaxyId, empire.id),
      findHomeAgentsAndWizards(ctx.trx, ctx.galaxyId, empire.id),
    ]);
    if (!row || !home) continue;
    const casts = planNpcOperations({
      level,
      race: row.race,
      morale: clampMorale(Number(row.morale)),
      agents: Number(home.agents),
      wizards: Number(home.wizards),
      octarine: Number(row.octarine),
      strike: strikes.get(empire.id) ?? null,
      lastAttackerId: lastAttacker(empire.id),
    });
    for (const cast of casts) {
      // Each cast reads the caster afresh: the one before spent morale, octarine and perhaps agents.
      const caster = await findPlayer(ctx.trx, ctx.galaxyId, empire.id);
      if (!caster) break;
      try {
        await performCast(ctx.trx, env, galaxy, caster, {
          playerId: caster.id,
          operationType: cast.operationType,
          targetPlayerId: cast.targetPlayerId,
          targetPlanetId: cast.targetPlanetId,
          framedPlayerId: null,
          targetUnitType: null,
        });
        written += 3;
      } catch (error) {
        // Refused before anything was written: the NPC simply does not cast this one.
        if (!(error instanceof AppError)) throw error;
      }
    }
  }
  return written;
};
