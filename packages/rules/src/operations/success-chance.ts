import { raceSpec } from "../catalogue/races.ts";
import type { Random } from "../random/seeded-random.ts";
import { OPERATION_TARGET, isSpell, type OperationType } from "./operation-catalogue.ts";

/** The ratio at or above which an operation cannot succeed (rules.md 14.1). */
export const DEFENDED_RATIO = 1.5;

/** q = effective defenders / effective own units; Infinity when nothing is sent against defenders. */
export const defenceRatio = (own: number, defenders: number): number => {
  if (defenders <= 0) return 0;
  if (own <= 0) return Number.POSITIVE_INFINITY;
  return defenders / own;
};

/** p = 0.95 − 0.60q, and 0 from q = 1.5 on (rules.md 14.1). */
export const chanceOfRatio = (q: number): number => (q >= DEFENDED_RATIO ? 0 : 0.95 - 0.6 * q);

export interface ChanceInput {
  readonly operationType: OperationType;
  readonly casterRace: string;
  /** Agents for agent operations, wizards for spells: all available ones are sent. */
  readonly unitCount: number;
  readonly targetRace: string | null;
  /** The target's total agents (agent operations) or wizards (spells). */
  readonly targetUnits: number;
}

/** The ratio of an operation: agents against agents, magic-weighted wizards against wizards; self spells 0. */
export const operationRatio = (input: ChanceInput): number => {
  if (OPERATION_TARGET[input.operationType] === "self") return 0;
  if (!isSpell(input.operationType)) return defenceRatio(input.unitCount, input.targetUnits);
  const own = input.unitCount * raceSpec(input.casterRace).bonuses.magic;
  const defenders = input.targetUnits * raceSpec(input.targetRace ?? "quantam").bonuses.magic;
  return defenceRatio(own, defenders);
};

export const successChance = (input: ChanceInput): number => chanceOfRatio(operationRatio(input));

export type OperationStatus = "success" | "failure" | "defended";

/** success when the roll falls under p; defended when q ≥ 1.5 (impossible); failure otherwise. */
export const rollOutcome = (q: number, random: Random): OperationStatus => {
  if (q >= DEFENDED_RATIO) return "defended";
  return random.next() < chanceOfRatio(q) ? "success" : "failure";
};

export interface OperationLosses {
  readonly agentsLost: number;
  readonly wizardsLost: number;
}

/**
 * rules.md 14.1: on failure (or defence) agents lose ceil(agents × min(0.20, 0.05 + 0.10q)) and wizards
 * floor(wizards × 0.02); on success agents lose 1% (floor [P]) and wizards nothing.
 */
export const operationLosses = (status: OperationStatus, spell: boolean, units: number, q: number): OperationLosses => {
  const n = Math.max(0, Math.floor(units));
  if (spell) return { agentsLost: 0, wizardsLost: status === "success" ? 0 : Math.floor(n * 0.02) };
  if (status === "success") return { agentsLost: Math.floor(n * 0.01), wizardsLost: 0 };
  return {
    agentsLost: Math.min(n, Math.ceil(Math.round(n * Math.min(0.2, 0.05 + 0.1 * q) * 1e6) / 1e6)),
    wizardsLost: 0,
  };
};
