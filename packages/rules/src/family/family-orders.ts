import { because, refuse, type Refusal } from "../refusal.ts";
import { FAMILY_ROLE_INFO, isAssignableFamilyRole, type FamilyRole } from "./family-roles.ts";

/** Why a family order is refused: the code maps to an HTTP status, the detail is what the player reads. */
export type FamilyViolation = Refusal<"forbidden" | "invalid_action" | "invalid_input" | "not_found">;

/** An empire as the family rules see it. */
export interface FamilyPerson {
  readonly playerId: string;
  readonly familyId: string | null;
  readonly isNpc: boolean;
  readonly role: FamilyRole | string;
}

export const NOT_IN_FAMILY = "You are not in a family.";

/**
 * A vote for the family's leader (social-and-advanced section 6, rules.md 16 and 17), first failure wins:
 * the voter is a human in a family; the candidate exists, is in the same family and is human (NPCs never vote
 * and are never leader). Voting for oneself is allowed: it is how a player stands for leader, and in a family
 * with a single human it is the only way to get a leader at all. Voting again replaces the earlier vote.
 */
export const checkVote = (voter: FamilyPerson, candidate: FamilyPerson | null): FamilyViolation | null => {
  if (voter.isNpc) return because("npc_no_vote", refuse("forbidden", "NPC empires do not vote"));
  if (voter.familyId === null) return because("not_in_family", refuse("forbidden", NOT_IN_FAMILY));
  if (candidate === null) return because("player_not_found", refuse("not_found", "Player not found"));
  if (candidate.familyId !== voter.familyId)
    return because("vote_own_family", refuse("invalid_action", "You can only vote for a member of your own family"));
  if (candidate.isNpc) return because("npc_not_leader", refuse("invalid_action", "NPC empires cannot become leader"));
  return null;
};

/**
 * A role change (social-and-advanced sections 4 and 6, rules.md 17), first failure wins: only the leader of a
 * family assigns roles, never to themselves, only to members of their own family, and only the five assignable
 * roles (leader comes from the vote alone).
 */
export const checkRoleAssignment = (
  actor: FamilyPerson,
  target: FamilyPerson | null,
  newRole: string,
): FamilyViolation | null => {
  if (actor.familyId === null) return because("not_in_family", refuse("forbidden", NOT_IN_FAMILY));
  if (actor.role !== "leader")
    return because("roles_leader_only", refuse("forbidden", "Only the family leader can assign roles"));
  if (target === null) return because("player_not_found", refuse("not_found", "Player not found"));
  if (target.playerId === actor.playerId)
    return because("own_role", refuse("invalid_action", "You cannot change your own role"));
  if (target.familyId !== actor.familyId)
    return because("roles_own_family", refuse("forbidden", "You can only assign roles to members of your own family"));
  if (newRole === "leader")
    return because(
      "leader_by_vote",
      refuse("invalid_action", "The leader is chosen by the family's votes and cannot be assigned"),
    );
  if (!isAssignableFamilyRole(newRole))
    return because(
      "unknown_family_role",
      refuse("invalid_input", `Unknown family role: ${newRole}`, { role: newRole }),
    );
  return null;
};

/** 'Role updated to Fleet Admiral' (social-and-advanced section 8). */
export const roleUpdatedMessage = (role: FamilyRole): string => `Role updated to ${FAMILY_ROLE_INFO[role].label}`;
