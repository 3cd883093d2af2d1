import { RESOURCES, type Resource } from "../catalogue/resources.ts";
import { formatCount } from "../combat/battle-text.ts";
import { because, insufficient, refuse, type Refusal } from "../refusal.ts";

/** Resources one aid shipment carries; a missing resource is 0. */
export type AidResources = Readonly<Partial<Record<Resource, number>>>;

/**
 * What aid is worth, in credits at the market's base prices (docs/family-aid.md): the caps count worth, not raw
 * amounts, so a ton of endurium weighs like the credits it would fetch and food cannot slip through in bulk.
 */
export const AID_WORTH: Readonly<Record<Resource, number>> = {
  credits: 1,
  food: 0.2,
  iron: 15,
  endurium: 16.5,
  octarine: 15,
};

/** One shipment may carry at most this much worth per point of the sender's networth. */
export const AID_WORTH_PER_NETWORTH = 2;
/** An empire may take at most this much worth per point of its own networth within one cooldown window. */
export const AID_RECEIVE_PER_NETWORTH = 2;
/** Turns a sender waits between two shipments. */
export const AID_COOLDOWN_TURNS = 2;
/** Turns after receiving aid during which an empire may not send any: no relays, no circles. */
export const AID_NO_RELAY_TURNS = 6;

/** Worth of a shipment, rounded up to whole credits. */
export const aidWorth = (resources: AidResources): number => {
  const worth = RESOURCES.reduce((sum, r) => sum + (resources[r] ?? 0) * AID_WORTH[r], 0);
  // The epsilon keeps float noise (0.2 × 5 = 1.0000000000000002) from rounding up a whole credit.
  return worth <= 0 ? 0 : Math.ceil(worth - 1e-9);
};

/** An empire as the aid rules see it. */
export interface AidParty {
  readonly playerId: string;
  readonly username: string;
  readonly familyId: string | null;
  readonly isNpc: boolean;
  readonly networth: number;
  /** New-player protection lasts while `currentTurn < protectedUntilTurn`. */
  readonly protectedUntilTurn: number;
  readonly resources: Readonly<Record<Resource, number>>;
}

export interface AidHistory {
  /** Turn of the sender's latest shipment, or null. */
  readonly senderLastSentTurn: number | null;
  /** Turn the sender last received aid, or null. */
  readonly senderLastReceivedTurn: number | null;
  /** Worth the receiver took within the last `AID_COOLDOWN_TURNS` turns (this one included). */
  readonly receiverRecentWorth: number;
}

export interface AidCheckInput {
  readonly sender: AidParty;
  readonly receiver: AidParty | null;
  readonly resources: AidResources;
  readonly currentTurn: number;
  readonly history: AidHistory;
}

/** Why aid is refused (the shared refusal shape: code, the player's text, the numbers behind it). */
export type AidRefusal = Refusal;

/** Reasons that hold whatever is sent: who the sender is and when they last sent or received. */
export const senderRefusal = (
  sender: AidParty,
  currentTurn: number,
  history: Pick<AidHistory, "senderLastSentTurn" | "senderLastReceivedTurn">,
): AidRefusal | null => {
  if (sender.familyId === null) return because("not_in_family", refuse("forbidden", "You are not in a family."));
  if (currentTurn < sender.protectedUntilTurn)
    return because("aid_while_protected", refuse("invalid_action", "No aid while you are under new-player protection"));
  if (history.senderLastSentTurn !== null && currentTurn < history.senderLastSentTurn + AID_COOLDOWN_TURNS)
    return because(
      "aid_cooldown",
      refuse(
        "invalid_action",
        `You sent aid recently; you can send again on turn ${history.senderLastSentTurn + AID_COOLDOWN_TURNS}`,
        { nextTurn: history.senderLastSentTurn + AID_COOLDOWN_TURNS },
      ),
    );
  if (history.senderLastReceivedTurn !== null && currentTurn < history.senderLastReceivedTurn + AID_NO_RELAY_TURNS)
    return because(
      "aid_no_relay",
      refuse(
        "invalid_action",
        `Aid you received cannot be passed on; you can send aid again on turn ${history.senderLastReceivedTurn + AID_NO_RELAY_TURNS}`,
        { nextTurn: history.senderLastReceivedTurn + AID_NO_RELAY_TURNS },
      ),
    );
  return null;
};

/** The most worth one shipment from this sender may carry. */
export const aidSendCap = (sender: AidParty): number =>
  Math.max(0, Math.floor(sender.networth * AID_WORTH_PER_NETWORTH));

/**
 * Family aid (docs/family-aid.md), first failure wins: a member of the sender's own family, not oneself, not an
 * NPC; neither side under new-player protection; the sender's cooldown over and no aid received lately (so
 * resources cannot go round a circle or down a chain); the worth within the sender's and the receiver's caps; and
 * every amount covered by the sender's stock. Null when the aid may go.
 */
export const checkAid = (input: AidCheckInput): AidRefusal | null => {
  const { sender, receiver, resources, currentTurn, history } = input;
  if (receiver === null) return because("player_not_found", refuse("not_found", "Player not found"));
  if (receiver.playerId === sender.playerId)
    return because("aid_to_yourself", refuse("invalid_action", "You cannot send aid to yourself"));
  const own = senderRefusal(sender, currentTurn, history);
  if (own?.code === "forbidden") return own;
  if (receiver.familyId !== sender.familyId)
    return because("aid_own_family", refuse("forbidden", "Aid can only go to a member of your own family"));
  if (receiver.isNpc) return because("npc_no_aid", refuse("invalid_action", "NPC empires do not take aid"));
  if (own) return own;
  if (currentTurn < receiver.protectedUntilTurn)
    return because(
      "aid_receiver_protected",
      refuse("invalid_action", `${receiver.username} is under new-player protection and cannot take aid`, {
        name: receiver.username,
      }),
    );
  const worth = aidWorth(resources);
  const sendCap = aidSendCap(sender);
  if (worth > sendCap)
    return because(
      "aid_send_cap",
      refuse(
        "invalid_action",
        `One shipment may be worth at most ${formatCount(sendCap)} credits (twice your networth); this one is worth ${formatCount(worth)}`,
        { max: sendCap, worth },
      ),
    );
  const receiveLeft = Math.max(
    0,
    Math.floor(receiver.networth * AID_RECEIVE_PER_NETWORTH) - history.receiverRecentWorth,
  );
  if (worth > receiveLeft)
    return because(
      "aid_receive_cap",
      refuse(
        "invalid_action",
        `${receiver.username} can take aid worth at most ${formatCount(receiveLeft)} credits more for now`,
        { name: receiver.username, max: receiveLeft, worth },
      ),
    );
  for (const r of RESOURCES) {
    const need = resources[r] ?? 0;
    if (need > sender.resources[r]) return insufficient(r, need, sender.resources[r]);
  }
  return null;
};
