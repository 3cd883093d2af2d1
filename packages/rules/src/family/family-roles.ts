/** Family roles (social-and-advanced sections 3 and 4), in rank order: the leader first. */
export const FAMILY_ROLES = ["leader", "vice_leader", "fleet_admiral", "member", "rogue", "inactive"] as const;
export type FamilyRole = (typeof FAMILY_ROLES)[number];

/** What a new empire is (rules.md 4) and what a leader becomes when voted out. */
export const DEFAULT_FAMILY_ROLE: FamilyRole = "member";

/**
 * The roles a leader may hand out, in the spec's order (section 4). `leader` is not among them: it comes from
 * the vote alone.
 */
export const ASSIGNABLE_FAMILY_ROLES = ["member", "vice_leader", "fleet_admiral", "rogue", "inactive"] as const;
export type AssignableFamilyRole = (typeof ASSIGNABLE_FAMILY_ROLES)[number];

export interface FamilyRoleInfo {
  readonly label: string;
  readonly description: string;
}

/**
 * Readable name and description of each role. The descriptions of vice leader, fleet admiral, rogue and
 * inactive are the spec's (section 4); leader and member are ours. Roles other than leader have no mechanical
 * effect (rules.md 17).
 */
export const FAMILY_ROLE_INFO: Readonly<Record<FamilyRole, FamilyRoleInfo>> = {
  leader: { label: "Leader", description: "Elected by the family's votes; assigns the other roles" },
  vice_leader: { label: "Vice Leader", description: "Second-in-command" },
  fleet_admiral: { label: "Fleet Admiral", description: "Leads military operations" },
  member: { label: "Member", description: "A regular member of the family" },
  rogue: { label: "Rogue", description: "Independent operative" },
  inactive: { label: "Inactive", description: "Not actively playing" },
};

export const isFamilyRole = (value: unknown): value is FamilyRole =>
  typeof value === "string" && (FAMILY_ROLES as readonly string[]).includes(value);

export const isAssignableFamilyRole = (value: unknown): value is AssignableFamilyRole =>
  typeof value === "string" && (ASSIGNABLE_FAMILY_ROLES as readonly string[]).includes(value);

/** "Vice Leader" for vice_leader; an unknown role reads as itself. */
export const familyRoleLabel = (role: string): string => (isFamilyRole(role) ? FAMILY_ROLE_INFO[role].label : role);

/** Rank of a role for sorting a roster: leader 0, vice leader 1, ... unknown roles last. */
export const familyRoleRank = (role: string): number => {
  const index = (FAMILY_ROLES as readonly string[]).indexOf(role);
  return index < 0 ? FAMILY_ROLES.length : index;
};
