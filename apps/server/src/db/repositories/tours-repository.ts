import type { Queryable } from "../database.ts";

/** The tours `userId` has finished or dismissed. */
export const toursDone = async (db: Queryable, userId: string): Promise<string[]> =>
  (await db.selectFrom("account_tours").select("tour").where("user_id", "=", userId).orderBy("tour").execute()).map(
    (r) => r.tour,
  );

/** Marks a tour done; doing it twice changes nothing. */
export const markTourDone = async (db: Queryable, userId: string, tour: string, now: number): Promise<void> => {
  await db
    .insertInto("account_tours")
    .values({ user_id: userId, tour, done_at: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
};
