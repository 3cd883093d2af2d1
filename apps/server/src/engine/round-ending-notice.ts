import { ROUND_WARNING_TURNS } from "@nova/rules";
import type { Queryable } from "../db/database.ts";
import type { GalaxyRow } from "../db/repositories/galaxies-repository.ts";
import { insertNotices } from "../db/repositories/notification-outbox-repository.ts";
import { playerUsers } from "../db/repositories/rounds-repository.ts";
import { genericNotice } from "../notifications/notices.ts";
import type { Ids } from "../platform/ids.ts";

/**
 * The flip that opens a round's last ROUND_WARNING_TURNS turns (when the top bar's banner appears) tells every
 * player who is away, by push or mail (issue 19's `roundEnding`). Written in the flip's transaction, so a flip
 * replayed after a crash writes it once. An operator's extend-round can bring the same turn back: one more notice
 * then is right, the round's end moved.
 */
export const noticeRoundEnding = async (
  trx: Queryable,
  galaxy: GalaxyRow,
  turn: number,
  now: number,
  ids: Ids,
): Promise<void> => {
  if (galaxy.round_status !== "running" || turn !== galaxy.end_turn - ROUND_WARNING_TURNS) return;
  const players = [...(await playerUsers(trx, galaxy.id))].filter(([, userId]) => userId !== null);
  const url = `/dashboard?${new URLSearchParams({ galaxyId: galaxy.id }).toString()}`;
  await insertNotices(
    trx,
    players.map(([playerId]) =>
      genericNotice(ids, {
        galaxyId: galaxy.id,
        playerId,
        kind: "roundEnding",
        text: {
          code: "round_ending",
          params: {
            galaxy: galaxy.name,
            turns: ROUND_WARNING_TURNS,
            round: galaxy.round_number,
            endTurn: galaxy.end_turn,
          },
        },
        url,
        now,
      }),
    ),
  );
};
