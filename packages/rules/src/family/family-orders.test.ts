import { describe, expect, it } from "vitest";
import { checkRoleAssignment, checkVote, roleUpdatedMessage, type FamilyPerson } from "./family-orders.ts";
import {
  ASSIGNABLE_FAMILY_ROLES,
  FAMILY_ROLES,
  FAMILY_ROLE_INFO,
  familyRoleLabel,
  familyRoleRank,
  isAssignableFamilyRole,
} from "./family-roles.ts";

const person = (playerId: string, overrides: Partial<FamilyPerson> = {}): FamilyPerson => ({
  playerId,
  familyId: "g:family-1",
  isNpc: false,
  role: "member",
  ...overrides,
});

describe("family roles", () => {
  it("lists the spec's six roles, the leader first, and five assignable ones without the leader", () => {
    expect(FAMILY_ROLES).toEqual(["leader", "vice_leader", "fleet_admiral", "member", "rogue", "inactive"]);
    expect(ASSIGNABLE_FAMILY_ROLES).toEqual(["member", "vice_leader", "fleet_admiral", "rogue", "inactive"]);
    expect(isAssignableFamilyRole("leader")).toBe(false);
    expect(isAssignableFamilyRole("rogue")).toBe(true);
    expect(isAssignableFamilyRole("admiral")).toBe(false);
  });

  it("describes the roles in the spec's words", () => {
    expect(FAMILY_ROLE_INFO.vice_leader.description).toBe("Second-in-command");
    expect(FAMILY_ROLE_INFO.fleet_admiral.description).toBe("Leads military operations");
    expect(FAMILY_ROLE_INFO.rogue.description).toBe("Independent operative");
    expect(FAMILY_ROLE_INFO.inactive.description).toBe("Not actively playing");
    expect(familyRoleLabel("fleet_admiral")).toBe("Fleet Admiral");
    expect(familyRoleLabel("something")).toBe("something");
    expect(roleUpdatedMessage("vice_leader")).toBe("Role updated to Vice Leader");
  });

  it("ranks the leader first and unknown roles last", () => {
    expect(familyRoleRank("leader")).toBe(0);
    expect(familyRoleRank("inactive")).toBe(5);
    expect(familyRoleRank("x")).toBe(6);
  });
});

describe("checkVote", () => {
  it("accepts a vote for a human of the same family, oneself included", () => {
    expect(checkVote(person("a"), person("b"))).toBeNull();
    expect(checkVote(person("a"), person("a"))).toBeNull();
  });

  it("refuses NPC voters, voters without a family, unknown candidates, other families and NPC candidates", () => {
    expect(checkVote(person("a", { isNpc: true }), person("b"))).toMatchObject({
      code: "forbidden",
      detail: "NPC empires do not vote",
    });
    expect(checkVote(person("a", { familyId: null }), person("b"))).toMatchObject({
      code: "forbidden",
      detail: "You are not in a family.",
    });
    expect(checkVote(person("a"), null)).toMatchObject({ code: "not_found", detail: "Player not found" });
    expect(checkVote(person("a"), person("b", { familyId: "g:family-2" }))).toMatchObject({
      code: "invalid_action",
      detail: "You can only vote for a member of your own family",
    });
    expect(checkVote(person("a"), person("b", { isNpc: true }))).toMatchObject({
      code: "invalid_action",
      detail: "NPC empires cannot become leader",
    });
  });
});

describe("checkRoleAssignment", () => {
  const leader = person("lead", { role: "leader" });

  it("lets the leader give another member of the family any of the five assignable roles", () => {
    for (const role of ASSIGNABLE_FAMILY_ROLES) expect(checkRoleAssignment(leader, person("b"), role)).toBeNull();
    // NPC members have roles too; roles carry no mechanics (rules.md 17).
    expect(checkRoleAssignment(leader, person("npc", { isNpc: true }), "inactive")).toBeNull();
  });

  it("refuses everyone but the leader", () => {
    for (const role of FAMILY_ROLES.filter((r) => r !== "leader")) {
      expect(checkRoleAssignment(person("a", { role }), person("b"), "rogue")).toMatchObject({
        code: "forbidden",
        detail: "Only the family leader can assign roles",
      });
    }
    expect(checkRoleAssignment(person("a", { familyId: null, role: "leader" }), person("b"), "rogue")?.detail).toBe(
      "You are not in a family.",
    );
  });

  it("refuses oneself, other families, unknown players, the leader role and unknown roles", () => {
    expect(checkRoleAssignment(leader, leader, "member")).toMatchObject({
      code: "invalid_action",
      detail: "You cannot change your own role",
    });
    expect(checkRoleAssignment(leader, person("b", { familyId: "g:family-2" }), "rogue")).toMatchObject({
      code: "forbidden",
      detail: "You can only assign roles to members of your own family",
    });
    expect(checkRoleAssignment(leader, null, "rogue")?.code).toBe("not_found");
    expect(checkRoleAssignment(leader, person("b"), "leader")).toMatchObject({
      code: "invalid_action",
      detail: "The leader is chosen by the family's votes and cannot be assigned",
    });
    expect(checkRoleAssignment(leader, person("b"), "admiral")).toMatchObject({
      code: "invalid_input",
      detail: "Unknown family role: admiral",
    });
  });
});
