import { GalaxyCreationConfigSchema, type GalaxyCreationRequest } from "@nova/contract";
import { DEFAULT_GALAXY_CONFIG, DEFAULT_ROUND_TURNS, estimateGalaxy, type GalaxyEstimate } from "@nova/rules";
import { wizardIssueText } from "./wizard-issue-text.ts";
import type { WizardErrors, WizardField, WizardValues } from "./wizard-values.ts";

export type { WizardErrors, WizardField, WizardValues } from "./wizard-values.ts";

/** The four steps; each one's title is `galaxies:wizard.steps.<step>` in the catalogue. */
export const WIZARD_STEPS = ["basic", "grid", "families", "review"] as const;
export const LAST_STEP = WIZARD_STEPS.length - 1;

/** Wizard defaults (social-and-advanced section 9). */
export const DEFAULT_WIZARD_VALUES: WizardValues = {
  galaxyId: "",
  galaxyName: "",
  shardId: "shard-1",
  isPrivate: false,
  turnLengthMinutes: DEFAULT_GALAXY_CONFIG.turnLengthMinutes,
  gridWidth: String(DEFAULT_GALAXY_CONFIG.gridWidth),
  gridHeight: String(DEFAULT_GALAXY_CONFIG.gridHeight),
  systemDensity: DEFAULT_GALAXY_CONFIG.systemDensity,
  familyCount: String(DEFAULT_GALAXY_CONFIG.familyCount),
  maxPlayersPerFamily: String(DEFAULT_GALAXY_CONFIG.maxPlayersPerFamily),
  planetsPerNeutralSystem: String(DEFAULT_GALAXY_CONFIG.planetsPerNeutralSystem),
  npcCount: 0,
  npcDifficulty: "medium",
  endTurn: String(DEFAULT_ROUND_TURNS),
  recurring: false,
};

/** Slider ranges: turn length 5-60 in steps of 5, NPCs 0-50 (validation allows up to 100), density 1-20%. */
export const TURN_LENGTH_SLIDER = { min: 5, max: 60, step: 5 } as const;
export const NPC_SLIDER = { min: 0, max: 50, step: 1 } as const;
export const DENSITY_SLIDER = { min: 0.01, max: 0.2, step: 0.01 } as const;

/** Which fields each step validates before Next. */
export const STEP_FIELDS: Readonly<Record<number, readonly WizardField[]>> = {
  0: ["galaxyId", "galaxyName", "shardId", "isPrivate", "turnLengthMinutes", "endTurn", "recurring"],
  1: ["gridWidth", "gridHeight", "systemDensity"],
  2: ["familyCount", "maxPlayersPerFamily", "planetsPerNeutralSystem", "npcCount", "npcDifficulty"],
  3: [],
};

const NUMBER_FIELDS = new Set<WizardField>([
  "gridWidth",
  "gridHeight",
  "familyCount",
  "maxPlayersPerFamily",
  "planetsPerNeutralSystem",
  "endTurn",
]);

/** Typed text to a number; blank or junk becomes NaN so the schema reports it. */
const toNumber = (text: string): number => (text.trim() === "" ? Number.NaN : Number(text));

/** The values as the contract's config shape (numbers parsed); planetsPerHomeSystem = maxPlayersPerFamily. */
export const toRequest = (v: WizardValues): GalaxyCreationRequest => {
  const maxPlayersPerFamily = toNumber(v.maxPlayersPerFamily);
  return {
    galaxyId: v.galaxyId.trim(),
    galaxyName: v.galaxyName.trim(),
    shardId: v.shardId.trim(),
    isPrivate: v.isPrivate,
    turnLengthMinutes: v.turnLengthMinutes,
    gridWidth: toNumber(v.gridWidth),
    gridHeight: toNumber(v.gridHeight),
    systemDensity: v.systemDensity,
    familyCount: toNumber(v.familyCount),
    maxPlayersPerFamily,
    planetsPerHomeSystem: maxPlayersPerFamily,
    planetsPerNeutralSystem: toNumber(v.planetsPerNeutralSystem),
    npcCount: v.npcCount,
    npcDifficulty: v.npcDifficulty,
    endTurn: toNumber(v.endTurn),
    recurring: v.recurring,
  };
};

/**
 * Checks the fields of one step with the contract's own schema (the server re-checks the same rules), so
 * the wizard shows exactly the server's messages (in the player's language). The review step checks everything.
 */
export const validateStep = (step: number, values: WizardValues): WizardErrors => {
  const fields = step >= LAST_STEP ? (Object.keys(DEFAULT_WIZARD_VALUES) as WizardField[]) : (STEP_FIELDS[step] ?? []);
  const request = toRequest(values) as unknown as Record<string, unknown>;
  const mask = Object.fromEntries(fields.map((f) => [f, true as const]));
  const schema = GalaxyCreationConfigSchema.pick(mask as Parameters<typeof GalaxyCreationConfigSchema.pick>[0]);
  const picked = Object.fromEntries(fields.map((f) => [f, request[f]]));
  const result = schema.safeParse(picked);
  if (result.success) return {};
  const errors: WizardErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as WizardField | undefined;
    if (field && errors[field] === undefined) errors[field] = wizardIssueText(field, issue) ?? issue.message;
  }
  return errors;
};

/** The first step (0-3) with an error, or null when all validate. */
export const firstInvalidStep = (values: WizardValues): number | null => {
  for (let step = 0; step < LAST_STEP; step++) if (Object.keys(validateStep(step, values)).length > 0) return step;
  return null;
};

/** Live estimates; null while a number it needs is not valid. */
export const wizardEstimate = (v: WizardValues): GalaxyEstimate | null => {
  const r = toRequest(v);
  const numbers = [r.gridWidth, r.gridHeight, r.familyCount, r.maxPlayersPerFamily, r.planetsPerNeutralSystem];
  if (numbers.some((n) => !Number.isFinite(n) || n < 0)) return null;
  return estimateGalaxy({ ...r, planetsPerHomeSystem: r.maxPlayersPerFamily });
};

export const isNumberField = (field: WizardField): boolean => NUMBER_FIELDS.has(field);
