import {
  FRAMED_PLAYER_REQUIRED,
  NO_AGENTS,
  NO_WIZARDS,
  OPERATION_LABELS,
  OPERATION_MORALE_COST,
  OPERATION_TARGET,
  TARGET_PLANET_REQUIRED,
  TARGET_PLAYER_REQUIRED,
  TARGET_UNIT_TYPE_REQUIRED,
  UNAVAILABLE_OPERATIONS,
  insufficientMorale,
  isSpell,
  octarineCost,
  type OperationType,
} from "@nova/rules";

/** The screen's texts (social-and-advanced sections 5 and 8). */
export const OPERATIONS_TEXT = {
  noPlayer: "You have no empire in this galaxy.",
  loadFailed: "Failed to load operations. Please try again.",
  castFailedTitle: "Operation failed",
  castFailed: "Failed to cast operation.",
  triggerFailedTitle: "Trigger failed",
  triggerFailed: "Failed to trigger operation",
  notAvailable: "Not available yet.",
  noEffects: "No active effects on your empire.",
  noPlanted: "Nothing planted. Place Nukes and Hypnotize plant operations you can trigger later.",
} as const;

/** What each operation does, in a line (rules.md 14.2, 14.3). */
export const OPERATION_DESCRIPTIONS: Readonly<Record<OperationType, string>> = {
  spy_on_target: "Report: race, planets, networth, population, resources, research points and military.",
  check_allies: "The target's family members with their roles and networth.",
  planetary_infrastructure: "Building totals per type across the target's planets.",
  investigate_portal: "Which of the target's planets have portals.",
  infiltrate: "Read the target's recent news; the infiltration lasts 8 turns.",
  plant_false_info: "A fake failed operation in the target's log, blamed on the framed player.",
  place_nukes: "Plant a nuke on the target planet; trigger it later to destroy 15% of a building type.",
  destroy_units: "Destroys 30% of a unit type in the home fleet and the fleets stationed on the planet.",
  destroy_cash: "Destroys 3 to 10% of the target's credits.",
  terminate_scientist: "Every research field of the target loses 3%.",
  sabotage_portal: "Destroys the planet's portal after 20 turns.",
  vision: "Same report as Spy on Target.",
  find_targets_planet: "Lists the target's planets.",
  sense_defense_system: "Lasers and defending units on the target planet.",
  no_fear: "Your empire: +10% attack and defence for 5 turns.",
  space_amazement: "Your empire: -40% exploration cost for 8 turns.",
  generate_false_info: "Your empire: intel against you returns altered numbers for 8 turns.",
  hypnotize: "Planted on the target planet; when triggered kills 30% of its population.",
  reduced_food_production: "-10% food per stack for 8 turns; stacks.",
  electric_storms: "1% population lost per turn for 8 turns; stacks.",
  octarine_hurricane: "-20% cash factory income for 6 turns; up to 3 stacks.",
  destroy_iron: "Destroys 3 to 10% of the target's iron.",
  kill_scientist: "Every research field of the target loses 3%.",
  create_portal_force_field: "After 12 turns, blocks the planet's portal for 10 turns.",
};

export const operationLabel = (op: string): string =>
  (OPERATION_LABELS as Readonly<Record<string, string>>)[op] ?? op.replaceAll("_", " ");

export interface CastForm {
  readonly targetPlayerId: string;
  readonly targetPlanetId: string;
  readonly framedPlayerId: string;
  readonly targetUnitType: string;
}

/** The page's own check before sending: the spec's texts, in the server's order; null when it may go. */
export const checkCastForm = (
  op: OperationType,
  form: CastForm,
  stats: { readonly morale: number; readonly agents: number; readonly wizards: number; readonly octarine: number },
): string | null => {
  if (UNAVAILABLE_OPERATIONS.includes(op)) return OPERATIONS_TEXT.notAvailable;
  if (stats.morale < OPERATION_MORALE_COST) return insufficientMorale(stats.morale);
  if (isSpell(op) ? stats.wizards < 1 : stats.agents < 1) return isSpell(op) ? NO_WIZARDS : NO_AGENTS;
  const kind = OPERATION_TARGET[op];
  if (kind === "player" && !form.targetPlayerId.trim()) return TARGET_PLAYER_REQUIRED;
  if (kind === "planet" && !form.targetPlanetId.trim()) return TARGET_PLANET_REQUIRED;
  if (op === "plant_false_info" && !form.framedPlayerId.trim()) return FRAMED_PLAYER_REQUIRED;
  if (op === "destroy_units" && !form.targetUnitType) return TARGET_UNIT_TYPE_REQUIRED;
  const cost = octarineCost(op);
  if (stats.octarine < cost) return `Insufficient octarine: need ${cost}, have ${stats.octarine}`;
  return null;
};

/** "8 turns left", "1 turn left". */
export const turnsLeft = (n: number): string => `${n} turn${n === 1 ? "" : "s"} left`;
