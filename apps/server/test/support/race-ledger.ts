import { FLEET_UNIT_KEYS } from "@nova/rules";
import { sql, type Kysely } from "kysely";
import type { Database } from "../../src/db/schema.ts";

/** How many times each race runs, and how many parallel requests each race sends (`npm run test:extended`: 20 × 50). */
export const raceReps = (): number => Math.max(1, Number(process.env["NOVA_RACE_REPS"] ?? 2));
export const raceRequests = (): number => Math.max(2, Number(process.env["NOVA_RACE_REQUESTS"] ?? 2));

/** An empire's countable state by name: stocks, research, units over all its fleets, buildings, population. */
export type Ledger = Record<string, number>;

export const addInto = (target: Ledger, delta: Ledger): void => {
  for (const [k, n] of Object.entries(delta)) target[k] = (target[k] ?? 0) + n;
};

const STOCKS = ["credits", "iron", "food", "endurium", "octarine"] as const;
const RESEARCH = ["rp_military", "rp_welfare", "rp_economy", "rp_construction", "rp_resources"] as const;

export const ledgerOf = async (db: Kysely<Database>, galaxyId: string, playerId: string): Promise<Ledger> => {
  const player = await db
    .selectFrom("players")
    .selectAll()
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", playerId)
    .executeTakeFirstOrThrow();
  const units = await db
    .selectFrom("fleets")
    .select(FLEET_UNIT_KEYS.map((k) => sql<number>`coalesce(sum(${sql.ref(k)}), 0)`.as(k)))
    .where("galaxy_id", "=", galaxyId)
    .where("player_id", "=", playerId)
    .executeTakeFirstOrThrow();
  const planets = await db
    .selectFrom("planets")
    .select([
      sql<number>`coalesce(sum(population), 0)`.as("population"),
      sql<number>`coalesce(sum(farm), 0)`.as("farm"),
      sql<number>`coalesce(sum(mine), 0)`.as("mine"),
      sql<number>`coalesce(sum(cash_factory), 0)`.as("cash_factory"),
    ])
    .where("galaxy_id", "=", galaxyId)
    .where("owner_id", "=", playerId)
    .executeTakeFirstOrThrow();
  const ledger: Ledger = {};
  for (const k of [...STOCKS, ...RESEARCH]) ledger[k] = Number(player[k]);
  for (const [k, n] of Object.entries({ ...units, ...planets })) ledger[k] = Number(n);
  return ledger;
};
