import type { PlayerStats } from "@nova/contract";
import { galaxyQuery } from "../game/use-game-context.ts";
import { i18n } from "../../i18n/i18n.ts";

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
        ? i18n.t("guidance:alerts.starving")
        : i18n.t("guidance:alerts.foodRunsOut", { count: foodTurns ?? 0 }),
      text: i18n.t("guidance:alerts.foodText"),
      link: build,
      linkLabel: i18n.t("guidance:alerts.buildFarms"),
    });
  }
  if (stats.morale <= 0) {
    alerts.push({
      id: "morale",
      severity: "warning",
      title: i18n.t("guidance:alerts.morale"),
      text: i18n.t("guidance:alerts.moraleText"),
      link: `/operations${galaxyQuery(galaxyId, { tab: "effects" })}`,
      linkLabel: i18n.t("guidance:alerts.viewEffects"),
    });
  }
  const until = stats.protectedUntilTurn;
  if (until !== null && currentTurn !== null && until > currentTurn && until - currentTurn <= PROTECTION_ALERT_TURNS) {
    alerts.push({
      id: "protection",
      severity: "info",
      title: i18n.t("guidance:alerts.protectionEnds", { count: until - currentTurn }),
      text: i18n.t("guidance:alerts.protectionText"),
      link: build,
      linkLabel: i18n.t("guidance:alerts.buildDefences"),
    });
  }
  return alerts;
};
