import { electLeader, tallyVotes, type ElectionMember } from "@nova/rules";
import type { Queryable } from "../db/database.ts";
import { insertEvents, type NewEvent } from "../db/repositories/events-repository.ts";
import {
  setFamilyLeader,
  setFamilyRole,
  votingFamiliesRoster,
  type FamilyRosterRow,
} from "../db/repositories/family-repository.ts";
import { findFamily } from "../db/repositories/rankings-repository.ts";
import type { Ids } from "../platform/ids.ts";
import { writeLeaderNews } from "../services/events/galaxy-news.ts";

export interface ElectionContext {
  readonly trx: Queryable;
  readonly galaxyId: string;
  readonly turn: number;
  readonly flipTime: number;
  readonly ids: Ids;
}

/**
 * The leadership elections of a flip (rules.md 17), inside the flip's transaction: one query reads the members
 * of the families where someone has voted, the pure `electLeader` decides, and only the roles that change are
 * written. A new leader is announced to the family with a `family_leader_changed` event (under the new
 * leader's id, so the family feed shows it once). Returns the number of rows written.
 */
export const runFamilyElections = async (ctx: ElectionContext): Promise<number> => {
  const byFamily = new Map<string, FamilyRosterRow[]>();
  for (const row of await votingFamiliesRoster(ctx.trx, ctx.galaxyId)) {
    const members = byFamily.get(row.familyId) ?? [];
    members.push(row);
    byFamily.set(row.familyId, members);
  }
  let written = 0;
  const events: NewEvent[] = [];
  for (const familyId of [...byFamily.keys()].sort()) {
    const members = byFamily.get(familyId) ?? [];
    const result = electLeader(members.map(electionMember));
    for (const change of result.roleChanges) {
      await setFamilyRole(ctx.trx, ctx.galaxyId, change.playerId, change.role);
      written++;
    }
    if (result.leaderId === null || result.leaderId === result.previousLeaderId) continue;
    await setFamilyLeader(ctx.trx, ctx.galaxyId, familyId, result.leaderId);
    written++;
    const event = leaderChangedEvent(ctx, familyId, members, result.leaderId, result.previousLeaderId);
    events.push(event);
    const family = await findFamily(ctx.trx, ctx.galaxyId, familyId);
    // The family list shows every leader to everyone: a public fact, so galaxy news.
    await writeLeaderNews(
      { trx: ctx.trx, ids: ctx.ids, galaxyId: ctx.galaxyId, turn: ctx.turn, now: ctx.flipTime },
      String(event.details["leaderName"]),
      family?.name ?? "a family",
    );
  }
  await insertEvents(ctx.trx, events);
  return written + events.length;
};

const electionMember = (row: FamilyRosterRow): ElectionMember => ({
  playerId: row.playerId,
  isNpc: row.isNpc,
  role: row.role,
  votedFor: row.votedFor,
  foundedAt: row.foundedAt,
});

const leaderChangedEvent = (
  ctx: ElectionContext,
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
    summary: previousName
      ? `${leaderName} was elected leader of the family with ${votes} ${votes === 1 ? "vote" : "votes"}, replacing ${previousName}`
      : `${leaderName} was elected leader of the family with ${votes} ${votes === 1 ? "vote" : "votes"}`,
    turnNumber: ctx.turn,
    isPublic: false,
    details: { leaderId, leaderName, previousLeaderId, previousLeaderName: previousName, votes },
    createdAt: ctx.flipTime,
  };
};
