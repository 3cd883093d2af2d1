import type { BuildingType } from "../catalogue/buildings.ts";
import type { FleetUnitKey, FleetUnits } from "../catalogue/units.ts";
import type { BuildingCounts } from "../economy/empire-state.ts";
import type { CombatConfig } from "./combat-config.ts";
import type { BattlePhaseText } from "./battle-texts.ts";

/** Units lost, per fleet unit key; only keys with losses appear. The defender's `lasers` are the planet's. */
export type UnitLosses = Readonly<Partial<Record<FleetUnitKey, number>>>;

export type BattleWinner = "attacker" | "defender";
export type PlanetOutcome = "defended" | "captured" | "razed" | "destroyed";

/** Everything `resolveBattle` needs, taken at the moment the attacker presses Initiate Combat. */
export interface BattleInput {
  readonly attacker: {
    /** The arrived attack fleet; agents, wizards and explorers ride along without fighting. */
    readonly units: Readonly<FleetUnits>;
    /** Race id; its `attack` bonus applies on attack only (rules.md 10.1). Unknown races count as quantam. */
    readonly race: string;
    /** Military science bonus as a fraction (0.2 = +20%). */
    readonly military: number;
    /** Whether the No Fear spell is active. */
    readonly noFear: boolean;
    readonly networth: number;
  };
  readonly defender: {
    /** The defender's units stationed on the target planet (every stationed fleet summed). */
    readonly stationedUnits: Readonly<FleetUnits>;
    /** The defender's home fleet. */
    readonly homeFleetUnits: Readonly<FleetUnits>;
    /** True when the target is the home world or has a working (unblocked) portal (rules.md 12.1). */
    readonly homeFleetDefends: boolean;
    readonly military: number;
    readonly noFear: boolean;
    readonly networth: number;
  };
  /** The target planet; its lasers are `buildings.laser`. */
  readonly planet: {
    readonly size: number;
    readonly buildings: BuildingCounts;
    readonly population: number;
  };
  readonly config?: Partial<CombatConfig>;
}

/** One entry of the report's `phases[]`. */
export interface BattlePhase {
  readonly phaseName: "Ground vs Air" | "Air Battle" | "Ground Battle" | "Outcome";
  /** One readable line, e.g. "12 bombers destroyed 1 laser; 4 lasers shot down 40 transports (3,960 troops lost)". */
  readonly description: string;
  /** The same line as codes (issue 15), one per part of `description`: the client renders it in its language. */
  readonly texts: readonly BattlePhaseText[];
  readonly attackerLosses: UnitLosses;
  readonly defenderLosses: UnitLosses;
}

/**
 * The battle report fields the rules decide (core-play 3). The server adds attackerId, attackerName,
 * defenderName, planetId and planetName.
 */
export interface BattleReport {
  readonly winner: BattleWinner;
  readonly planetOutcome: PlanetOutcome;
  /** attackerNetworth / defenderNetworth, rounded to 4 decimals for display (outcomes use the exact value). */
  readonly networthRatio: number;
  readonly attackerNetworth: number;
  readonly defenderNetworth: number;
  readonly attackerInitialUnits: FleetUnits;
  /** Stationed units plus the home fleet's fighting units when it defended; `lasers` are the planet's. */
  readonly defenderInitialUnits: FleetUnits;
  /** The home fleet's contribution to `defenderInitialUnits`, or null when it did not defend. */
  readonly defenderHomeFleetUnits: FleetUnits | null;
  readonly defenderInitialLasers: number;
  readonly phases: readonly BattlePhase[];
  /** Losses in the fighting (phases 1–3); what the outcome later destroys is in the aftermath, not here. */
  readonly attackerTotalLosses: UnitLosses;
  readonly defenderTotalLosses: UnitLosses;
}

/** What happens to the attack fleet. `stationedOnPlanet + returningHome + destroyedAfterBattle = survivors`. */
export interface AttackerAftermath {
  /** The fleet after phases 1–3 (`units − losses`). */
  readonly survivors: FleetUnits;
  /** Becomes a stationed fleet on the won planet (captured or razed); zero otherwise. */
  readonly stationedOnPlanet: FleetUnits;
  /** Sent home: agents, wizards and explorers always; everything on a destroyed planet; air units if a defeat does not destroy the fleet. */
  readonly returningHome: FleetUnits;
  /** Survivors lost to the outcome (a repelled attack). */
  readonly destroyedAfterBattle: FleetUnits;
  /** True when the attack was repelled and the fighting force destroyed: emit `fleet_destroyed`. */
  readonly fleetDestroyed: boolean;
}

/** What happens to the defender's units. Stationed losses are for all stationed fleets together (see `apportionLosses`). */
export interface DefenderAftermath {
  readonly stationedLosses: FleetUnits;
  /** Stationed units that survived the fighting but die with the planet (captured, razed or destroyed). */
  readonly stationedDestroyedAfterBattle: FleetUnits;
  readonly stationedAfter: FleetUnits;
  readonly homeFleetLosses: FleetUnits;
  readonly homeFleetAfter: FleetUnits;
}

/** Who owns the planet afterwards: unchanged, the attacker, or nobody (destroyed). */
export type PlanetOwnership = "defender" | "attacker" | "nobody";

export interface PlanetAftermath {
  readonly ownership: PlanetOwnership;
  readonly ownershipChanges: boolean;
  /** Lasers destroyed by bombers in phase 1; lost even when the attack fails. */
  readonly lasersDestroyed: number;
  /** Every building destroyed, per type (phase-1 lasers, the portal of a taken planet, razing). */
  readonly buildingsDestroyed: BuildingCounts;
  /** Every building type, zeros included. */
  readonly buildingsAfter: Readonly<Record<BuildingType, number>>;
  readonly populationAfter: number;
  /** Turns the planet stays uninhabitable (destroyed only; 0 otherwise): `uninhabitableUntilTurn = turn + this`. */
  readonly uninhabitableTurns: number;
}

export interface BattleResult {
  readonly report: BattleReport;
  readonly attacker: AttackerAftermath;
  readonly defender: DefenderAftermath;
  readonly planet: PlanetAftermath;
}
