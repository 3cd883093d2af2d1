import type { Fleet } from "@nova/contract";
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

export const READY_FOR_COMBAT = "Fleet is ready for combat. Click below to initiate the attack.";
export const ARRIVED_AT_DESTINATION = "Fleet has arrived at destination.";

const SEND: FleetAction = { kind: "send", label: "Send Mission" };
const MOVE: FleetAction = { kind: "move", label: "Move to New Target" };
const REINFORCE: FleetAction = { kind: "reinforce", label: "Send Reinforcements" };
const RECALL: FleetAction = { kind: "recall", label: "Recall Fleet" };
const INITIATE: FleetAction = { kind: "initiateCombat", label: "Initiate Combat" };

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
  switch (fleet.status) {
    case "idle":
      return {
        notice: null,
        actions: [totalUnits(fleet.units) > 0 ? SEND : { ...SEND, disabled: true, reason: "This fleet has no units" }],
      };
    case "stationed":
      return { notice: null, actions: fleet.isHomeFleet ? [] : [MOVE, REINFORCE, RECALL] };
    case "traveling":
      if (fleet.action === "attack")
        return { notice: null, actions: [{ kind: "recallAttack", label: "Recall Attack Fleet" }] };
      if (fleet.action === "exploration")
        return { notice: null, actions: [{ kind: "recallExplorer", label: "Recall Explorer Fleet" }] };
      return { notice: null, actions: [RECALL] };
    case "arrived":
      if (fleet.action === "attack") return { notice: READY_FOR_COMBAT, actions: [INITIATE, MOVE, RECALL] };
      return { notice: ARRIVED_AT_DESTINATION, actions: [RECALL] };
    case "returning":
      return { notice: null, actions: [] };
  }
};
