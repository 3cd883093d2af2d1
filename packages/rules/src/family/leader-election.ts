import type { FamilyRole } from "./family-roles.ts";

/** One member of a family as the election sees it. */
export interface ElectionMember {
  readonly playerId: string;
  readonly isNpc: boolean;
  readonly role: FamilyRole | string;
  /** The member this one voted for, or null. */
  readonly votedFor: string | null;
  /** When the empire was founded (epoch ms): the older empire wins a tie in a family without a leader. */
  readonly foundedAt: number;
}

/** A role to write: only rows that change. */
export interface RoleChange {
  readonly playerId: string;
  readonly role: FamilyRole;
}

export interface ElectionResult {
  /** The leader after the election (null while no human has a vote). */
  readonly leaderId: string | null;
  /** The leader before it: the human holding the leader role, if any. */
  readonly previousLeaderId: string | null;
  readonly roleChanges: readonly RoleChange[];
}

/**
 * The live tally (rules.md 17): candidate id to votes. Only humans vote and only humans of the family can be
 * voted for; any other vote (an NPC's, one for an NPC or for someone outside the family) does not count.
 * Every human member appears, with 0 when nobody voted for them.
 */
export const tallyVotes = (members: readonly ElectionMember[]): Map<string, number> => {
  const tally = new Map<string, number>();
  for (const m of members) if (!m.isNpc) tally.set(m.playerId, 0);
  for (const m of members) {
    if (m.isNpc || m.votedFor === null) continue;
    const votes = tally.get(m.votedFor);
    if (votes !== undefined) tally.set(m.votedFor, votes + 1);
  }
  return tally;
};

const bySeniority = (a: ElectionMember, b: ElectionMember): number =>
  a.foundedAt - b.foundedAt || (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0);

/**
 * The election a flip holds for one family (rules.md 17):
 * - with a leader, the leader changes only when one candidate has strictly more votes than everyone else,
 *   the leader included; any tie for the most votes keeps the current leader;
 * - without a leader, the human with the most votes (at least one) becomes leader; a tie goes to the
 *   earliest-founded empire, then the lower player id; with no votes at all the family stays without one.
 * NPCs are never leader: an NPC holding the role loses it. Whoever held the leader role and lost it becomes a
 * member. Deterministic and independent of the members' order.
 */
export const electLeader = (members: readonly ElectionMember[]): ElectionResult => {
  const tally = tallyVotes(members);
  const humans = members.filter((m) => !m.isNpc).sort(bySeniority);
  const votesOf = (id: string) => tally.get(id) ?? 0;
  const previous = humans.find((m) => m.role === "leader") ?? null;

  const most = Math.max(0, ...humans.map((m) => votesOf(m.playerId)));
  const top = humans.filter((m) => votesOf(m.playerId) === most);
  let leader: ElectionMember | null;
  if (previous !== null) leader = top.length === 1 && top[0] !== undefined ? top[0] : previous;
  else leader = most > 0 ? (top[0] ?? null) : null;

  const roleChanges: RoleChange[] = [];
  for (const m of members) {
    if (m.playerId === leader?.playerId) {
      if (m.role !== "leader") roleChanges.push({ playerId: m.playerId, role: "leader" });
    } else if (m.role === "leader") {
      roleChanges.push({ playerId: m.playerId, role: "member" });
    }
  }
  roleChanges.sort((a, b) => (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0));
  return { leaderId: leader?.playerId ?? null, previousLeaderId: previous?.playerId ?? null, roleChanges };
};
