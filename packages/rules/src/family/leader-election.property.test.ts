import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FAMILY_ROLES } from "./family-roles.ts";
import { electLeader, tallyVotes, type ElectionMember } from "./leader-election.ts";

const IDS = ["p0", "p1", "p2", "p3", "p4", "p5", "p6", "p7"];

/** A family of 1-8 members with arbitrary roles (at most one leader) and arbitrary votes, some invalid. */
const familyArb: fc.Arbitrary<ElectionMember[]> = fc
  .integer({ min: 1, max: IDS.length })
  .chain((size) =>
    fc.tuple(
      fc.array(
        fc.record({
          isNpc: fc.boolean(),
          role: fc.constantFrom(...FAMILY_ROLES.filter((r) => r !== "leader")),
          votedFor: fc.option(fc.constantFrom(...IDS, "outsider"), { nil: null }),
          foundedAt: fc.integer({ min: 0, max: 5 }),
        }),
        { minLength: size, maxLength: size },
      ),
      fc.option(fc.integer({ min: 0, max: size - 1 }), { nil: null }),
    ),
  )
  .map(([rows, leaderIndex]) =>
    rows.map((row, i) => ({ ...row, playerId: IDS[i] ?? "", role: i === leaderIndex ? "leader" : row.role })),
  );

const apply = (members: readonly ElectionMember[]): ElectionMember[] => {
  const result = electLeader(members);
  const roles = new Map(result.roleChanges.map((c) => [c.playerId, c.role]));
  return members.map((m) => ({ ...m, role: roles.get(m.playerId) ?? m.role }));
};

describe("electLeader properties", () => {
  it("never makes an NPC leader and leaves at most one leader", () => {
    fc.assert(
      fc.property(familyArb, (members) => {
        const after = apply(members);
        const leaders = after.filter((m) => m.role === "leader");
        expect(leaders.length).toBeLessThanOrEqual(1);
        expect(leaders.every((m) => !m.isNpc)).toBe(true);
        expect(leaders[0]?.playerId ?? null).toBe(electLeader(members).leaderId);
      }),
    );
  });

  it("changes a human leader only for a candidate with strictly more votes than anyone else", () => {
    fc.assert(
      fc.property(familyArb, (members) => {
        const result = electLeader(members);
        if (result.previousLeaderId === null || result.leaderId === result.previousLeaderId) return;
        const tally = tallyVotes(members);
        const winner = tally.get(result.leaderId ?? "") ?? 0;
        for (const [id, votes] of tally) if (id !== result.leaderId) expect(winner).toBeGreaterThan(votes);
      }),
    );
  });

  it("keeps the current human leader whenever the most votes are tied", () => {
    fc.assert(
      fc.property(familyArb, (members) => {
        const result = electLeader(members);
        if (result.previousLeaderId === null) return;
        const votes = [...tallyVotes(members).values()];
        const most = Math.max(...votes);
        if (votes.filter((v) => v === most).length > 1) expect(result.leaderId).toBe(result.previousLeaderId);
      }),
    );
  });

  it("gives a family without a leader one exactly when some human has a vote, and then the most voted", () => {
    fc.assert(
      fc.property(familyArb, (members) => {
        const result = electLeader(members);
        if (result.previousLeaderId !== null) return;
        const tally = tallyVotes(members);
        const most = Math.max(0, ...tally.values());
        if (most === 0) expect(result.leaderId).toBeNull();
        else expect(tally.get(result.leaderId ?? "")).toBe(most);
      }),
    );
  });

  it("is settled: a second election right after changes nothing", () => {
    fc.assert(
      fc.property(familyArb, (members) => {
        expect(electLeader(apply(members)).roleChanges).toEqual([]);
      }),
    );
  });

  it("does not depend on the order of the members", () => {
    fc.assert(
      fc.property(
        familyArb.chain((members) =>
          fc.tuple(fc.constant(members), fc.shuffledSubarray(members, { minLength: members.length })),
        ),
        ([members, shuffled]) => {
          expect(electLeader(shuffled)).toEqual(electLeader(members));
        },
      ),
    );
  });

  it("only touches the leader role: promotes the new leader and demotes others to member", () => {
    fc.assert(
      fc.property(familyArb, (members) => {
        const result = electLeader(members);
        for (const change of result.roleChanges) {
          const before = members.find((m) => m.playerId === change.playerId);
          if (change.role === "leader") expect(change.playerId).toBe(result.leaderId);
          else expect([change.role, before?.role]).toEqual(["member", "leader"]);
        }
      }),
    );
  });
});
