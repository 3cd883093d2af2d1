import { isRace, type Race } from "../catalogue/races.ts";

/** Agent operations (rules.md 14.2): they cost no octarine. */
export const AGENT_OPERATIONS = [
  "spy_on_target",
  "check_allies",
  "planetary_infrastructure",
  "investigate_portal",
  "infiltrate",
  "plant_false_info",
  "place_nukes",
  "destroy_units",
  "destroy_cash",
  "terminate_scientist",
  "sabotage_portal",
] as const;
export type AgentOperation = (typeof AGENT_OPERATIONS)[number];

/** Spells (rules.md 14.3), cast by wizards for octarine. */
export const SPELLS = [
  "vision",
  "find_targets_planet",
  "sense_defense_system",
  "no_fear",
  "space_amazement",
  "generate_false_info",
  "hypnotize",
  "reduced_food_production",
  "electric_storms",
  "octarine_hurricane",
  "destroy_iron",
  "kill_scientist",
  "create_portal_force_field",
] as const;
export type Spell = (typeof SPELLS)[number];

export type OperationType = AgentOperation | Spell;
export const OPERATION_TYPES: readonly OperationType[] = [...AGENT_OPERATIONS, ...SPELLS];

export const isOperationType = (value: string): value is OperationType =>
  (OPERATION_TYPES as readonly string[]).includes(value);
export const isSpell = (op: OperationType): op is Spell => (SPELLS as readonly string[]).includes(op);

/** Octarine per cast (spec section 9). Agent operations cost none. */
export const SPELL_OCTARINE: Readonly<Record<Spell, number>> = {
  vision: 10,
  find_targets_planet: 15,
  sense_defense_system: 10,
  no_fear: 20,
  space_amazement: 35,
  generate_false_info: 10,
  hypnotize: 50,
  reduced_food_production: 30,
  electric_storms: 30,
  octarine_hurricane: 40,
  destroy_iron: 20,
  kill_scientist: 25,
  create_portal_force_field: 80,
};

export const octarineCost = (op: OperationType): number => (isSpell(op) ? SPELL_OCTARINE[op] : 0);

/**
 * What an operation is aimed at: the caster itself, an empire (targetPlayerId) or a planet
 * (targetPlanetId; the planet's owner is the target empire).
 */
export type OperationTarget = "self" | "player" | "planet";

export const OPERATION_TARGET: Readonly<Record<OperationType, OperationTarget>> = {
  spy_on_target: "player",
  check_allies: "player",
  planetary_infrastructure: "player",
  investigate_portal: "player",
  infiltrate: "player",
  plant_false_info: "player",
  place_nukes: "planet",
  destroy_units: "planet",
  destroy_cash: "player",
  terminate_scientist: "player",
  sabotage_portal: "planet",
  vision: "player",
  find_targets_planet: "player",
  sense_defense_system: "planet",
  no_fear: "self",
  space_amazement: "self",
  generate_false_info: "self",
  hypnotize: "planet",
  reduced_food_production: "player",
  electric_storms: "player",
  octarine_hurricane: "player",
  destroy_iron: "player",
  kill_scientist: "player",
  create_portal_force_field: "planet",
};

/** Operations whose success is a report and changes nothing. */
export const INTEL_OPERATIONS: readonly OperationType[] = [
  "spy_on_target",
  "check_allies",
  "planetary_infrastructure",
  "investigate_portal",
  "vision",
  "find_targets_planet",
  "sense_defense_system",
];

/** Operations the server refuses as not built yet (none now; the page disables whatever is listed here). */
export const UNAVAILABLE_OPERATIONS: readonly OperationType[] = [];
export const OPERATION_NOT_AVAILABLE = "This operation is not available yet";

/** Human labels, for messages and the page. */
export const OPERATION_LABELS: Readonly<Record<OperationType, string>> = {
  spy_on_target: "Spy on Target",
  check_allies: "Check Allies",
  planetary_infrastructure: "Planetary Infrastructure",
  investigate_portal: "Investigate Portal",
  infiltrate: "Infiltrate",
  plant_false_info: "Plant False Info",
  place_nukes: "Place Nukes",
  destroy_units: "Destroy Units",
  destroy_cash: "Destroy Cash",
  terminate_scientist: "Terminate Scientist",
  sabotage_portal: "Sabotage Portal",
  vision: "Vision",
  find_targets_planet: "Find Targets Planet",
  sense_defense_system: "Sense Defense System",
  no_fear: "No Fear",
  space_amazement: "Space Amazement",
  generate_false_info: "Generate False Info",
  hypnotize: "Hypnotize",
  reduced_food_production: "Reduced Food Production",
  electric_storms: "Electric Storms",
  octarine_hurricane: "Octarine Hurricane",
  destroy_iron: "Destroy Iron",
  kill_scientist: "Kill Scientist",
  create_portal_force_field: "Create Portal Force Field",
};

export interface RaceOperations {
  readonly agents: readonly AgentOperation[];
  readonly wizards: readonly Spell[];
}

/** Race availability (spec section 9). */
export const RACE_OPERATIONS: Readonly<Record<Race, RaceOperations>> = {
  partaxian: {
    agents: ["spy_on_target", "investigate_portal", "planetary_infrastructure"],
    wizards: [
      "vision",
      "generate_false_info",
      "hypnotize",
      "no_fear",
      "reduced_food_production",
      "electric_storms",
      "kill_scientist",
      "create_portal_force_field",
      "find_targets_planet",
      "space_amazement",
      "destroy_iron",
      "sense_defense_system",
      "octarine_hurricane",
    ],
  },
  wardancer: {
    agents: ["spy_on_target", "check_allies", "terminate_scientist", "investigate_portal", "planetary_infrastructure"],
    wizards: ["vision", "generate_false_info", "no_fear", "electric_storms", "find_targets_planet"],
  },
  quantam: {
    agents: [
      "spy_on_target",
      "plant_false_info",
      "infiltrate",
      "place_nukes",
      "check_allies",
      "destroy_units",
      "terminate_scientist",
      "sabotage_portal",
      "investigate_portal",
      "planetary_infrastructure",
      "destroy_cash",
    ],
    wizards: ["vision", "find_targets_planet", "sense_defense_system", "space_amazement"],
  },
  camaar: {
    agents: ["investigate_portal"],
    wizards: ["no_fear", "find_targets_planet", "space_amazement"],
  },
  revalon: {
    agents: ["place_nukes", "terminate_scientist", "destroy_cash"],
    wizards: ["hypnotize", "reduced_food_production", "destroy_iron"],
  },
};

/** The operations a race may use; an unknown race defaults to quantam (spec section 9). */
export const operationsOfRace = (race: string): RaceOperations => RACE_OPERATIONS[isRace(race) ? race : "quantam"];

export const raceCanUse = (race: string, op: OperationType): boolean => {
  const ops = operationsOfRace(race);
  return isSpell(op) ? ops.wizards.includes(op) : (ops.agents as readonly string[]).includes(op);
};

/** Duration effects and their turns (rules.md 14.2, 14.3). */
export const DURATION_EFFECTS = [
  "no_fear",
  "space_amazement",
  "generate_false_info",
  "reduced_food_production",
  "electric_storms",
  "octarine_hurricane",
  "infiltrate",
] as const;
export type DurationEffect = (typeof DURATION_EFFECTS)[number];

export const EFFECT_TURNS: Readonly<Record<DurationEffect, number>> = {
  no_fear: 5,
  space_amazement: 8,
  generate_false_info: 8,
  reduced_food_production: 8,
  electric_storms: 8,
  octarine_hurricane: 6,
  infiltrate: 8,
};

/** Stack caps: stacking effects add a stack per cast (and refresh the turns); the rest only refresh. */
export const EFFECT_MAX_STACKS: Readonly<Record<DurationEffect, number>> = {
  no_fear: 1,
  space_amazement: 1,
  generate_false_info: 1,
  reduced_food_production: Number.MAX_SAFE_INTEGER,
  electric_storms: Number.MAX_SAFE_INTEGER,
  octarine_hurricane: 3,
  infiltrate: 1,
};

export const isDurationEffect = (op: string): op is DurationEffect =>
  (DURATION_EFFECTS as readonly string[]).includes(op);

/**
 * Delayed portal operations, kept with the planted ones (a planet, a caster, a start turn) but never
 * triggered: sabotage destroys the planet's portal 20 turns after the cast; the force field blocks it from
 * 12 to 22 turns after the cast (rules.md 14.2, 14.3).
 */
export const DELAYED_EFFECTS = ["portal_sabotage", "portal_force_field"] as const;
export type DelayedEffect = (typeof DELAYED_EFFECTS)[number];
export const SABOTAGE_DELAY_TURNS = 20;
export const FORCE_FIELD_DELAY_TURNS = 12;
export const FORCE_FIELD_TURNS = 10;

/** Whether a force field cast on `startedTurn` blocks its portal on `turn`. */
export const forceFieldActive = (startedTurn: number, turn: number): boolean =>
  turn >= startedTurn + FORCE_FIELD_DELAY_TURNS && turn < startedTurn + FORCE_FIELD_DELAY_TURNS + FORCE_FIELD_TURNS;

/** Planted effects, waiting for a trigger; they expire after 48 turns [P]. */
export const PLANTED_EFFECTS = ["nuke_planted", "hypnotize"] as const;
export type PlantedEffect = (typeof PLANTED_EFFECTS)[number];
export const PLANTED_EXPIRY_TURNS = 48;

/** Nuke targets and destroy_units targets (spec section 9). */
export const NUKE_BUILDING_TYPES = [
  "cash_factory",
  "farm",
  "mine",
  "refinery",
  "occult_center",
  "research_center",
  "living_quarters",
  "laser",
] as const;
export type NukeBuildingType = (typeof NUKE_BUILDING_TYPES)[number];

export const TARGET_UNIT_TYPES = ["soldier", "droid", "fighter", "bomber", "transport"] as const;
export type TargetUnitType = (typeof TARGET_UNIT_TYPES)[number];

/** Morale per cast and the least morale needed (rules.md 13.2). */
export const OPERATION_MORALE_COST = 0.05;
