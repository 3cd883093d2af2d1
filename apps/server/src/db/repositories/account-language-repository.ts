import type { Queryable } from "../database.ts";

/** The language `userId` chose, or null when the account follows its browser. */
export const accountLanguage = async (db: Queryable, userId: string): Promise<string | null> =>
  (await db.selectFrom("account_language").select("language").where("user_id", "=", userId).executeTakeFirst())
    ?.language ?? null;

/** The languages of `userIds` that chose one (notices are written in it). */
export const accountLanguages = async (db: Queryable, userIds: readonly string[]): Promise<Map<string, string>> => {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("account_language")
    .select(["user_id", "language"])
    .where("user_id", "in", [...userIds])
    .execute();
  return new Map(rows.map((r) => [r.user_id, r.language]));
};

/** Remembers the account's language; choosing again replaces it. */
export const setAccountLanguage = async (db: Queryable, userId: string, language: string, now: number) => {
  await db
    .insertInto("account_language")
    .values({ user_id: userId, language, updated_at: now })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ language, updated_at: now }))
    .execute();
};
