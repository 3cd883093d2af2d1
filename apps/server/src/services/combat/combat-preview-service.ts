import type { CombatPreview, CombatPreviewRequest } from "@nova/contract";
import {
  addUnits,
  battleInputFromIntel,
  checkAttack,
  emptyFleetUnits,
  FLEET_UNIT_KEYS,
  militaryFromBattle,
  previewBattle,
  type FleetUnits,
} from "@nova/rules";
import type { AuthUser } from "../../auth/auth-user.ts";
import { listFleetsOfPlayer, unitsOf } from "../../db/repositories/fleets-repository.ts";
import { hasActiveEffect } from "../../db/repositories/active-effects-repository.ts";
import { latestHeldIntel, latestOwnBattle } from "../../db/repositories/intel-repository.ts";
import { findPlayerOfUser } from "../../db/repositories/players-repository.ts";
import { scienceOfRow } from "../../db/repositories/research-columns.ts";
import { refuse, refused } from "../../domain/app-error.ts";
import { attackCheckInput } from "./attack-context.ts";
import type { ServiceDeps } from "../deps.ts";
import { loadTargetPlanet } from "../fleets/fleet-targets.ts";
import { visibleGalaxy } from "../galaxy/galaxy-service.ts";

const NO_INTEL: CombatPreview = {
  basedOn: { source: "none", turn: null, ageTurns: null, operationId: null },
  estimate: null,
};

/**
 * POST /combat/preview (issue 18): the battle the caller can foresee against `targetPlanetId` with `units`. The
 * defence comes only from what the caller saw: their latest spy or vision report on the planet's owner, or their
 * own latest battle for this planet if newer ("own"), aged by the turns since; never from the defender's true
 * army. With neither the estimate is null. The target must be
 * attackable (the attack rules' refusals), and the units ones the caller holds across their fleets.
 */
export const previewCombat = async (
  deps: ServiceDeps,
  user: AuthUser,
  body: CombatPreviewRequest & { units: Partial<Record<string, number>> },
): Promise<CombatPreview> => {
  const db = deps.db.kysely;
  const galaxy = await visibleGalaxy(deps, user, body.galaxyId);
  const player = await findPlayerOfUser(db, galaxy.id, user.id);
  if (!player) throw refuse("player_not_found");
  const planet = await loadTargetPlanet(db, galaxy.id, body.targetPlanetId);
  const context = await attackCheckInput(db, galaxy, player, planet, deps.clock.now(), "send");
  const refusal = checkAttack(context);
  if (refusal) throw refused(refusal);
  const defender = context.defender;
  if (!defender) throw refuse("planet_not_enemy");

  const units = await checkedUnits(deps, galaxy.id, player.id, body.units);
  // The newest of the caller's spy/vision report on the owner and their own battle for this planet.
  const [spied, fought] = await Promise.all([
    latestHeldIntel(db, galaxy.id, player.id, defender.id),
    latestOwnBattle(db, galaxy.id, player.id, planet.id),
  ]);
  const intel =
    fought && (!spied || fought.turn > spied.turn)
      ? { source: "own" as const, turn: fought.turn, operationId: null, ...militaryFromBattle(fought.seen) }
      : spied;
  if (!intel) return NO_INTEL;
  const ageTurns = Math.max(0, galaxy.current_turn - intel.turn);
  const input = battleInputFromIntel(
    {
      units,
      race: player.race,
      military: scienceOfRow(player).military,
      noFear: await hasActiveEffect(db, galaxy.id, player.id, "no_fear"),
      networth: player.networth,
    },
    intel,
    planet.id,
    planet.size,
  );
  const estimate = previewBattle(input, ageTurns);
  return {
    basedOn: { source: intel.source, turn: intel.turn, ageTurns, operationId: intel.operationId },
    estimate: {
      winChance: estimate.winChance,
      attackerLosses: { ...estimate.attackerLosses },
      defenderLosses: { ...estimate.defenderLosses },
      outcome: estimate.outcome,
    },
  };
};

/** The requested units, refused when the caller's fleets together hold fewer (the send order's message). */
const checkedUnits = async (
  deps: ServiceDeps,
  galaxyId: string,
  playerId: string,
  requested: Partial<Record<string, number>>,
): Promise<FleetUnits> => {
  const fleets = await listFleetsOfPlayer(deps.db.kysely, galaxyId, playerId);
  const held = fleets.reduce((sum, f) => addUnits(sum, unitsOf(f)), emptyFleetUnits());
  const units = emptyFleetUnits();
  for (const key of FLEET_UNIT_KEYS) {
    const n = requested[key] ?? 0;
    if (n > held[key])
      throw refuse("insufficient_resource_amount", { resource: key, need: n, have: held[key] }, "invalid_action");
    units[key] = n;
  }
  if (FLEET_UNIT_KEYS.every((k) => units[k] === 0)) throw refuse("select_one_unit");
  return units;
};
