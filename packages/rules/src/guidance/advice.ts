import { operationsOfRace } from "../operations/operation-catalogue.ts";
import { planetLabel } from "../galaxy/ids.ts";
import type { AdviceGoal, AdviceInput, AdvicePlanet } from "./advice-types.ts";

/** The advisor shows at least this many goals and at most that many (issue 18). */
export const MIN_GOALS = 3;
export const MAX_GOALS = 5;
/** Goals about running out start this many turns ahead (farms take 10 turns to build). */
export const SHORTAGE_ADVICE_TURNS = 12;
/** The protection goal starts this many turns before protection ends. */
export const PROTECTION_ADVICE_TURNS = 10;
/** Research centers the advisor aims for, as a share of all buildings. */
export const RESEARCH_SHARE = 0.12;
/** Agents the advisor wants before spying: enough to outnumber a medium NPC's guard (rules.md 14.1, 16). */
export const SPY_AGENTS = 20;
/** The cash factory's build time, the shortest of all buildings (rules.md 2.1). */
export const QUICKEST_BUILD_TURNS = 5;
/** The price of an explorer in credits (rules.md 2.2). */
const EXPLORER_CREDITS = 10_000;

/** "?galaxyId=g1&planetId=..." encoded like URLSearchParams (the rules package has no DOM or Node types). */
const q = (galaxyId: string, extra: Record<string, string> = {}) =>
  "?" +
  Object.entries({ galaxyId, ...extra })
    .map(([k, v]) => `${k}=${encodeURIComponent(v).replace(/%20/g, "+")}`)
    .join("&");
const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** The planet with the most free space (home world first on a tie): where the advisor sends builders. */
const roomiest = (planets: readonly AdvicePlanet[]): AdvicePlanet | null =>
  [...planets].sort(
    (a, b) =>
      b.size - b.built - b.inProgress - (a.size - a.built - a.inProgress) ||
      Number(b.isHomeWorld) - Number(a.isHomeWorld),
  )[0] ?? null;

interface Candidate extends AdviceGoal {
  readonly priority: number;
}

/**
 * The next goals for an empire (issue 18), most urgent first: 3 to 5 of them, each with a reason and a client
 * link to the screen that acts on it. Pure, so the web client, NPCs and tests see the same advice. Goals already
 * reached (`done`) fill the list only when fewer than three are open.
 */
export const adviseEmpire = (s: AdviceInput): AdviceGoal[] => {
  const g = s.galaxyId;
  const home = s.planets.find((p) => p.isHomeWorld) ?? s.planets[0] ?? null;
  const buildOn = (p: AdvicePlanet | null) => `/planets${q(g, p ? { planetId: p.id, action: "build" } : {})}`;
  const room = roomiest(s.planets) ?? home;
  const totalSize = s.planets.reduce((n, p) => n + p.size, 0);
  const built = s.planets.reduce((n, p) => n + p.built, 0);
  const inProgress = s.planets.reduce((n, p) => n + p.inProgress, 0);
  const needed = Math.ceil(totalSize / 2);
  const mayExplore = 2 * built >= totalSize;
  const explorersReady = s.explorers.home;
  const out: Candidate[] = [];
  const add = (c: Omit<Candidate, "done"> & { done?: boolean }) => out.push({ done: false, ...c });

  const foodTurns = s.turnsUntilShortage.food;
  if (foodTurns !== null && foodTurns <= SHORTAGE_ADVICE_TURNS) {
    // As many as cover the deficit, but no more than the roomiest planet has space for.
    const free = room ? Math.max(0, room.size - room.built - room.inProgress) : 0;
    const farms = Math.max(1, Math.min(Math.ceil(-s.foodNet / 100), free));
    add({
      priority: 10,
      id: "build_farms",
      code: "build_farms",
      params: { count: farms, turns: foodTurns },
      title: `Build ${plural(farms, "farm", "farms")}: food runs out in ${plural(foodTurns, "turn", "turns")}`,
      reason: "Each farm grows 100 food a turn. Without food your income is halved and your people starve.",
      link: buildOn(room),
    });
  }
  const creditTurns = s.turnsUntilShortage.credits;
  if (creditTurns !== null && creditTurns <= SHORTAGE_ADVICE_TURNS) {
    add({
      priority: 11,
      id: "build_cash_factories",
      code: "build_cash_factories",
      params: { turns: creditTurns },
      title: `Build cash factories: credits run out in ${plural(creditTurns, "turn", "turns")}`,
      reason: "Upkeep costs more than you earn. With no credits, 1% of your units disband every turn.",
      link: buildOn(room),
    });
  }
  const until = s.protectedUntilTurn;
  if (until !== null && until > s.currentTurn && until - s.currentTurn <= PROTECTION_ADVICE_TURNS) {
    const left = until - s.currentTurn;
    add({
      priority: 20,
      id: "protection_ending",
      code: "protection_ending",
      params: { turns: left },
      title: `Your protection ends in ${plural(left, "turn", "turns")}: build defences`,
      reason: "Then other empires may attack your colonies. Lasers shoot down transports; soldiers hold the ground.",
      link: buildOn(home),
    });
  }
  if (mayExplore && s.nearestNeutral && explorersReady > 0) {
    const n = s.nearestNeutral;
    const affordable = s.credits >= n.fee;
    add({
      priority: affordable ? 30 : 45,
      id: "explore_now",
      code: "explore_now",
      params: { planet: planetLabel(n.planetId), fee: n.fee, affordable: affordable ? "yes" : "no" },
      title: "You can explore now: send an explorer",
      reason: affordable
        ? `Planet ${planetLabel(n.planetId)} is free; exploring it costs ${n.fee.toLocaleString("en-US")} credits and adds its space to your empire.`
        : `Planet ${planetLabel(n.planetId)} is free; save up ${n.fee.toLocaleString("en-US")} credits for the exploration fee.`,
      link: `/map-grid${q(g, { focusX: String(n.x), focusY: String(n.y), select: "1" })}`,
    });
  }
  const buildingExplorer = s.explorers.inBuild > 0;
  const soonExplore = mayExplore || 2 * (built + inProgress) >= totalSize;
  if (soonExplore && explorersReady === 0 && !buildingExplorer) {
    add({
      priority: 35,
      id: "build_explorer",
      code: "build_explorer",
      params: { credits: EXPLORER_CREDITS },
      title: "Build an explorer",
      reason: "Every new planet needs one explorer, and it takes 6 turns to build.",
      link: `/fleets${q(g, { action: "build-units" })}`,
    });
  }
  if (!mayExplore) {
    const missing = Math.max(0, needed - built - inProgress);
    // Cash factories build fastest (5 turns) and pay for themselves: the shortest wait before exploring.
    add({
      priority: 40,
      id: "build_to_explore",
      code: "build_to_explore",
      params: { count: missing, built, needed, inProgress, buildingType: "cash_factory", turns: QUICKEST_BUILD_TURNS },
      title:
        missing > 0
          ? `Build ${plural(missing, "cash factory", "cash factories")} to unlock exploration`
          : "Exploration unlocks when your buildings finish",
      reason:
        `Exploring needs half of your planet space built: ${built.toLocaleString("en-US")} of ${needed.toLocaleString("en-US")} done, ` +
        `${inProgress.toLocaleString("en-US")} under construction. Cash factories are ready in ${QUICKEST_BUILD_TURNS} turns and raise your income.`,
      link: buildOn(room),
    });
  }
  const researchCenters = s.planets.reduce((n, p) => n + p.researchCenters, 0);
  const wantedResearch = Math.ceil((built + inProgress) * RESEARCH_SHARE);
  if (researchCenters < wantedResearch) {
    const count = wantedResearch - researchCenters;
    add({
      priority: 50,
      id: "build_research",
      code: "build_research",
      params: { count },
      title: `Build ${plural(count, "research center", "research centers")}`,
      reason: "Each makes 20 research points a turn; research raises income, production and military strength.",
      link: buildOn(room),
    });
  }
  const nb = s.neighbour;
  const canSpy =
    (operationsOfRace(s.race).agents as readonly string[]).includes("spy_on_target") ||
    (operationsOfRace(s.race).wizards as readonly string[]).includes("vision");
  if (nb && canSpy) {
    const op = (operationsOfRace(s.race).agents as readonly string[]).includes("spy_on_target")
      ? { tab: "ops", operation: "spy_on_target" }
      : { tab: "spells", operation: "vision" };
    add({
      priority: nb.attackable ? 55 : 70,
      id: `spy_neighbour:${nb.playerId}`,
      code: "spy_neighbour",
      params: { player: nb.name },
      title: `Spy on your neighbour ${nb.name} before you attack`,
      reason: "A spy report counts their army, so the attack dialog can estimate a battle before you commit.",
      link: `/operations${q(g, { ...op, targetPlayer: nb.playerId })}`,
      done: nb.hasIntel,
    });
    // Every agent goes on a spy mission, and a defence 1.5 times as large stops it outright (rules.md 14.1).
    if (!nb.hasIntel && s.army.agents < SPY_AGENTS) {
      const count = SPY_AGENTS - s.army.agents;
      add({
        priority: nb.attackable ? 56 : 71,
        id: "train_agents",
        code: "train_agents",
        params: { count },
        title: `Train ${plural(count, "agent", "agents")} for your spies`,
        reason: "All your agents go on a mission together; against a larger guard of agents a spy cannot get through.",
        link: `/fleets${q(g, { action: "build-units" })}`,
      });
    }
    if (nb.hasIntel && nb.attackable && nb.colonyPlanetId) {
      add({
        priority: 60,
        id: `plan_attack:${nb.colonyPlanetId}`,
        code: "plan_attack",
        params: { player: nb.name, planet: planetLabel(nb.colonyPlanetId) },
        title: `Plan an attack on ${nb.name}'s planet ${planetLabel(nb.colonyPlanetId)}`,
        reason: "Your spy report lets the attack dialog estimate the battle before you send a single unit.",
        link: `/fleets${q(g, { action: "attack", targetPlanet: nb.colonyPlanetId })}`,
      });
    }
  }
  add({
    priority: 80,
    id: "first_colony",
    code: "first_colony",
    params: {},
    title: "Colonise your first planet",
    reason: "More planets mean more space to build on: the road to a larger empire.",
    link: `/map-grid${q(g)}`,
    done: s.planets.length > 1,
  });
  add({
    priority: 90,
    id: "grow_economy",
    code: "grow_economy",
    params: {},
    title: "Grow your economy: cash factories and living quarters",
    reason: "Cash factories add 8 credits a turn; living quarters room 650 more people, who pay taxes.",
    link: buildOn(room),
  });

  const byPriority = (a: Candidate, b: Candidate) => a.priority - b.priority;
  const open = out.filter((c) => !c.done).sort(byPriority);
  const done = out.filter((c) => c.done).sort(byPriority);
  const chosen = open.slice(0, MAX_GOALS);
  if (chosen.length < MIN_GOALS) chosen.push(...done.slice(0, MIN_GOALS - chosen.length));
  return chosen.map(({ priority: _priority, ...goal }) => goal);
};
