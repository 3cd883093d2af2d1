import { BEATEN_WINDOW_TURNS } from "@nova/rules";
import type { Queryable } from "../database.ts";

export interface WarRecord {
  /** Planets it lost to attacks (captured, razed or destroyed) within `BEATEN_WINDOW_TURNS`. */
  readonly planetsLost: number;
  /** It attacked someone within the same window. */
  readonly attackedSince: boolean;
  readonly planetsNow: number;
}

const LOST = new Set(["captured", "razed", "destroyed"]);

/** Each empire's recent war record, for the beaten-empire protection (rules.md 13.1). */
export const warRecords = async (
  db: Queryable,
  galaxyId: string,
  playerIds: readonly string[],
  turn: number,
): Promise<Map<string, WarRecord>> => {
  const records = new Map<string, WarRecord>();
  if (playerIds.length === 0) return records;
  const since = turn - BEATEN_WINDOW_TURNS;
  const [defeats, attacks, planets] = await Promise.all([
    db
      .selectFrom("battle_reports")
      .select(["defender_id", "report"])
      .where("galaxy_id", "=", galaxyId)
      .where("defender_id", "in", playerIds)
      .where("turn_number", ">", since)
      .execute(),
    db
      .selectFrom("battle_reports")
      .select("attacker_id")
      .distinct()
      .where("galaxy_id", "=", galaxyId)
      .where("attacker_id", "in", playerIds)
      .where("turn_number", ">", since)
      .execute(),
    db
      .selectFrom("planets")
      .select((eb) => ["owner_id", eb.fn.countAll<number>().as("n")])
      .where("galaxy_id", "=", galaxyId)
      .where("owner_id", "in", playerIds)
      .groupBy("owner_id")
      .execute(),
  ]);
  const attacked = new Set(attacks.map((a) => a.attacker_id));
  for (const id of playerIds) {
    const lost = defeats.filter(
      (d) =>
        d.defender_id === id && LOST.has(String((JSON.parse(d.report) as { planetOutcome?: string }).planetOutcome)),
    ).length;
    records.set(id, {
      planetsLost: lost,
      attackedSince: attacked.has(id),
      planetsNow: Number(planets.find((p) => p.owner_id === id)?.n ?? 0),
    });
  }
  return records;
};
