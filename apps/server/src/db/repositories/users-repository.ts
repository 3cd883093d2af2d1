import type { Queryable } from "../database.ts";

export interface UserRow {
  readonly id: string;
  readonly issuer: string;
  readonly subject: string;
  readonly displayName: string;
  readonly email: string | null;
  readonly createdAt: number;
}

const toUser = (r: {
  id: string;
  issuer: string;
  subject: string;
  display_name: string;
  email: string | null;
  created_at: number;
}): UserRow => ({
  id: r.id,
  issuer: r.issuer,
  subject: r.subject,
  displayName: r.display_name,
  email: r.email,
  createdAt: r.created_at,
});

export const findUserByIdentity = async (db: Queryable, issuer: string, subject: string): Promise<UserRow | null> => {
  const row = await db
    .selectFrom("users")
    .selectAll()
    .where("issuer", "=", issuer)
    .where("subject", "=", subject)
    .executeTakeFirst();
  return row ? toUser(row) : null;
};

export const findUserById = async (db: Queryable, id: string): Promise<UserRow | null> => {
  const row = await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toUser(row) : null;
};

/** Inserts the user unless (issuer, subject) already exists; concurrent first sign-ins converge on one row. */
export const insertUserIfAbsent = async (db: Queryable, user: UserRow): Promise<void> => {
  await db
    .insertInto("users")
    .values({
      id: user.id,
      issuer: user.issuer,
      subject: user.subject,
      display_name: user.displayName,
      email: user.email,
      created_at: user.createdAt,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
};

export const updateUserProfile = async (
  db: Queryable,
  id: string,
  displayName: string,
  email: string | null,
): Promise<void> => {
  await db.updateTable("users").set({ display_name: displayName, email }).where("id", "=", id).execute();
};
