import { gameText } from "@nova/contract";
import { electLeader, tallyVotes, type ElectionMember } from "@nova/rules";
import type { Queryable } from "../../db/database.ts";
import type { NewEvent } from "../../db/repositories/events-repository.ts";
import { setFamilyLeader, setFamilyRole, type FamilyRosterRow } from "../../db/repositories/family-repository.ts";
import { findFamily } from "../../db/repositories/rankings-repository.ts";
import type { Ids } from "../../platform/ids.ts";
import { writeLeaderNews } from "../events/galaxy-news.ts";

export interface FamilyElectionContext {
  readonly trx: Queryable;
  readonly galaxyId: string;
  readonly turn: number;
  /** When the result is announced (epoch ms): the vote's time, or the flip's. */
  readonly at: number;
  readonly ids: Ids;
}

export interface FamilyElectionOutcome {
  /** Player and family rows written. */
  readonly written: number;
  /** The Fleet Activity announcement of a new leader, for the caller to insert; null when nothing changed. */
  readonly event: NewEvent | null;
}

/**
 * One family's leadership election (rules.md 17, docs/decisions.md): the pure `electLeader` decides on the
 * members as read, only the roles that change are written, and a new leader is announced to the family with a
 * `family_leader_changed` event under the new leader's id (so the family feed shows it once). A vote holds it at
 * once; the flip holds it too, for families whose membership changed in between.
 */
export const holdFamilyElection = async (
  ctx: FamilyElectionContext,
  familyId: string,
  members: readonly FamilyRosterRow[],
): Promise<FamilyElectionOutcome> => {
  const result = electLeader(members.map(electionMember));
  let written = 0;
  for (const change of result.roleChanges) {
    await setFamilyRole(ctx.trx, ctx.galaxyId, change.playerId, change.role);
    written++;
  }
  if (result.leaderId === null || result.leaderId === result.previousLeaderId) return { written, event: null };
  await setFamilyLeader(ctx.trx, ctx.galaxyId, familyId, result.leaderId);
  written++;
  const event = leaderChangedEvent(ctx, familyId, members, result.leaderId, result.previousLeaderId);
  const family = await findFamily(ctx.trx, ctx.galaxyId, familyId);
  // The family list shows every leader to everyone: a public fact, so galaxy news (issue 17).
  await writeLeaderNews(
    { trx: ctx.trx, ids: ctx.ids, galaxyId: ctx.galaxyId, turn: ctx.turn, now: ctx.at },
    String(event.details["leaderName"]),
    family?.name ?? "a family",
  );
  return { written, event };
};

const electionMember = (row: FamilyRosterRow): ElectionMember => ({
  playerId: row.playerId,
  isNpc: row.isNpc,
  role: row.role,
  votedFor: row.votedFor,
  foundedAt: row.foundedAt,
});

const leaderChangedEvent = (
  ctx: FamilyElectionContext,
  familyId: string,
  members: readonly FamilyRosterRow[],
  leaderId: string,
  previousLeaderId: string | null,
): NewEvent => {
  const nameOf = (id: string | null) => members.find((m) => m.playerId === id)?.username ?? null;
  const leaderName = nameOf(leaderId) ?? "A member";
  const previousName = nameOf(previousLeaderId);
  const votes = tallyVotes(members.map(electionMember)).get(leaderId) ?? 0;
  return {
    galaxyId: ctx.galaxyId,
    id: ctx.ids.uuid(),
    playerId: leaderId,
    familyId,
    eventType: "family_leader_changed",
    text: previousName
      ? gameText("family_leader_replaced", { leader: leaderName, votes, previous: previousName })
      : gameText("family_leader_elected", { leader: leaderName, votes }),
    turnNumber: ctx.turn,
    isPublic: false,
    details: { leaderId, leaderName, previousLeaderId, previousLeaderName: previousName, votes },
    createdAt: ctx.at,
  };
};
