import type { RouteResponse } from "@nova/contract";
import { lastSegment, planetLabel } from "@nova/rules";
import { i18n } from "../../i18n/i18n.ts";
import type { NotificationInput } from "../../notifications/notification-context.ts";

export type CombatResult = RouteResponse<"initiateCombat">;

export const defeatMessage = (): string => i18n.t("combat:toast.defeat");
export const combatFailed = (): string => i18n.t("combat:toast.failed");

/**
 * The toast after a battle (core-play section 4): victory is a success naming the planet outcome
 * ("Victory! Planet 12,4:2 captured."), defeat the warning 'Defeat! Your fleet was destroyed.'.
 */
export const combatToast = (result: CombatResult, planetId: string): NotificationInput =>
  result.attackerVictory
    ? {
        severity: "success",
        // From the catalogue rather than the answer's English `message` (the same sentence in English).
        message: i18n.t("combat:toast.victory", { planet: planetLabel(planetId), outcome: result.planetOutcome }),
      }
    : { severity: "warning", message: defeatMessage() };

/** Where the player goes after a battle with a report: the Empire Log with that report open. */
export const combatLogPath = (galaxyId: string, reportId: string): string =>
  `/combat-log?${new URLSearchParams({ galaxyId, reportId: lastSegment(reportId) }).toString()}`;
