import { gameText, renderEnglish, type AidAllowance, type AidResponse } from "@nova/contract";
import {
  AID_COOLDOWN_TURNS,
  aidSendCap,
  aidWorth,
  checkAid,
  RESOURCES,
  senderRefusal,
  type AidParty,
  type Resource,
} from "@nova/rules";
import type { AuthUser } from "../../auth/auth-user.ts";
import { lockPlayer } from "../../db/locks.ts";
import { aidHistory, insertAidShipment, transferResources } from "../../db/repositories/aid-repository.ts";
import { insertEvents } from "../../db/repositories/events-repository.ts";
import { findGalaxy } from "../../db/repositories/galaxies-repository.ts";
import { findPlayer, type PlayerRow } from "../../db/repositories/players-repository.ts";
import { refuse, refused } from "../../domain/app-error.ts";
import type { ServiceDeps } from "../deps.ts";
import { playerEvent } from "../events/player-event.ts";
import { callerPlayer } from "../player/player-service.ts";

const party = (p: PlayerRow): AidParty => ({
  playerId: p.id,
  username: p.username,
  familyId: p.family_id,
  isNpc: p.is_npc === 1,
  networth: Number(p.networth),
  protectedUntilTurn: Number(p.protected_until_turn),
  resources: { credits: p.credits, food: p.food, iron: p.iron, endurium: p.endurium, octarine: p.octarine },
});

const describe = (amounts: Record<Resource, number>) =>
  RESOURCES.filter((r) => amounts[r] > 0).map((r) => gameText("resource_amount", { resource: r, amount: amounts[r] }));

/**
 * POST /family/{galaxyId}/aid (docs/family-aid.md): in one transaction holding both empires' order locks (taken
 * in id order, so two members aiding each other at once cannot deadlock), the rules check membership,
 * protection, cooldown, relays and caps against fresh rows, and one conditional UPDATE takes the resources from
 * the sender: two concurrent shipments can never spend the same credits.
 */
export const sendAid = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
  toPlayerId: string,
  requested: Partial<Record<Resource, number>>,
): Promise<AidResponse> => {
  const caller = await callerPlayer(deps, user, galaxyId);
  const amounts = Object.fromEntries(RESOURCES.map((r) => [r, requested[r] ?? 0])) as Record<Resource, number>;
  const sent = await deps.db.kysely.transaction().execute(async (trx): Promise<AidResponse> => {
    for (const id of [caller.id, toPlayerId].sort()) await lockPlayer(trx, deps.db.dialect, galaxyId, id);
    const galaxy = await findGalaxy(trx, galaxyId);
    const sender = await findPlayer(trx, galaxyId, caller.id);
    if (!galaxy || !sender) throw refuse("player_not_found");
    if (galaxy.status === "ended") throw refuse("galaxy_ended");
    const receiver = toPlayerId === sender.id ? sender : await findPlayer(trx, galaxyId, toPlayerId);
    const turn = galaxy.current_turn;
    const history = await aidHistory(trx, galaxyId, sender.id, receiver?.id ?? null, turn - AID_COOLDOWN_TURNS + 1);
    const refusal = checkAid({
      sender: party(sender),
      receiver: receiver && party(receiver),
      resources: amounts,
      currentTurn: turn,
      history,
    });
    if (refusal) throw refused(refusal);
    if (!receiver) throw refuse("player_not_found");
    if (!(await transferResources(trx, galaxyId, sender.id, receiver.id, amounts)))
      throw refuse("insufficient_resources");
    const worth = aidWorth(amounts);
    const aidId = deps.ids.uuid();
    const now = deps.clock.now();
    await insertAidShipment(trx, {
      galaxy_id: galaxyId,
      id: aidId,
      sender_id: sender.id,
      receiver_id: receiver.id,
      worth,
      turn_number: turn,
      created_at: now,
      ...amounts,
    });
    const what = describe(amounts);
    const details = { aidId, fromPlayerId: sender.id, toPlayerId: receiver.id, resources: amounts, worth };
    await insertEvents(trx, [
      playerEvent(
        deps,
        galaxy,
        sender,
        "aid_sent",
        gameText("aid_sent", { sender: sender.username, receiver: receiver.username, resources: what }),
        details,
      ),
      playerEvent(
        deps,
        galaxy,
        receiver,
        "aid_received",
        gameText("aid_received", { sender: sender.username, receiver: receiver.username, resources: what }),
        details,
      ),
    ]);
    return {
      aidId,
      fromPlayerId: sender.id,
      toPlayerId: receiver.id,
      resources: amounts,
      value: worth,
      message: renderEnglish(gameText("aid_shipped", { receiver: receiver.username, resources: what })),
    };
  });
  // After commit: both empires' pages refresh their resources and logs.
  deps.push?.publish({ kind: "activity", galaxyId, playerIds: [sent.fromPlayerId, sent.toPlayerId], event: "aid" });
  return sent;
};

/** GET /family/{galaxyId}/aid/allowance: whether the caller may send now, and the most one shipment may carry. */
export const aidAllowance = async (deps: ServiceDeps, user: AuthUser, galaxyId: string): Promise<AidAllowance> => {
  const caller = await callerPlayer(deps, user, galaxyId);
  const db = deps.db.kysely;
  const galaxy = await findGalaxy(db, galaxyId);
  if (!galaxy) throw refuse("galaxy_not_found");
  const turn = galaxy.current_turn;
  const history = await aidHistory(db, galaxyId, caller.id, null, turn);
  const refusal = senderRefusal(party(caller), turn, history);
  return {
    blockedReason: refusal?.detail ?? null,
    // The same refusal as its reason and data, for the client's language (issue 15).
    blockedRefusal: refusal?.reason
      ? { reason: refusal.reason, ...(refusal.data ? { data: refusal.data } : {}) }
      : null,
    maxValue: aidSendCap(party(caller)),
    nextAidTurn:
      history.senderLastSentTurn === null ? turn : Math.max(turn, history.senderLastSentTurn + AID_COOLDOWN_TURNS),
    currentTurn: turn,
  };
};
