import type { CombatPreview } from "@nova/contract";
import { operationsOfRace } from "@nova/rules";
import { galaxyQuery } from "../game/use-game-context.ts";
import { formatNumber, formatPercent } from "../../format/format-number.ts";
import { i18n } from "../../i18n/i18n.ts";

const ORDER = ["soldiers", "droids", "fighters", "bombers", "transports", "lasers"] as const;

/** "120 fighters, 3 lasers", or "nothing" when no losses. */
export const lossesText = (losses: Readonly<Record<string, number>>): string => {
  const parts = ORDER.filter((k) => (losses[k] ?? 0) > 0).map((k) =>
    i18n.t(`guidance:estimate.units.${k}`, { count: formatNumber(losses[k] ?? 0) }),
  );
  return parts.length ? parts.join(", ") : i18n.t("guidance:estimate.nothing");
};

/** "Based on your spy report from turn 12 (3 turns old)". */
export const basedOnText = (basedOn: CombatPreview["basedOn"]): string => {
  const age = basedOn.ageTurns ?? 0;
  return i18n.t("guidance:estimate.basedOn", {
    source: basedOn.source,
    turn: formatNumber(basedOn.turn ?? 0),
    age,
  });
};

/** "85% chance to win: the planet would be captured". */
export const chanceText = (estimate: NonNullable<CombatPreview["estimate"]>): string =>
  i18n.t("guidance:estimate.chance", { percent: formatPercent(estimate.winChance), outcome: estimate.outcome });

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
  if (troops === 0) return i18n.t("guidance:estimate.noTroops");
  if ((units["transports"] ?? 0) === 0) return i18n.t("guidance:estimate.noTransports");
  return null;
};
