import type { Queryable } from "../database.ts";

export const findServerSecret = async (db: Queryable, name: string): Promise<string | null> => {
  const row = await db.selectFrom("server_secrets").select("value").where("name", "=", name).executeTakeFirst();
  return row?.value ?? null;
};

/** Stores the secret unless one exists; returns the one stored (two processes starting at once agree). */
export const keepServerSecret = async (db: Queryable, name: string, value: string, now: number): Promise<string> => {
  await db
    .insertInto("server_secrets")
    .values({ name, value, created_at: now })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const stored = await findServerSecret(db, name);
  if (stored === null) throw new Error(`server secret ${name} missing after insert`);
  return stored;
};
