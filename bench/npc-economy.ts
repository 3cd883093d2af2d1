/**
 * npm run bench:npc — NPC empires left to themselves: nine NPCs of one level (BENCH_NPC_LEVEL, default hard) in a
 * 30×30 galaxy play BENCH_TURNS turns (default 300). Every 100 turns it prints each empire's credits, networth,
 * planets and army, and the galaxy's colonisations and insolvencies: a balance check that NPCs grow, keep their
 * armies within their income, and never go bankrupt. BENCH_PASSIVE=n turns n of the nine into passive player
 * empires, each holding four colonies near home: what the NPCs do to players who never answer.
 */
import { randomUUID } from "node:crypto";
import pino from "pino";
import {
  createGalaxy,
  loadConfig,
  migrate,
  openDatabase,
  processNextFlip,
  systemClock,
  type ServiceDeps,
} from "@nova/server";

const LEVEL = (["easy", "medium", "hard"] as const).find((l) => l === process.env["BENCH_NPC_LEVEL"]) ?? "hard";
const TURNS = Number(process.env["BENCH_TURNS"] ?? 300);
const PASSIVE = Number(process.env["BENCH_PASSIVE"] ?? 0);
const G = "npc-economy";

const db = openDatabase("sqlite::memory:");
await migrate(db);
const deps: ServiceDeps = {
  config: loadConfig({ DATABASE_URL: "sqlite::memory:" }),
  db,
  clock: systemClock,
  ids: { uuid: () => randomUUID() },
  log: pino({ level: "warn" }),
};
await createGalaxy(deps, {
  id: G,
  name: "NPC economy",
  shardId: "shard-1",
  ownerId: null,
  isPrivate: false,
  config: {
    gridWidth: 30,
    gridHeight: 30,
    familyCount: 3,
    maxPlayersPerFamily: 4,
    planetsPerHomeSystem: 4,
    planetsPerNeutralSystem: 3,
    systemDensity: 0.15,
    turnLengthMinutes: 15,
  },
  npcCount: 9,
  npcDifficulty: LEVEL,
});
const k = db.kysely;
const passive = (
  await k.selectFrom("players").select("id").where("galaxy_id", "=", G).orderBy("id").limit(PASSIVE).execute()
).map((p) => p.id);
for (const id of passive) {
  await k.updateTable("players").set({ is_npc: 0 }).where("galaxy_id", "=", G).where("id", "=", id).execute();
  const home = await k
    .selectFrom("planets")
    .select(["x", "y"])
    .where("galaxy_id", "=", G)
    .where("owner_id", "=", id)
    .executeTakeFirstOrThrow();
  const free = await k
    .selectFrom("planets")
    .select(["id", "x", "y", "size"])
    .where("galaxy_id", "=", G)
    .where("owner_id", "is", null)
    .where("is_home_slot", "=", 0)
    .execute();
  free.sort((a, b) => Math.hypot(a.x - home.x, a.y - home.y) - Math.hypot(b.x - home.x, b.y - home.y));
  for (const planet of free.slice(0, 4))
    await k
      .updateTable("planets")
      .set({ owner_id: id, population: planet.size, claimed_at: 0, farm: 2 })
      .where("galaxy_id", "=", G)
      .where("id", "=", planet.id)
      .execute();
}

const report = async (turn: number) => {
  const [players, planets, fleets, events] = await Promise.all([
    k.selectFrom("players").select(["id", "username", "credits", "networth"]).where("galaxy_id", "=", G).execute(),
    k
      .selectFrom("planets")
      .select((eb) => ["owner_id", eb.fn.countAll<number>().as("n")])
      .where("galaxy_id", "=", G)
      .where("owner_id", "is not", null)
      .groupBy("owner_id")
      .execute(),
    k
      .selectFrom("fleets")
      .select((eb) => [
        "player_id",
        eb.fn.sum<number>("soldiers").as("soldiers"),
        eb.fn.sum<number>("droids").as("droids"),
        eb.fn.sum<number>("transports").as("transports"),
      ])
      .where("galaxy_id", "=", G)
      .groupBy("player_id")
      .execute(),
    k
      .selectFrom("events")
      .select((eb) => ["event_type", eb.fn.countAll<number>().as("n")])
      .where("galaxy_id", "=", G)
      .where("event_type", "in", ["planet_colonized", "fleet_disbanded", "planet_captured", "npc_action_attack"])
      .groupBy("event_type")
      .execute(),
  ]);
  const count = (type: string) => Number(events.find((e) => e.event_type === type)?.n ?? 0);
  const battles = await k
    .selectFrom("battle_reports")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("galaxy_id", "=", G)
    .executeTakeFirst();
  console.log(
    `turn ${turn}: ${count("planet_colonized")} planets colonised, ${count("fleet_disbanded")} insolvencies, ` +
      `${Number(battles?.n ?? 0)} battles, ${count("planet_captured")} planets captured so far`,
  );
  for (const p of players) {
    const army = fleets.find((f) => f.player_id === p.id);
    console.log(
      `  ${(passive.includes(p.id) ? "(player) " : "") + p.username.padEnd(20)} credits ${String(p.credits).padStart(9)}  networth ${String(p.networth).padStart(6)}` +
        `  planets ${String(planets.find((x) => x.owner_id === p.id)?.n ?? 0).padStart(2)}` +
        `  soldiers ${String(army?.soldiers ?? 0).padStart(5)}  droids ${String(army?.droids ?? 0).padStart(5)}` +
        `  transports ${String(army?.transports ?? 0).padStart(3)}`,
    );
  }
};

console.log(`${9 - passive.length} ${LEVEL} NPCs and ${passive.length} passive players, ${TURNS} turns`);
const started = performance.now();
for (let turn = 1; turn <= TURNS; turn++) {
  await processNextFlip(deps, G);
  if (turn % 100 === 0 || turn === TURNS) await report(turn);
}
console.log(`${TURNS} flips in ${((performance.now() - started) / 1000).toFixed(1)} s`);
await db.close();
