import { checkSendOrder, emptyFleetUnits, type FleetUnits, type RefusalData, type SendMission } from "@nova/rules";
import { formatNumber } from "../../format/format-number.ts";
import { i18n } from "../../i18n/i18n.ts";
import type { Counts } from "./unit-counts.ts";
import { SENDABLE_KEYS } from "./unit-counts.ts";

/** The spec's warning when soldiers or droids go without transports (core-play section 5). */
export const troopsNeedTransports = (): string => i18n.t("fleets:checks.troopsNeedTransports");
/** Reinforcements without a home fleet (core-play section 5). */
export const homeFleetNotFound = (): string => i18n.t("fleets:checks.homeFleetNotFound");

export interface SendCheckResult {
  /** Why the order cannot go (the submit stays disabled), in the rules' words; null when it can. */
  readonly error: string | null;
  /** Advice that does not block, e.g. troops without transports. */
  readonly warning: string | null;
}

const requested = (counts: Counts): Partial<FleetUnits> => {
  const units: Partial<FleetUnits> = {};
  for (const key of SENDABLE_KEYS) units[key] = counts[key] ?? 0;
  return units;
};

/**
 * Checks a send order the way the server will (`checkSendOrder` from the rules, first failure wins):
 * "Select at least one unit to send" for attacks and exploration, "Please select at least some units to
 * send" for reinforcements and moves, the transport rule's exact message
 * ('Insufficient transport capacity. Need {n} more transport(s) ({troops} troops need {m} transports)'),
 * and the warning 'Ground troops need transports to reach the planet!' while troops have no transport.
 * An `instant` move (portal to portal, rules.md 11.4) needs no transports, so neither rule applies to it.
 */
export const checkUnits = (
  mission: SendMission,
  counts: Counts,
  available: Readonly<FleetUnits> | null,
  instant = false,
): SendCheckResult => {
  const units = requested(counts);
  const troops = (units.soldiers ?? 0) + (units.droids ?? 0);
  const warning = !instant && troops > 0 && (units.transports ?? 0) === 0 ? troopsNeedTransports() : null;
  if (available === null) return { error: homeFleetNotFound(), warning };
  const check = checkSendOrder({
    mission,
    available: { ...emptyFleetUnits(), ...available },
    requested: units,
    instant,
  });
  return { error: check.ok ? null : sendRefusalText(check), warning };
};

/** The rules' refusal texts of a send order (checkSendOrder), by their English detail, as catalogue keys. */
const SEND_REFUSALS = {
  "Please enter a valid quantity": "fleets:checks.validQuantity",
  "Lasers are buildings and cannot be sent": "fleets:checks.lasersStay",
  "Please select at least some units to send": "fleets:checks.selectSome",
  "Select at least one unit to send": "fleets:checks.selectOne",
  "Exploration needs at least one explorer": "fleets:checks.explorerNeeded",
  "Exploration fleets carry explorers only": "fleets:checks.explorersOnly",
  "An attack needs at least one soldier, droid, fighter, bomber or transport": "fleets:checks.attackNeedsUnits",
} as const;

/**
 * A refusal of the rules in the current language: the fixed texts by their detail, the numbered ones
 * (units short, transport capacity) from their data; anything else as the rules wrote it.
 */
export const sendRefusalText = (refusal: { readonly detail: string; readonly data?: RefusalData }): string => {
  const key = (SEND_REFUSALS as Readonly<Record<string, (typeof SEND_REFUSALS)[keyof typeof SEND_REFUSALS]>>)[
    refusal.detail
  ];
  if (key) return i18n.t(key);
  const data = refusal.data;
  if (data && refusal.detail.startsWith("Insufficient transport capacity"))
    return i18n.t("fleets:checks.transportCapacity", {
      missing: formatNumber(Number(data["missing"])),
      troops: formatNumber(Number(data["troops"])),
      needed: formatNumber(Number(data["needed"])),
    });
  if (data && typeof data["resource"] === "string" && refusal.detail.startsWith("Insufficient "))
    return i18n.t("fleets:checks.insufficientUnits", {
      resource: data["resource"],
      need: formatNumber(Number(data["need"])),
      have: formatNumber(Number(data["have"])),
    });
  return refusal.detail;
};
