import type { IncomingFleet } from "@nova/contract";
import { i18n } from "../../i18n/i18n.ts";
import { etaText, hasArrived } from "./fleet-format.ts";

/** One line of the incoming-fleets warning: who, where, and when ("in orbit" once it has arrived). */
export const incomingLine = (fleet: IncomingFleet, now: number): string => {
  const attacker = fleet.attackerName;
  const planet = fleet.targetPlanetName;
  return fleet.status === "arrived" || hasArrived(fleet.arrivesAt, now)
    ? i18n.t("fleets:incoming.inOrbit", { attacker, planet })
    : i18n.t("fleets:incoming.arrivesIn", { attacker, planet, eta: etaText(fleet.arrivesAt, now) });
};

/** The warning's title: "A hostile fleet is approaching" or "3 hostile fleets are approaching". */
export const incomingTitle = (count: number): string => i18n.t("fleets:incoming.title", { count });
