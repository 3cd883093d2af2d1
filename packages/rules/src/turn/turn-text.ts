import type { BuildingType } from "../catalogue/buildings.ts";
import type { UnitType } from "../catalogue/units.ts";

// The texts of the flip's events (issue 15): a code and parameters from the contract's closed set
// (packages/contract/src/texts), which checks at compile time that these are among its texts.

export interface UnitCountText {
  readonly code: "unit_count";
  readonly params: { readonly unitType: UnitType; readonly quantity: number };
}
export interface BuildingCountText {
  readonly code: "building_count";
  readonly params: { readonly buildingType: BuildingType; readonly quantity: number };
}

export type TurnEventText =
  | { readonly code: "turn_begun"; readonly params: { readonly turn: number } }
  | {
      readonly code: "building_completed";
      readonly params: { readonly buildings: BuildingCountText; readonly planet: string };
    }
  | { readonly code: "unit_completed"; readonly params: { readonly units: UnitCountText } }
  | { readonly code: "units_disbanded"; readonly params: { readonly units: UnitCountText[] } };

export const unitCountText = (unitType: UnitType, quantity: number): UnitCountText => ({
  code: "unit_count",
  params: { unitType, quantity },
});
export const buildingCountText = (buildingType: BuildingType, quantity: number): BuildingCountText => ({
  code: "building_count",
  params: { buildingType, quantity },
});
