/**
 * npm run bench:opening — the opening pace (issue 18): a new player who does what the advisor says, turn by turn,
 * through the same services as the API, in a galaxy with medium NPCs. Prints the turn of the first exploration
 * (explorer sent), the first colony, the first spy report and the first possible attack (a neighbour the attack
 * rules allow, with intel), and the turns the player had nothing to do. BENCH_TURNS (default 90) bounds the run.
 * Target pace: docs/opening-pace.md.
 */
import { randomUUID } from "node:crypto";
import pino from "pino";
import {
  adviceFor,
  castOperation,
  createGalaxy,
  loadConfig,
  migrate,
  openDatabase,
  placeBuildOrder,
  placeUnitOrder,
  processNextFlip,
  registerPlayer,
  sendFleet,
  systemClock,
  type ServiceDeps,
} from "@nova/server";

const TURNS = Number(process.env["BENCH_TURNS"] ?? 90);
const G = "opening";
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
  name: "Opening",
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
  npcCount: 6,
  npcDifficulty: "medium",
});
const user = { id: "opening-player", displayName: "Newcomer", email: null, isAdmin: false };
const { playerId } = await registerPlayer(deps, user, { galaxyId: G, username: "Newcomer", race: "quantam" });
const homeFleet = `${G}:${playerId}:home`;

const milestones: Record<string, number | null> = {
  "first exploration": null,
  "first colony": null,
  "first spy report": null,
  "first possible attack": null,
};
const reach = (name: string, turn: number) => {
  if (milestones[name] === null) milestones[name] = turn;
};
const idle: number[] = [];

/** How many of a building the player can afford now (credits and octarine are what run out first). */
const affordable = async (perCredits: number, perOctarine: number, want: number) => {
  const p = await db.kysely
    .selectFrom("players")
    .select(["credits", "octarine"])
    .where("galaxy_id", "=", G)
    .where("id", "=", playerId)
    .executeTakeFirstOrThrow();
  return Math.max(0, Math.min(want, 100, Math.floor(p.credits / perCredits), Math.floor(p.octarine / perOctarine)));
};
const BUILD_FOR: Record<string, { type: string; credits: number; octarine: number; want: number }> = {
  // BENCH_EXPLORE_BUILD=research_center replays the opening before the advisor named the quickest building.
  build_to_explore:
    process.env["BENCH_EXPLORE_BUILD"] === "research_center"
      ? { type: "research_center", credits: 100, octarine: 14, want: 0 }
      : { type: "cash_factory", credits: 120, octarine: 5, want: 0 },
  build_research: { type: "research_center", credits: 100, octarine: 14, want: 0 },
  build_farms: { type: "farm", credits: 160, octarine: 10, want: 0 },
  build_cash_factories: { type: "cash_factory", credits: 120, octarine: 5, want: 10 },
  protection_ending: { type: "laser", credits: 700, octarine: 8, want: 5 },
  grow_economy: { type: "living_quarters", credits: 200, octarine: 8, want: 5 },
};

/** Acts on one goal the way a player clicking its link would; true when something was ordered. */
const act = async (turn: number, goal: { code: string; link: string; params: Record<string, string | number> }) => {
  const link = new URL(goal.link, "http://x");
  const safely = async (run: () => Promise<unknown>) => {
    try {
      await run();
      return true;
    } catch {
      return false; // refused (e.g. short of credits): the player moves on to the next goal
    }
  };
  const build = BUILD_FOR[goal.code];
  if (build) {
    const planetId = link.searchParams.get("planetId");
    const want = Number(goal.params["count"] ?? build.want) || build.want;
    const n = await affordable(build.credits, build.octarine, want);
    if (!planetId || n === 0) return false;
    return safely(() =>
      placeBuildOrder(deps, user, { galaxyId: G, orders: [{ planetId, buildingType: build.type, quantity: n }] }),
    );
  }
  if (goal.code === "train_agents")
    return safely(() =>
      placeUnitOrder(deps, user, {
        galaxyId: G,
        fleetId: homeFleet,
        orders: [{ unitType: "agent", quantity: Number(goal.params["count"] ?? 15) }],
      }),
    );
  if (goal.code === "build_explorer")
    return safely(() =>
      placeUnitOrder(deps, user, { galaxyId: G, fleetId: homeFleet, orders: [{ unitType: "explorer", quantity: 1 }] }),
    );
  if (goal.code === "explore_now") {
    const x = link.searchParams.get("focusX");
    const y = link.searchParams.get("focusY");
    const target = await db.kysely
      .selectFrom("planets")
      .select("id")
      .where("galaxy_id", "=", G)
      .where("x", "=", Number(x))
      .where("y", "=", Number(y))
      .where("owner_id", "is", null)
      .where("is_home_slot", "=", 0)
      .orderBy("idx")
      .executeTakeFirst();
    if (!target) return false;
    const sent = await safely(() =>
      sendFleet(deps, user, {
        galaxyId: G,
        sourceFleetId: homeFleet,
        action: "exploration",
        targetPlanetId: target.id,
        units: { explorers: 1 },
      }),
    );
    if (sent) reach("first exploration", turn);
    return sent;
  }
  if (goal.code === "spy_neighbour") {
    const target = link.searchParams.get("targetPlayer");
    return safely(async () => {
      const answer = await castOperation(deps, user, G, {
        playerId,
        operationType: "spy_on_target",
        targetPlayerId: target,
        targetPlanetId: null,
        framedPlayerId: null,
        targetUnitType: null,
      });
      if (answer.success) reach("first spy report", turn);
    });
  }
  if (goal.code === "plan_attack") {
    reach("first possible attack", turn);
    return false;
  }
  return false;
};

for (let turn = 0; turn < TURNS; turn++) {
  const { goals } = await adviceFor(deps, user, G);
  let acted = false;
  // A player visiting once a turn works down the list and does what they can afford.
  // The standing "grow your economy" goal does not count: a turn with only that to do is a turn of waiting.
  for (const goal of goals.filter((g) => !g.done))
    acted = ((await act(turn, goal)) && goal.code !== "grow_economy") || acted;
  if (!acted) idle.push(turn);
  const planets = await db.kysely
    .selectFrom("planets")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("galaxy_id", "=", G)
    .where("owner_id", "=", playerId)
    .executeTakeFirstOrThrow();
  if (Number(planets.n) > 1) reach("first colony", turn);
  await processNextFlip(deps, G);
}

console.log(`A new player following the advisor, ${TURNS} turns (15-minute turns, 6 medium NPCs):`);
for (const [name, turn] of Object.entries(milestones))
  console.log(`  ${name.padEnd(22)} ${turn === null ? `not within ${TURNS} turns` : `turn ${turn}`}`);
const ranges: string[] = [];
for (let i = 0; i < idle.length; i++) {
  let j = i;
  while (j + 1 < idle.length && idle[j + 1] === (idle[j] as number) + 1) j++;
  ranges.push(i === j ? `${idle[i]}` : `${idle[i]}-${idle[j]}`);
  i = j;
}
console.log(`  turns with nothing but the standing economy goal: ${idle.length} (${ranges.join(", ") || "none"})`);
await db.close();
