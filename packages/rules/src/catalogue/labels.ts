import { formatCount } from "../combat/battle-text.ts";
import type { BuildingType } from "./buildings.ts";
import type { UnitType } from "./units.ts";

interface Label {
  readonly one: string;
  readonly many: string;
}

const BUILDING_LABELS: Readonly<Record<BuildingType, Label>> = {
  cash_factory: { one: "cash factory", many: "cash factories" },
  farm: { one: "farm", many: "farms" },
  mine: { one: "mine", many: "mines" },
  refinery: { one: "refinery", many: "refineries" },
  occult_center: { one: "occult center", many: "occult centers" },
  research_center: { one: "research center", many: "research centers" },
  living_quarters: { one: "living quarters", many: "living quarters" },
  laser: { one: "laser", many: "lasers" },
  tax_office: { one: "tax office", many: "tax offices" },
  portal: { one: "portal", many: "portals" },
};

const UNIT_LABELS: Readonly<Record<UnitType, Label>> = {
  soldier: { one: "soldier", many: "soldiers" },
  droid: { one: "droid", many: "droids" },
  fighter: { one: "fighter", many: "fighters" },
  bomber: { one: "bomber", many: "bombers" },
  transport: { one: "transport", many: "transports" },
  agent: { one: "agent", many: "agents" },
  wizard: { one: "wizard", many: "wizards" },
  explorer: { one: "explorer", many: "explorers" },
};

const counted = (label: Label, quantity: number): string =>
  `${formatCount(quantity)} ${quantity === 1 ? label.one : label.many}`;

/** "10 farms", "1 cash factory": a count with the building's readable name. */
export const buildingCountLabel = (type: BuildingType, quantity: number): string =>
  counted(BUILDING_LABELS[type], quantity);

/** "50 soldiers", "1 explorer": a count with the unit's readable name. */
export const unitCountLabel = (type: UnitType, quantity: number): string => counted(UNIT_LABELS[type], quantity);

/** The readable plural of a building type ("tax offices"), for messages. */
export const buildingPlural = (type: BuildingType): string => BUILDING_LABELS[type].many;
