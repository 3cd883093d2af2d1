import type { Resource } from "@nova/rules";
import type { Queryable } from "../database.ts";

export type AidAmounts = Readonly<Record<Resource, number>>;

/**
 * Moves resources from one empire to another: one conditional UPDATE takes them from the sender only if every
 * amount is covered (race-free on both databases), then the receiver gets them. False, and nothing moved, when
 * the sender's stock does not cover it.
 */
export const transferResources = async (
  db: Queryable,
  galaxyId: string,
  fromId: string,
  toId: string,
  a: AidAmounts,
): Promise<boolean> => {
  const taken = await db
    .updateTable("players")
    .set((eb) => ({
      credits: eb("credits", "-", a.credits),
      food: eb("food", "-", a.food),
      iron: eb("iron", "-", a.iron),
      endurium: eb("endurium", "-", a.endurium),
      octarine: eb("octarine", "-", a.octarine),
    }))
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", fromId)
    .where("credits", ">=", a.credits)
    .where("food", ">=", a.food)
    .where("iron", ">=", a.iron)
    .where("endurium", ">=", a.endurium)
    .where("octarine", ">=", a.octarine)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) return false;
  await db
    .updateTable("players")
    .set((eb) => ({
      credits: eb("credits", "+", a.credits),
      food: eb("food", "+", a.food),
      iron: eb("iron", "+", a.iron),
      endurium: eb("endurium", "+", a.endurium),
      octarine: eb("octarine", "+", a.octarine),
    }))
    .where("galaxy_id", "=", galaxyId)
    .where("id", "=", toId)
    .execute();
  return true;
};

export const insertAidShipment = async (
  db: Queryable,
  row: {
    galaxy_id: string;
    id: string;
    sender_id: string;
    receiver_id: string;
    worth: number;
    turn_number: number;
    created_at: number;
  } & AidAmounts,
): Promise<void> => {
  await db.insertInto("aid_shipments").values(row).execute();
};

/** What the caps need: the sender's latest shipment and receipt, and the receiver's worth taken since `sinceTurn`. */
export const aidHistory = async (
  db: Queryable,
  galaxyId: string,
  senderId: string,
  receiverId: string | null,
  sinceTurn: number,
) => {
  const lastSent = await db
    .selectFrom("aid_shipments")
    .select((eb) => eb.fn.max("turn_number").as("t"))
    .where("galaxy_id", "=", galaxyId)
    .where("sender_id", "=", senderId)
    .executeTakeFirst();
  const lastReceived = await db
    .selectFrom("aid_shipments")
    .select((eb) => eb.fn.max("turn_number").as("t"))
    .where("galaxy_id", "=", galaxyId)
    .where("receiver_id", "=", senderId)
    .executeTakeFirst();
  let receiverRecentWorth = 0;
  if (receiverId !== null) {
    const row = await db
      .selectFrom("aid_shipments")
      .select((eb) => eb.fn.sum<number>("worth").as("w"))
      .where("galaxy_id", "=", galaxyId)
      .where("receiver_id", "=", receiverId)
      .where("turn_number", ">=", sinceTurn)
      .executeTakeFirst();
    receiverRecentWorth = Number(row?.w ?? 0);
  }
  const turn = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    senderLastSentTurn: turn(lastSent?.t),
    senderLastReceivedTurn: turn(lastReceived?.t),
    receiverRecentWorth,
  };
};
