import type { PlayerStats } from "@nova/contract";
import { galaxyQuery } from "../game/use-game-context.ts";
import { formatNumber } from "../../format/format-number.ts";

/** Alerts start this many turns before protection ends. */
export const PROTECTION_ALERT_TURNS = 10;
/** Food alerts start this many turns before the stock runs out. */
export const FOOD_ALERT_TURNS = 5;

export interface DashboardAlertItem {
  readonly id: "starvation" | "morale" | "protection";
  readonly severity: "error" | "warning" | "info";
  readonly title: string;
  readonly text: string;
  readonly link: string;
  readonly linkLabel: string;
}

const turns = (n: number) => (n === 1 ? "1 turn" : `${formatNumber(n)} turns`);

/**
 * The dashboard's alerts (issue 18): starvation (now or within five turns), morale at zero, and the end of
 * new-player protection within ten turns, each with a link to what fixes it. Incoming attacks have their own alert.
 */
export const dashboardAlerts = (
  stats: PlayerStats,
  currentTurn: number | null,
  homePlanetId: string | null,
): DashboardAlertItem[] => {
  const galaxyId = stats.galaxyId;
  const build = homePlanetId
    ? `/planets${galaxyQuery(galaxyId, { planetId: homePlanetId, action: "build" })}`
    : `/planets${galaxyQuery(galaxyId)}`;
  const alerts: DashboardAlertItem[] = [];
  const foodTurns = stats.turnsUntilShortage.food;
  if (stats.incomeBreakdown?.foodShortage || (foodTurns !== null && foodTurns <= FOOD_ALERT_TURNS)) {
    alerts.push({
      id: "starvation",
      severity: "error",
      title: stats.incomeBreakdown?.foodShortage
        ? "Your people are starving"
        : `Food runs out in ${turns(foodTurns ?? 0)}`,
      text: "Without food your income is halved and your population shrinks. Build farms (100 food each) or buy food on the market.",
      link: build,
      linkLabel: "Build farms",
    });
  }
  if (stats.morale <= 0) {
    alerts.push({
      id: "morale",
      severity: "warning",
      title: "Morale is at 0%",
      text: "You cannot start a battle or an operation until morale recovers (+5% per turn).",
      link: `/operations${galaxyQuery(galaxyId, { tab: "effects" })}`,
      linkLabel: "View effects",
    });
  }
  const until = stats.protectedUntilTurn;
  if (until !== null && currentTurn !== null && until > currentTurn && until - currentTurn <= PROTECTION_ALERT_TURNS) {
    alerts.push({
      id: "protection",
      severity: "info",
      title: `Your protection ends in ${turns(until - currentTurn)}`,
      text: "Then other empires may attack your colonies. Lasers shoot down transports and soldiers hold the ground.",
      link: build,
      linkLabel: "Build defences",
    });
  }
  return alerts;
};
