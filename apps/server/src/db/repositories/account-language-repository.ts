import type { Queryable } from "../database.ts";

/** The language `userId` chose, or null when the account follows its browser. */
export const accountLanguage = async (db: Queryable, userId: string): Promise<string | null> =>
  (await db.selectFrom("account_language").select("language").where("user_id", "=", userId).executeTakeFirst())
    ?.language ?? null;

/** Remembers the account's language; choosing again replaces it. */
export const setAccountLanguage = async (db: Queryable, userId: string, language: string, now: number) => {
  await db
    .insertInto("account_language")
    .values({ user_id: userId, language, updated_at: now })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ language, updated_at: now }))
    .execute();
};
