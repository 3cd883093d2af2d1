import type { FamilyMember, VotingResults } from "@nova/contract";

/**
 * Fleet Activity (social-and-advanced sections 2 and 9): the family's feed, 100 events, refreshed every 30 s.
 * It shows what the family's fleets did (launches, arrivals, colonies, battles, NPC members' raids) and the
 * leadership changes of the family.
 */
export const FLEET_ACTIVITY = {
  limit: 100,
  refreshMs: 30_000,
  eventTypes: [
    "fleet_launched",
    "fleet_arrived",
    "fleet_returned",
    "fleet_destroyed",
    "fleet_disbanded",
    "planet_colonized",
    "colonization_failed",
    "combat_resolved",
    "planet_captured",
    "npc_action_exploration",
    "npc_action_attack",
    "family_leader_changed",
    "family_role_changed",
    // The sender's event tells the whole shipment; the receiver's would repeat it in the family's feed.
    "aid_sent",
  ],
} as const;

/** Members and votes change at flips and with every vote: read them again as often as the resources. */
export const FAMILY_REFRESH_MS = 10_000;

/**
 * Which family the page shows: the `familyId` of the query (whole or short, as the dashboard chip writes it)
 * or else the player's own; null for a player outside any family ('You are not in a family.'). Only members
 * may read a family, so the query can only name the player's own family usefully.
 */
export const familyToShow = (queryFamilyId: string | null, ownFamilyId: string | null): string | null =>
  ownFamilyId === null ? null : queryFamilyId?.trim() || ownFamilyId;

/** Whether the viewer leads this family, by the roster the server sent. */
export const isLeaderOf = (members: readonly FamilyMember[], playerId: string): boolean =>
  members.some((m) => m.playerId === playerId && m.familyRole === "leader");

/** The name of the candidate the player voted for, if that vote still names one of the candidates. */
export const ownVoteName = (results: VotingResults, votedFor: string | null): string | null =>
  results.candidates.find((c) => c.playerId === votedFor)?.username ?? null;
