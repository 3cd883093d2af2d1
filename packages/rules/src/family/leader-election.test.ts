import { describe, expect, it } from "vitest";
import { electLeader, tallyVotes, type ElectionMember } from "./leader-election.ts";

const member = (
  playerId: string,
  votedFor: string | null,
  overrides: Partial<ElectionMember> = {},
): ElectionMember => ({
  playerId,
  isNpc: false,
  role: "member",
  votedFor,
  foundedAt: 1000,
  ...overrides,
});

describe("tallyVotes", () => {
  it("counts human votes for human members only, with 0 for every other human", () => {
    const tally = tallyVotes([
      member("a", "b"),
      member("b", "b"),
      member("c", "npc"),
      member("d", "stranger"),
      member("npc", "a", { isNpc: true }),
    ]);
    expect(Object.fromEntries(tally)).toEqual({ a: 0, b: 2, c: 0, d: 0 });
  });
});

describe("electLeader", () => {
  it("leaves a family without votes without a leader", () => {
    expect(electLeader([member("a", null), member("b", null)])).toEqual({
      leaderId: null,
      previousLeaderId: null,
      roleChanges: [],
    });
  });

  it("makes the most-voted human leader of a family without one", () => {
    const result = electLeader([member("a", "b"), member("b", "b"), member("c", "a")]);
    expect(result).toEqual({ leaderId: "b", previousLeaderId: null, roleChanges: [{ playerId: "b", role: "leader" }] });
  });

  it("breaks a tie in a family without a leader by the earliest-founded empire, then the lower id", () => {
    const members = [member("a", "b", { foundedAt: 2000 }), member("b", "a", { foundedAt: 1000 })];
    expect(electLeader(members).leaderId).toBe("b");
    expect(electLeader([member("y", "x"), member("x", "y")]).leaderId).toBe("x");
  });

  it("replaces the leader when another candidate has strictly the most votes, demoting the old leader", () => {
    const result = electLeader([
      member("a", "b", { role: "leader" }),
      member("b", "b", { role: "vice_leader" }),
      member("c", "a"),
      member("d", "b"),
    ]);
    expect(result).toEqual({
      leaderId: "b",
      previousLeaderId: "a",
      roleChanges: [
        { playerId: "a", role: "member" },
        { playerId: "b", role: "leader" },
      ],
    });
  });

  it("keeps the leader on a tie, whether the leader is in it or two challengers tie above the leader", () => {
    const even = [member("a", "a", { role: "leader" }), member("b", "b")];
    expect(electLeader(even)).toEqual({ leaderId: "a", previousLeaderId: "a", roleChanges: [] });
    const challengersTie = [member("a", "b", { role: "leader" }), member("b", "c"), member("c", "b"), member("d", "c")];
    expect(electLeader(challengersTie)).toEqual({ leaderId: "a", previousLeaderId: "a", roleChanges: [] });
  });

  it("keeps a leader nobody voted for while nobody has votes", () => {
    expect(electLeader([member("a", null, { role: "leader" }), member("b", null)]).leaderId).toBe("a");
  });

  it("never lets an NPC vote or lead: NPC votes do not count and an NPC holding the role loses it", () => {
    const result = electLeader([
      member("npc1", "a", { isNpc: true, role: "leader" }),
      member("npc2", "a", { isNpc: true }),
      member("a", "b"),
      member("b", null),
    ]);
    expect(result).toEqual({
      leaderId: "b",
      previousLeaderId: null,
      roleChanges: [
        { playerId: "b", role: "leader" },
        { playerId: "npc1", role: "member" },
      ],
    });
    expect(electLeader([member("npc", null, { isNpc: true })]).leaderId).toBeNull();
  });
});
