import type { AttackCheckInput } from "@nova/rules";
import type { Queryable } from "../../db/database.ts";
import type { GalaxyRow } from "../../db/repositories/galaxies-repository.ts";
import type { PlanetRow } from "../../db/repositories/planets-repository.ts";
import type { PlayerRow } from "../../db/repositories/players-repository.ts";
import { warRecords } from "../../db/repositories/war-record-repository.ts";
import { findRecentAttack } from "../../db/repositories/battle-reports-repository.ts";
import { findRecentHostileOperation } from "../../db/repositories/operation-records-repository.ts";
import { findPlayer } from "../../db/repositories/players-repository.ts";

/** How long an attack or operation lets its victim answer outside the networth range (rules.md 13.1). */
export const RETALIATION_MS = 48 * 60 * 60 * 1000;

/**
 * Whether `targetId` attacked `playerId`, or ran an operation on them, within the last 48 hours: the networth
 * range does not hold against them then (rules.md 13.1), for attacks and hostile operations alike.
 */
export const isRetaliation = async (
  trx: Queryable,
  galaxyId: string,
  playerId: string,
  targetId: string,
  now: number,
): Promise<boolean> => {
  const since = now - RETALIATION_MS;
  const [battle, operation] = await Promise.all([
    findRecentAttack(trx, galaxyId, targetId, playerId, since),
    findRecentHostileOperation(trx, galaxyId, targetId, playerId, since),
  ]);
  return battle !== undefined || operation !== undefined;
};

/** Gathers what the attack rules need about attacker, target planet and its owner (rules.md 13.1). */
export const attackCheckInput = async (
  trx: Queryable,
  galaxy: GalaxyRow,
  attacker: PlayerRow,
  planet: PlanetRow,
  now: number,
  stage: "send" | "initiate",
): Promise<AttackCheckInput & { defender: PlayerRow | null }> => {
  const defender = planet.owner_id ? await findPlayer(trx, galaxy.id, planet.owner_id) : null;
  const retaliation = defender ? await isRetaliation(trx, galaxy.id, attacker.id, defender.id, now) : false;
  const record = defender
    ? (await warRecords(trx, galaxy.id, [defender.id], galaxy.current_turn)).get(defender.id)
    : null;
  return {
    defender,
    attackerId: attacker.id,
    attackerFamilyId: attacker.family_id,
    targetOwnerId: planet.owner_id,
    targetFamilyId: defender?.family_id ?? null,
    targetIsHomeWorld: planet.is_home_world === 1,
    attackerNetworth: attacker.networth,
    targetNetworth: defender?.networth ?? 0,
    retaliation,
    targetProtectedUntilTurn: defender?.protected_until_turn ?? null,
    currentTurn: galaxy.current_turn,
    attackerMorale: attacker.morale,
    stage,
    ...(record ? { targetRecentLosses: record } : {}),
  };
};
