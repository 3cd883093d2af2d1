import { planetLabel } from "@nova/rules";
import { detailOr } from "../../api/api-error.ts";

/** Screen messages and success toasts of core-play section 8 for fleets (server detail preferred). */
export const FLEET_MESSAGES = {
  loadFailed: "Failed to load fleet data. Please try again.",
  homeFleetLoadFailed: "Failed to load fleet data",
  sent: "Fleet sent successfully!",
  sendFailed: "Failed to send fleet. Please check requirements.",
  recalled: "Fleet recalled successfully!",
  recallFailed: "Failed to recall fleet",
  combatFailed: "Failed to initiate combat",
  moved: "Fleet sent to new target!",
  moveFailed: "Failed to move fleet",
  reinforced: "Reinforcements sent!",
  reinforceFailed: "Failed to send reinforcements",
  explorerFailed: "Failed to send explorer. Please try again.",
  attackFailed: "Failed to send attack fleet",
  defeat: "Defeat! Your fleet was destroyed.",
} as const;

/** Travel time in whole minutes (at least 1) from the server's seconds. */
export const travelMinutes = (seconds: number | null | undefined): number =>
  Math.max(1, Math.round((seconds ?? 0) / 60));

/** 'Explorer sent to planet {id}! Travel time: {n} minutes' with the planet's readable label. */
export const explorerSentMessage = (planetId: string, travelTimeSeconds: number | null | undefined): string =>
  `Explorer sent to planet ${planetLabel(planetId)}! Travel time: ${travelMinutes(travelTimeSeconds)} minutes`;

/** 'Attack fleet sent to planet {id}!' with the planet's readable label. */
export const attackSentMessage = (planetId: string): string => `Attack fleet sent to planet ${planetLabel(planetId)}!`;

/** A failure's text: the server's detail when it sent one, else the screen's fallback. */
export const failureText = (error: unknown, fallback: string): string => detailOr(error, fallback);
