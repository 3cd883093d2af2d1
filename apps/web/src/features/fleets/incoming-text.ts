import type { IncomingFleet } from "@nova/contract";
import { etaText } from "./fleet-format.ts";

/** One line of the incoming-fleets warning: who, where, and when ("in orbit" once it has arrived). */
export const incomingLine = (fleet: IncomingFleet, now: number): string => {
  const eta = etaText(fleet.arrivesAt, now);
  const when =
    fleet.status === "arrived" || eta === "Arrived" ? "in orbit, awaiting its order to attack" : `arrives in ${eta}`;
  return `${fleet.attackerName} → ${fleet.targetPlanetName}: ${when}`;
};

/** The warning's title: "A hostile fleet is approaching" or "3 hostile fleets are approaching". */
export const incomingTitle = (count: number): string =>
  count === 1 ? "A hostile fleet is approaching" : `${count} hostile fleets are approaching`;
