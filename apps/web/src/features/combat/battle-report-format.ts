import type { BattleReportView } from "@nova/contract";
import { FLEET_UNIT_KEYS } from "@nova/rules";
import { i18n } from "../../i18n/i18n.ts";
import { unitCountText, unitKeyLabel } from "../fleets/fleet-format.ts";

export type PlanetOutcome = BattleReportView["planetOutcome"];

/** The four outcomes (core-play section 4). */
export const PLANET_OUTCOMES: readonly PlanetOutcome[] = ["defended", "captured", "razed", "destroyed"];

/** An outcome as the report reads it, in the current language: "Captured", "The planet was taken intact". */
export const outcomeText = (outcome: PlanetOutcome): { label: string; detail: string } => ({
  label: i18n.t(`combat:outcome.${outcome}.label`),
  detail: i18n.t(`combat:outcome.${outcome}.detail`),
});

/** The winner's name: the attacker's or the defender's. */
export const winnerName = (report: Pick<BattleReportView, "winner" | "attackerName" | "defenderName">): string =>
  report.winner === "attacker" ? report.attackerName : report.defenderName;

/** "1.25": attacker networth over defender networth, two decimals. */
export const networthRatioText = (ratio: number): string => (Number.isFinite(ratio) ? ratio.toFixed(2) : "—");

export interface ForceRow {
  readonly key: string;
  readonly label: string;
  readonly attacker: number | null;
  readonly defender: number;
}

/**
 * Initial forces of both sides: one row per unit type either side brought, then the defender's lasers
 * (planet buildings, so the attacker has none).
 */
export const forceRows = (
  report: Pick<BattleReportView, "attackerInitialUnits" | "defenderInitialUnits" | "defenderInitialLasers">,
): ForceRow[] => {
  const rows: ForceRow[] = FLEET_UNIT_KEYS.filter(
    (key) => key !== "lasers" && (report.attackerInitialUnits[key] > 0 || report.defenderInitialUnits[key] > 0),
  ).map((key) => ({
    key,
    label: unitKeyLabel(key),
    attacker: report.attackerInitialUnits[key],
    defender: report.defenderInitialUnits[key],
  }));
  rows.push({ key: "lasers", label: unitKeyLabel("lasers"), attacker: null, defender: report.defenderInitialLasers });
  return rows;
};

export interface LossEntry {
  readonly key: string;
  readonly label: string;
  readonly count: number;
}

/** A loss record's entries above 0, in the unit catalogue's order (unknown keys last, by name). */
export const lossEntries = (losses: Readonly<Record<string, number>>): LossEntry[] => {
  const order = (key: string) => {
    const index = (FLEET_UNIT_KEYS as readonly string[]).indexOf(key);
    return index === -1 ? FLEET_UNIT_KEYS.length : index;
  };
  return Object.entries(losses)
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b))
    .map(([key, count]) => ({ key, label: unitKeyLabel(key), count }));
};

/** "12 Soldiers, 3 Fighters", or "None". */
export const lossText = (losses: Readonly<Record<string, number>>): string => {
  const entries = lossEntries(losses);
  return entries.length === 0
    ? i18n.t("combat:report.none")
    : entries.map((e) => unitCountText(e.key, e.count)).join(i18n.t("combat:report.listSeparator"));
};

/** Every unit lost in a record. */
export const totalLosses = (losses: Readonly<Record<string, number>>): number =>
  Object.values(losses).reduce((sum, n) => sum + (n > 0 ? n : 0), 0);
