import { planetLabel } from "@nova/rules";
import { detailOr } from "../../api/api-error.ts";
import { i18n } from "../../i18n/i18n.ts";

/** Screen messages and success toasts of core-play section 8 for fleets (server detail preferred). */
// Read in the current language each time (namespace `fleets`).
export const FLEET_MESSAGES = {
  get loadFailed() {
    return i18n.t("fleets:messages.loadFailed");
  },
  get homeFleetLoadFailed() {
    return i18n.t("fleets:messages.homeFleetLoadFailed");
  },
  get sent() {
    return i18n.t("fleets:messages.sent");
  },
  get sendFailed() {
    return i18n.t("fleets:messages.sendFailed");
  },
  get recalled() {
    return i18n.t("fleets:messages.recalled");
  },
  get recallFailed() {
    return i18n.t("fleets:messages.recallFailed");
  },
  get moved() {
    return i18n.t("fleets:messages.moved");
  },
  get moveFailed() {
    return i18n.t("fleets:messages.moveFailed");
  },
  get reinforced() {
    return i18n.t("fleets:messages.reinforced");
  },
  get reinforceFailed() {
    return i18n.t("fleets:messages.reinforceFailed");
  },
  get explorerFailed() {
    return i18n.t("fleets:messages.explorerFailed");
  },
  get attackFailed() {
    return i18n.t("fleets:messages.attackFailed");
  },
};

/** Travel time in whole minutes (at least 1) from the server's seconds. */
export const travelMinutes = (seconds: number | null | undefined): number =>
  Math.max(1, Math.round((seconds ?? 0) / 60));

/** 'Explorer sent to planet {id}! Travel time: {n} minutes' with the planet's readable label. */
export const explorerSentMessage = (planetId: string, travelTimeSeconds: number | null | undefined): string =>
  i18n.t("fleets:messages.explorerSent", {
    planet: planetLabel(planetId),
    minutes: travelMinutes(travelTimeSeconds),
  });

/** 'Attack fleet sent to planet {id}!' with the planet's readable label. */
export const attackSentMessage = (planetId: string): string =>
  i18n.t("fleets:messages.attackSent", { planet: planetLabel(planetId) });

/** A failure's text: the server's detail when it sent one, else the screen's fallback. */
export const failureText = (error: unknown, fallback: string): string => detailOr(error, fallback);
