import type { CombatPreview } from "@nova/contract";
import { operationsOfRace } from "@nova/rules";
import { galaxyQuery } from "../game/use-game-context.ts";
import { formatNumber, formatPercent } from "../../format/format-number.ts";

const OUTCOME_TEXT: Readonly<Record<string, string>> = {
  captured: "the planet would be captured",
  razed: "the planet would be razed",
  destroyed: "the planet would be destroyed",
  defended: "the defence would hold and your fleet would be lost",
};

const SOURCE_TEXT: Readonly<Record<string, string>> = {
  spy_report: "your spy report",
  vision: "your vision spell",
  own: "what your own fleets saw",
};

const ORDER = ["soldiers", "droids", "fighters", "bombers", "transports", "lasers"] as const;

/** "120 fighters, 3 lasers", or "nothing" when no losses. */
export const lossesText = (losses: Readonly<Record<string, number>>): string => {
  const parts = ORDER.filter((k) => (losses[k] ?? 0) > 0).map((k) => `${formatNumber(losses[k] ?? 0)} ${k}`);
  return parts.length ? parts.join(", ") : "nothing";
};

/** "Based on your spy report from turn 12 (3 turns old)". */
export const basedOnText = (basedOn: CombatPreview["basedOn"]): string => {
  const source = SOURCE_TEXT[basedOn.source] ?? "your intel";
  const age = basedOn.ageTurns ?? 0;
  const ageText = age === 0 ? "this turn" : age === 1 ? "1 turn old" : `${formatNumber(age)} turns old`;
  return `Based on ${source} from turn ${formatNumber(basedOn.turn ?? 0)} (${ageText})`;
};

/** "85% chance to win: the planet would be captured". */
export const chanceText = (estimate: NonNullable<CombatPreview["estimate"]>): string =>
  `${formatPercent(estimate.winChance)} chance to win: ${OUTCOME_TEXT[estimate.outcome] ?? estimate.outcome}`;

/**
 * Where to gather intel on `ownerId` in one click: the Operations screen with spy_on_target (or, for races
 * without it, the vision spell) chosen and the owner as target; null when the race has neither.
 */
export const spyFirstLink = (galaxyId: string, race: string, ownerId: string): string | null => {
  const ops = operationsOfRace(race);
  if ((ops.agents as readonly string[]).includes("spy_on_target"))
    return `/operations${galaxyQuery(galaxyId, { tab: "ops", operation: "spy_on_target", targetPlayer: ownerId })}`;
  if ((ops.wizards as readonly string[]).includes("vision"))
    return `/operations${galaxyQuery(galaxyId, { tab: "spells", operation: "vision", targetPlayer: ownerId })}`;
  return null;
};

/** Why a fleet cannot take the planet whatever the defence, or null: only landed soldiers and droids capture. */
export const cannotCaptureText = (units: Readonly<Record<string, number | undefined>>): string | null => {
  const troops = (units["soldiers"] ?? 0) + (units["droids"] ?? 0);
  if (troops === 0) return "Only soldiers or droids can take a planet: add some, with transports to carry them.";
  if ((units["transports"] ?? 0) === 0) return "Your soldiers and droids need transports to land.";
  return null;
};
