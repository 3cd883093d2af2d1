import { renderEnglish, type GameText } from "@nova/contract";
import type { Queryable } from "../database.ts";
import { preparedQuery } from "../prepared-query.ts";

export interface NewNews {
  readonly galaxyId: string;
  readonly id: string;
  readonly kind: string;
  /** The headline (issue 15); its English `headline` is rendered from it. */
  readonly text: GameText;
  /** The empire the headline is about, when it is about one. */
  readonly subjectId?: string | null;
  readonly turnNumber: number;
  readonly createdAt: number;
}

export const insertNews = async (db: Queryable, items: readonly NewNews[]): Promise<void> => {
  if (items.length === 0) return;
  await db
    .insertInto("news")
    .values(
      items.map((n) => ({
        galaxy_id: n.galaxyId,
        id: n.id,
        kind: n.kind,
        headline: renderEnglish(n.text),
        headline_code: n.text.code,
        headline_params: JSON.stringify(n.text.params),
        subject_id: n.subjectId ?? null,
        turn_number: n.turnNumber,
        created_at: n.createdAt,
      })),
    )
    .execute();
};

/** Compiled once: every dashboard asks for the news again after each flip. */
export const latestNews = preparedQuery((db, galaxyId: string, limit: number) =>
  db
    .selectFrom("news")
    .selectAll()
    .where("galaxy_id", "=", galaxyId)
    // Turn first: an operator's advance-turn stamps flips with their scheduled (future) time.
    .orderBy("turn_number", "desc")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit),
);

/** The latest headline of one kind: the rankings headline is written only when the top changes. */
export const latestNewsOfKind = async (db: Queryable, galaxyId: string, kind: string) =>
  (await db
    .selectFrom("news")
    .selectAll()
    .where("galaxy_id", "=", galaxyId)
    .where("kind", "=", kind)
    .orderBy("turn_number", "desc")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst()) ?? null;

/** The empire with the highest networth (ties: name, then id), as the rankings' head shows it. */
export const topByNetworth = async (db: Queryable, galaxyId: string) => {
  const row = await db
    .selectFrom("players")
    .select(["id", "username", "networth"])
    .where("galaxy_id", "=", galaxyId)
    .orderBy("networth", "desc")
    .orderBy("name_key")
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  return row ? { playerId: row.id, playerName: row.username, networth: Number(row.networth) } : null;
};

/** Whether a headline of this kind about this empire was written since `sinceTurn` (exclusive). */
export const hasRecentNewsAbout = async (
  db: Queryable,
  galaxyId: string,
  kind: string,
  subjectId: string,
  sinceTurn: number,
): Promise<boolean> =>
  (await db
    .selectFrom("news")
    .select("id")
    .where("galaxy_id", "=", galaxyId)
    .where("kind", "=", kind)
    .where("subject_id", "=", subjectId)
    .where("turn_number", ">", sinceTurn)
    .limit(1)
    .executeTakeFirst()) !== undefined;
