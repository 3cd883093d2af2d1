import type { BuildingType } from "../catalogue/buildings.ts";
import type { PlanetType } from "../catalogue/planet-types.ts";
import type { Race } from "../catalogue/races.ts";
import type { Resources } from "../catalogue/resources.ts";
import type { FleetUnits, UnitType } from "../catalogue/units.ts";
import type { PlanetBonus } from "../galaxy/generate-galaxy.ts";
import type { TurnEventText } from "../turn/turn-text.ts";
import type { ResearchState } from "../research/science-fields.ts";

export type BuildingCounts = Readonly<Partial<Record<BuildingType, number>>>;

/** One owned planet as the economy sees it. */
export interface PlanetState {
  readonly id: string;
  readonly size: number;
  readonly planetType: PlanetType;
  readonly population: number;
  /** Completed buildings only. */
  readonly buildings: BuildingCounts;
  readonly bonus: PlanetBonus | null;
  readonly isHomeWorld: boolean;
}

/** Science bonuses as fractions (0.12 = +12%), rules.md section 8. */
export interface ScienceBonuses {
  readonly military: number;
  readonly welfare: number;
  readonly economy: number;
  readonly construction: number;
  readonly resources: number;
}

export const NO_SCIENCE: ScienceBonuses = { military: 0, welfare: 0, economy: 0, construction: 0, resources: 0 };

/** An empire at the start of a flip (or now, for the dashboard's projection). */
export interface EmpireState {
  readonly id: string;
  readonly race: Race;
  readonly resources: Resources;
  /** Fraction: 1 = 100%. */
  readonly morale: number;
  /** Total research points accumulated. */
  readonly researchPoints: number;
  readonly planets: readonly PlanetState[];
  /** Units summed over every fleet of the empire. */
  readonly units: FleetUnits;
  /** The bonuses this flip applies (from `scienceBonuses` of the research state and networth before it). */
  readonly science: ScienceBonuses;
  readonly research: ResearchState;
  /** Spells on the empire that change its economy (rules.md 14.3); absent means none. */
  readonly operationEffects?: OperationEconomyEffects;
}

/** reduced_food_production scales food produced, octarine_hurricane cash-factory income. */
export interface OperationEconomyEffects {
  readonly foodMultiplier: number;
  readonly cashFactoryMultiplier: number;
}

/** The spec's incomeBreakdown (Player stats entity), all in credits per turn. */
export interface IncomeBreakdown {
  readonly baseIncome: number;
  readonly populationIncome: number;
  readonly cashFactoryIncome: number;
  readonly grossIncome: number;
  readonly raceBonus: number;
  readonly taxOfficeBonus: number;
  readonly economyScienceBonus: number;
  readonly totalIncome: number;
  readonly buildingUpkeep: number;
  readonly unitUpkeep: number;
  readonly bureaucracyCost: number;
  readonly totalUpkeep: number;
  readonly netIncome: number;
  readonly foodShortage: boolean;
}

/** The spec's resourceProduction (Player stats entity), per turn. */
export interface ResourceProduction {
  readonly foodProduced: number;
  readonly foodConsumed: number;
  readonly foodNet: number;
  readonly ironProduced: number;
  readonly enduriumProduced: number;
  readonly octarineProduced: number;
}

export interface EmpireEconomy {
  readonly incomeBreakdown: IncomeBreakdown;
  readonly resourceProduction: ResourceProduction;
}

/** A building job whose completion time has come (completesAt <= flip time). */
export interface DueBuildingJob {
  readonly id: string;
  readonly playerId: string;
  readonly planetId: string;
  readonly buildingType: BuildingType;
  readonly quantity: number;
}

/** A unit job whose completion time has come; the server adds the units to the job's fleet. */
export interface DueUnitJob {
  readonly id: string;
  readonly playerId: string;
  readonly fleetId: string;
  readonly unitType: UnitType;
  readonly quantity: number;
}

export interface TurnInput {
  /** Number of the turn being entered (current turn + 1). */
  readonly turn: number;
  /** Every empire of the galaxy; resolveTurn processes them in ascending id order. */
  readonly empires: readonly EmpireState[];
  readonly dueBuildingJobs: readonly DueBuildingJob[];
  readonly dueUnitJobs: readonly DueUnitJob[];
}

export interface PlanetTurnResult {
  readonly id: string;
  readonly population: number;
  readonly buildings: BuildingCounts;
}

export interface EmpireTurnResult {
  readonly id: string;
  readonly resources: Resources;
  readonly morale: number;
  readonly researchPoints: number;
  /** The research state after this flip's points were split over the fields. */
  readonly research: ResearchState;
  readonly networth: number;
  /** What this flip produced and cost (the breakdown computed from the state after completions). */
  readonly economy: EmpireEconomy;
  /** Every planet of the empire with its new population and building counts. */
  readonly planets: readonly PlanetTurnResult[];
  /** Units lost to insolvency (rules.md 6.5), per fleet unit key; the server takes them from fleets, home fleet first. */
  readonly unitsDisbanded: FleetUnits;
}

export const TURN_EVENT_TYPES = ["building_completed", "unit_completed", "fleet_disbanded", "turn_flipped"] as const;
export type TurnEventType = (typeof TURN_EVENT_TYPES)[number];

/** An event the flip emits; the server gives it an id and the flip's timestamp. */
export interface TurnEvent {
  readonly playerId: string | null;
  readonly eventType: TurnEventType;
  /** What the Empire Log says, as a code and parameters (issue 15). */
  readonly text: TurnEventText;
  readonly isPublic: boolean;
  readonly details: Readonly<Record<string, string | number | boolean | null>>;
}

export interface TurnResult {
  readonly empires: readonly EmpireTurnResult[];
  readonly events: readonly TurnEvent[];
}
