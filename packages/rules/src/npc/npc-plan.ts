import { BUILDING_TYPES, type BuildingType } from "../catalogue/buildings.ts";
import { raceSpec, type Race } from "../catalogue/races.ts";
import type { Cost } from "../catalogue/resources.ts";
import { UNITS } from "../catalogue/units.ts";
import { buildingUnitCost } from "../build/build-order.ts";
import { MAX_UNIT_QUANTITY } from "../build/unit-order.ts";
import type { NpcDifficulty } from "../galaxy/config.ts";

/** An NPC's level is its galaxy's NPC difficulty. */
export type NpcLevel = NpcDifficulty;

export interface NpcSettings {
  /** The NPC acts every this many turns. */
  readonly actsEvery: number;
  /** Share of its credits an NPC never spends. */
  readonly reserveShare: number;
  /** Soldiers it keeps per 1,000 people. */
  readonly soldiersPerThousand: number;
}

/** rules.md 16. */
export const NPC_SETTINGS: Readonly<Record<NpcLevel, NpcSettings>> = {
  easy: { actsEvery: 4, reserveShare: 0.3, soldiersPerThousand: 20 },
  medium: { actsEvery: 2, reserveShare: 0.2, soldiersPerThousand: 40 },
  hard: { actsEvery: 1, reserveShare: 0.1, soldiersPerThousand: 60 },
};

export const npcLevel = (difficulty: string): NpcLevel =>
  difficulty === "easy" || difficulty === "hard" ? difficulty : "medium";

/** The share of buildings an NPC aims for (rules.md 16); hard NPCs add 5 tax offices when their race may. */
const TARGET_MIX: Readonly<Record<BuildingType, number>> = {
  cash_factory: 25,
  farm: 15,
  mine: 10,
  refinery: 8,
  occult_center: 6,
  research_center: 8,
  living_quarters: 20,
  laser: 8,
  tax_office: 0,
  portal: 0,
};

export const npcTargetMix = (level: NpcLevel, race: Race): Readonly<Record<BuildingType, number>> =>
  level === "hard" && raceSpec(race).taxOffices ? { ...TARGET_MIX, tax_office: 5 } : TARGET_MIX;

/** Food production an NPC wants, as a multiple of consumption, before it builds anything else. */
const FOOD_MARGIN = 1.1;
/** Food one farm makes per turn. */
const FOOD_PER_FARM = 100;
/** Share of its income an NPC spends on keeping its standing defence (1 credit a soldier a turn). */
export const DEFENCE_INCOME_SHARE = 0.2;
/** Most buildings an NPC queues in one action: empires grow turn by turn, not in one burst. */
export const NPC_BUILDINGS_PER_ACTION = 20;

/** FNV-1a of the id: spreads a galaxy's NPCs over the turns so they do not all act on the same flip. */
const stagger = (id: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
};

/** Whether an NPC acts at this turn: every N turns of its level, each NPC on its own beat. */
export const npcActsAt = (playerId: string, turn: number, level: NpcLevel): boolean =>
  (turn + stagger(playerId)) % NPC_SETTINGS[level].actsEvery === 0;

export interface NpcPlanet {
  readonly id: string;
  readonly size: number;
  /** Completed buildings per type. */
  readonly buildings: Readonly<Partial<Record<BuildingType, number>>>;
  /** Buildings queued and not yet completed, of every type. */
  readonly inProgress: number;
}

export interface NpcPlanInput {
  readonly level: NpcLevel;
  readonly race: Race;
  readonly resources: Readonly<Cost>;
  readonly planets: readonly NpcPlanet[];
  /** Buildings of each type queued and not completed, over all planets. */
  readonly queuedBuildings: Readonly<Partial<Record<BuildingType, number>>>;
  readonly foodProduced: number;
  readonly foodConsumed: number;
  readonly population: number;
  /** Soldiers in every fleet plus those in training. */
  readonly soldiers: number;
  readonly constructionBonus: number;
  /** Credits a turn before upkeep (the income breakdown's `totalIncome`): every soldier costs 1 a turn to keep. */
  readonly totalIncome: number;
}

export interface NpcPlan {
  readonly buildings: readonly { planetId: string; buildingType: BuildingType; quantity: number }[];
  readonly soldiers: number;
}

/**
 * What an NPC orders when it acts (rules.md 16, decision steps 1–3): farms first while food production is
 * under 110% of consumption, then buildings toward its target mix on the planets with the most room, then
 * soldiers up to its standing defence as far as a fifth of its income keeps them; never spending its credit
 * reserve. The server sends the plan through
 * the same order checks as a player's (`checkBuildOrder`, `checkUnitOrder`), so an NPC cannot break a rule.
 */
export const planNpcTurn = (input: NpcPlanInput): NpcPlan => {
  const settings = NPC_SETTINGS[input.level];
  const budget = {
    credits: Math.floor(input.resources.credits * (1 - settings.reserveShare)),
    iron: input.resources.iron,
    endurium: input.resources.endurium,
    octarine: input.resources.octarine,
  };
  const free = new Map(
    input.planets.map((p) => {
      const built = BUILDING_TYPES.reduce((sum, type) => sum + (p.buildings[type] ?? 0), 0);
      return [p.id, Math.max(0, p.size - built - p.inProgress)];
    }),
  );
  const counts = Object.fromEntries(
    BUILDING_TYPES.map((type) => [
      type,
      input.planets.reduce((sum, p) => sum + (p.buildings[type] ?? 0), 0) + (input.queuedBuildings[type] ?? 0),
    ]),
  ) as Record<BuildingType, number>;
  const mix = npcTargetMix(input.level, input.race);
  const mixTotal = BUILDING_TYPES.reduce((sum, type) => sum + mix[type], 0);
  let farmsWanted = Math.max(
    0,
    Math.ceil((FOOD_MARGIN * input.foodConsumed - input.foodProduced) / FOOD_PER_FARM) -
      (input.queuedBuildings.farm ?? 0),
  );

  // The action's buildings go to the planet with the most room, then the next: few job rows per action.
  const rooms = [...free].filter(([, room]) => room > 0).sort((a, b) => b[1] - a[1]);
  const queued = new Map<string, number>();
  let placed = 0;
  for (const [planetId, room] of rooms) {
    let left = room;
    while (left > 0 && placed < NPC_BUILDINGS_PER_ACTION) {
      let type: BuildingType;
      if (farmsWanted > 0) type = "farm";
      else {
        const total = BUILDING_TYPES.reduce((sum, t) => sum + counts[t], 0) + 1;
        type = BUILDING_TYPES.reduce((best, t) =>
          (mix[t] / mixTotal) * total - counts[t] > (mix[best] / mixTotal) * total - counts[best] ? t : best,
        );
      }
      const cost = buildingUnitCost(type, input.constructionBonus, input.planets.length);
      if (
        cost.credits > budget.credits ||
        cost.iron > budget.iron ||
        cost.endurium > budget.endurium ||
        cost.octarine > budget.octarine
      )
        break;
      budget.credits -= cost.credits;
      budget.iron -= cost.iron;
      budget.endurium -= cost.endurium;
      budget.octarine -= cost.octarine;
      counts[type]++;
      if (type === "farm") farmsWanted = Math.max(0, farmsWanted - 1);
      left--;
      placed++;
      const key = `${planetId}\u0000${type}`;
      queued.set(key, (queued.get(key) ?? 0) + 1);
    }
    if (left > 0) break; // out of budget or done for this action
  }

  const soldierCost = UNITS.soldier.cost;
  const wanted = Math.floor((settings.soldiersPerThousand * input.population) / 1000) - input.soldiers;
  const affordable = Math.min(
    soldierCost.credits > 0 ? Math.floor(budget.credits / soldierCost.credits) : MAX_UNIT_QUANTITY,
    soldierCost.iron > 0 ? Math.floor(budget.iron / soldierCost.iron) : MAX_UNIT_QUANTITY,
    // The standing defence's upkeep takes at most a fifth of the income, so it never starves the economy.
    Math.floor(Math.max(0, input.totalIncome) * DEFENCE_INCOME_SHARE) - input.soldiers,
  );
  return {
    buildings: [...queued].map(([key, quantity]) => {
      const [planetId = "", buildingType] = key.split("\u0000");
      return { planetId, buildingType: buildingType as BuildingType, quantity };
    }),
    soldiers: Math.max(0, Math.min(wanted, affordable, MAX_UNIT_QUANTITY)),
  };
};
