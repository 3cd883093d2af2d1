import type { Fleet } from "@nova/contract";
import { i18n } from "../../i18n/i18n.ts";
import { totalUnits } from "./fleet-format.ts";

/** What a fleet card can offer (core-play section 4). */
export type FleetActionKind =
  "send" | "move" | "reinforce" | "recall" | "recallAttack" | "recallExplorer" | "initiateCombat";

export interface FleetAction {
  readonly kind: FleetActionKind;
  readonly label: string;
  readonly disabled?: boolean;
  /** Why the action is disabled. */
  readonly reason?: string;
}

export interface FleetCardActions {
  /** A line shown above the buttons, e.g. 'Fleet is ready for combat. Click below to initiate the attack.' */
  readonly notice: string | null;
  readonly actions: readonly FleetAction[];
}

export const readyForCombat = (): string => i18n.t("fleets:card.readyForCombat");
export const arrivedAtDestination = (): string => i18n.t("fleets:card.arrivedAtDestination");

const action = (kind: FleetActionKind): FleetAction => ({ kind, label: i18n.t(`fleets:actions.${kind}`) });

/**
 * The actions per fleet state (core-play section 4):
 * - idle (the home fleet, or an idle fleet): Send Mission, disabled with no units;
 * - stationed: Move to New Target, Send Reinforcements, Recall Fleet;
 * - traveling: Recall Attack Fleet / Recall Explorer Fleet (Recall Fleet for moves and reinforcements);
 * - arrived to attack: the combat notice, Initiate Combat, Move to New Target, Recall Fleet;
 * - arrived otherwise: 'Fleet has arrived at destination.', Recall Fleet;
 * - returning: nothing (it is already on its way home).
 */
export const fleetActions = (fleet: Pick<Fleet, "status" | "action" | "isHomeFleet" | "units">): FleetCardActions => {
  const SEND = action("send");
  const MOVE = action("move");
  const REINFORCE = action("reinforce");
  const RECALL = action("recall");
  const INITIATE = action("initiateCombat");
  switch (fleet.status) {
    case "idle":
      return {
        notice: null,
        actions: [
          totalUnits(fleet.units) > 0 ? SEND : { ...SEND, disabled: true, reason: i18n.t("fleets:card.noUnitsReason") },
        ],
      };
    case "stationed":
      return { notice: null, actions: fleet.isHomeFleet ? [] : [MOVE, REINFORCE, RECALL] };
    case "traveling":
      if (fleet.action === "attack") return { notice: null, actions: [action("recallAttack")] };
      if (fleet.action === "exploration") return { notice: null, actions: [action("recallExplorer")] };
      return { notice: null, actions: [RECALL] };
    case "arrived":
      if (fleet.action === "attack") return { notice: readyForCombat(), actions: [INITIATE, MOVE, RECALL] };
      return { notice: arrivedAtDestination(), actions: [RECALL] };
    case "returning":
      return { notice: null, actions: [] };
  }
};
