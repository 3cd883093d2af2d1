import { spyMilitaryOf, type CombatCounts, type SeenDefence, type SpyMilitary } from "@nova/rules";
import type { Queryable } from "../database.ts";
import { listFleetsOfPlayer, unitsOf } from "./fleets-repository.ts";

// What the caller knows of other empires (issue 18): the military a spy counts, and the caller's latest report.

const COMBAT_KEYS = ["soldiers", "droids", "fighters", "bombers", "transports"] as const;
const counts = (u: Readonly<Record<(typeof COMBAT_KEYS)[number], number>>): CombatCounts =>
  Object.fromEntries(COMBAT_KEYS.map((k) => [k, u[k]])) as CombatCounts;

/** The target's home fleet and the units stationed per planet, as a spy counts them. */
export const militaryCounts = async (
  db: Queryable,
  galaxyId: string,
  playerId: string,
): Promise<{ homeFleet: CombatCounts; stationed: Record<string, CombatCounts> }> => {
  const fleets = await listFleetsOfPlayer(db, galaxyId, playerId);
  const zero = { soldiers: 0, droids: 0, fighters: 0, bombers: 0, transports: 0 };
  const home = fleets.find((f) => f.is_home === 1);
  const stationed: Record<string, Record<(typeof COMBAT_KEYS)[number], number>> = {};
  for (const f of fleets) {
    if (f.is_home === 1 || f.status !== "stationed" || !f.stationed_planet_id) continue;
    const sum = (stationed[f.stationed_planet_id] ??= { ...zero });
    const u = unitsOf(f);
    for (const k of COMBAT_KEYS) sum[k] += u[k];
  }
  return {
    homeFleet: counts(home ? unitsOf(home) : zero),
    stationed: Object.fromEntries(Object.entries(stationed).map(([id, c]) => [id, counts(c)])),
  };
};

export interface HeldIntel {
  readonly operationId: string;
  /** The report as the caster received it. */
  readonly report: Record<string, unknown>;
  readonly source: "spy_report" | "vision";
  readonly turn: number;
  readonly military: SpyMilitary;
  readonly networth: number;
}

/**
 * The caller's latest successful spy_on_target or vision report on `targetId` that carries the military counts
 * (older reports do not), or null. Only the caller's own records: intel is never shared or guessed.
 */
export const latestHeldIntel = async (
  db: Queryable,
  galaxyId: string,
  casterId: string,
  targetId: string,
  /** Only reports made before this time (epoch ms), e.g. the intel held when a battle was fought. */
  before?: number,
): Promise<HeldIntel | null> => {
  let query = db
    .selectFrom("operation_records")
    .select(["id", "operation_type", "turn_number", "details"])
    .where("galaxy_id", "=", galaxyId)
    .where("caster_id", "=", casterId)
    .where("target_id", "=", targetId)
    .where("is_fake", "=", 0)
    .where("status", "=", "success")
    .where("operation_type", "in", ["spy_on_target", "vision"]);
  if (before !== undefined) query = query.where("created_at", "<=", before);
  const rows = await query.orderBy("created_at", "desc").orderBy("id", "desc").limit(5).execute();
  for (const row of rows) {
    const details = JSON.parse(row.details) as { intelData?: unknown };
    const intel = spyMilitaryOf(details.intelData);
    if (intel)
      return {
        operationId: row.id,
        report: details.intelData as Record<string, unknown>,
        source: row.operation_type === "vision" ? "vision" : "spy_report",
        turn: row.turn_number,
        ...intel,
      };
  }
  return null;
};

/** The caller's latest battle as attacker for `planetId`: what their own fleet saw of its defence. */
export const latestOwnBattle = async (
  db: Queryable,
  galaxyId: string,
  attackerId: string,
  planetId: string,
): Promise<{ turn: number; seen: SeenDefence } | null> => {
  const row = await db
    .selectFrom("battle_reports")
    .select(["turn_number", "report"])
    .where("galaxy_id", "=", galaxyId)
    .where("attacker_id", "=", attackerId)
    .where("planet_id", "=", planetId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (!row) return null;
  const r = JSON.parse(row.report) as Partial<SeenDefence>;
  return {
    turn: row.turn_number,
    seen: {
      planetId,
      planetName: typeof r.planetName === "string" ? r.planetName : planetId,
      defenderInitialUnits: r.defenderInitialUnits ?? {},
      defenderHomeFleetUnits: r.defenderHomeFleetUnits ?? null,
      defenderInitialLasers: r.defenderInitialLasers ?? 0,
      defenderNetworth: r.defenderNetworth ?? 0,
    },
  };
};
