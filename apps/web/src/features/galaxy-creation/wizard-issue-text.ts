import { GALAXY_CONFIG_RANGES } from "@nova/contract";
import { i18n } from "../../i18n/i18n.ts";
import type { WizardField } from "./wizard-values.ts";

type RangedField = keyof typeof GALAXY_CONFIG_RANGES;
const isRanged = (field: string): field is RangedField => Object.hasOwn(GALAXY_CONFIG_RANGES, field);

// Keys are built from field names; the catalogue test and wizard-issue-text.test.ts check them.
type LooseT = (this: typeof i18n, key: string, values?: Readonly<Record<string, string | number>>) => string;
const t = (key: string, values?: Readonly<Record<string, string | number>>): string =>
  (i18n.t as unknown as LooseT).call(i18n, `galaxies:wizard.validation.${key}`, values);

/**
 * What the contract's galaxy schema says about one field, in the player's language (issue 15): read from the
 * issue's kind and the field, never from its English message. English is the contract's message exactly. Null for
 * an issue the catalogue does not cover (the caller shows the schema's own message).
 */
/** The parts of a zod issue the text depends on: its kind, and for a wrong type what was expected. */
interface SchemaIssue {
  readonly code: string;
  readonly expected?: unknown;
}

export const wizardIssueText = (field: WizardField, issue: SchemaIssue): string | null => {
  if (isRanged(field)) {
    const [min, max] = GALAXY_CONFIG_RANGES[field];
    const label = t(`labels.${field}`);
    if (issue.code === "invalid_type") return t(issue.expected === "int" ? "notWhole" : "notNumber", { label });
    if (issue.code === "too_small" || issue.code === "too_big") return t("between", { label, min, max });
    return null;
  }
  if (field === "galaxyId" || field === "galaxyName") {
    if (issue.code === "too_small") return t(`${field}.min`);
    if (issue.code === "too_big") return t(`${field}.max`);
    if (field === "galaxyId" && issue.code === "invalid_format") return t("galaxyId.pattern");
    return null;
  }
  if (field === "systemDensity") return t("density");
  if (field === "npcDifficulty") return t("npcDifficulty");
  return null;
};
