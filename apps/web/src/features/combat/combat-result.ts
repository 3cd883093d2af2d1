import type { RouteResponse } from "@nova/contract";
import { lastSegment, planetLabel } from "@nova/rules";
import type { NotificationInput } from "../../notifications/notification-context.ts";

export type CombatResult = RouteResponse<"initiateCombat">;

export const DEFEAT_MESSAGE = "Defeat! Your fleet was destroyed.";
export const COMBAT_FAILED = "Failed to initiate combat";

/**
 * The toast after a battle (core-play section 4): victory is a success naming the planet outcome
 * ("Victory! Planet 12,4:2 captured."), defeat the warning 'Defeat! Your fleet was destroyed.'.
 */
export const combatToast = (result: CombatResult, planetId: string): NotificationInput =>
  result.attackerVictory
    ? {
        severity: "success",
        message: result.message.startsWith("Victory")
          ? result.message
          : `Victory! Planet ${planetLabel(planetId)} ${result.planetOutcome}.`,
      }
    : { severity: "warning", message: DEFEAT_MESSAGE };

/** Where the player goes after a battle with a report: the Empire Log with that report open. */
export const combatLogPath = (galaxyId: string, reportId: string): string =>
  `/combat-log?${new URLSearchParams({ galaxyId, reportId: lastSegment(reportId) }).toString()}`;
