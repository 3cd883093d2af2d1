import { formatNumber } from "../../format/format-number.ts";
import { i18n } from "../../i18n/i18n.ts";
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
  UNOWNED_PLANET,
  NUKE_BUILDING_REQUIRED,
  moralePercent,
  isSpell,
  octarineCost,
  type OperationType,
} from "@nova/rules";

/** The screen's texts (social-and-advanced sections 5 and 8), read in the current language (namespace operations). */
export const OPERATIONS_TEXT = {
  get noPlayer() {
    return i18n.t("operations:text.noPlayer");
  },
  get loadFailed() {
    return i18n.t("operations:text.loadFailed");
  },
  get castFailedTitle() {
    return i18n.t("operations:text.castFailedTitle");
  },
  get castFailed() {
    return i18n.t("operations:text.castFailed");
  },
  get triggerFailedTitle() {
    return i18n.t("operations:text.triggerFailedTitle");
  },
  get triggerFailed() {
    return i18n.t("operations:text.triggerFailed");
  },
  get notAvailable() {
    return i18n.t("operations:text.notAvailable");
  },
  get noEffects() {
    return i18n.t("operations:text.noEffects");
  },
  get noPlanted() {
    return i18n.t("operations:text.noPlanted");
  },
};

const isOperation = (op: string): op is OperationType => op in OPERATION_LABELS;

/** What each operation does, in a line (rules.md 14.2, 14.3). */
export const operationDescription = (op: OperationType): string => i18n.t(`operations:descriptions.${op}`);

/** An operation's or spell's name by its type id ("Spy on Target"); unknown ids read with spaces. */
export const operationLabel = (op: string): string =>
  isOperation(op) ? i18n.t(`operations:names.${op}`) : op.replaceAll("_", " ");

/** The rules' fixed cast refusals (client-side checks), in the current language. */
const castCheckText = (text: string): string => {
  switch (text) {
    case NO_AGENTS:
      return i18n.t("operations:checks.noAgents");
    case NO_WIZARDS:
      return i18n.t("operations:checks.noWizards");
    case TARGET_PLAYER_REQUIRED:
      return i18n.t("operations:checks.targetPlayerRequired");
    case TARGET_PLANET_REQUIRED:
      return i18n.t("operations:checks.targetPlanetRequired");
    case FRAMED_PLAYER_REQUIRED:
      return i18n.t("operations:checks.framedPlayerRequired");
    case TARGET_UNIT_TYPE_REQUIRED:
      return i18n.t("operations:checks.targetUnitTypeRequired");
    case UNOWNED_PLANET:
      return i18n.t("operations:checks.unownedPlanet");
    case NUKE_BUILDING_REQUIRED:
      return i18n.t("operations:checks.nukeBuildingRequired");
    default:
      return text;
  }
};
export { castCheckText };

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
  if (stats.morale < OPERATION_MORALE_COST)
    return i18n.t("operations:checks.insufficientMorale", { have: moralePercent(stats.morale) });
  if (isSpell(op) ? stats.wizards < 1 : stats.agents < 1) return castCheckText(isSpell(op) ? NO_WIZARDS : NO_AGENTS);
  const kind = OPERATION_TARGET[op];
  if (kind === "player" && !form.targetPlayerId.trim()) return castCheckText(TARGET_PLAYER_REQUIRED);
  if (kind === "planet" && !form.targetPlanetId.trim()) return castCheckText(TARGET_PLANET_REQUIRED);
  if (op === "plant_false_info" && !form.framedPlayerId.trim()) return castCheckText(FRAMED_PLAYER_REQUIRED);
  if (op === "destroy_units" && !form.targetUnitType) return castCheckText(TARGET_UNIT_TYPE_REQUIRED);
  const cost = octarineCost(op);
  if (stats.octarine < cost)
    return i18n.t("operations:checks.insufficientOctarine", {
      need: formatNumber(cost),
      have: formatNumber(stats.octarine),
    });
  return null;
};

/** "8 turns left", "1 turn left". */
export const turnsLeft = (n: number): string => i18n.t("operations:turnsLeft", { count: n });
