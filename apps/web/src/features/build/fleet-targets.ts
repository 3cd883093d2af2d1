import type { Fleet } from "@nova/contract";
import { homeFleetId } from "@nova/rules";
import { i18n } from "../../i18n/i18n.ts";

export interface FleetTarget {
  readonly id: string;
  readonly label: string;
}

/**
 * Where new units may go (core-play section 5): the home fleet, then every idle fleet. Without a fleet
 * list (not loaded, or failed) the home fleet is still offered, since its id is known.
 */
export const fleetTargets = (
  galaxyId: string,
  playerId: string,
  fleets: readonly Fleet[] | undefined,
): FleetTarget[] => {
  const home = homeFleetId(galaxyId, playerId);
  const idle = (fleets ?? [])
    .filter((fleet) => !fleet.isHomeFleet && fleet.id !== home && fleet.status === "idle")
    .map((fleet) => ({ id: fleet.id, label: fleet.fleetName || fleet.id }));
  return [{ id: home, label: i18n.t("build:unitDialog.homeFleet") }, ...idle];
};
