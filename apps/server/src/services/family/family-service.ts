import {
  gameText,
  type FamilyDirectory,
  type FamilyMember,
  type FamilyMemberList,
  type VotingResults,
} from "@nova/contract";
import {
  checkRoleAssignment,
  checkVote,
  familyRoleRank,
  isFamilyRole,
  roleUpdatedMessage,
  tallyVotes,
  type AssignableFamilyRole,
  type FamilyPerson,
  type FamilyRole,
  type Race,
} from "@nova/rules";
import type { AuthUser } from "../../auth/auth-user.ts";
import {
  familyRoster,
  listFamiliesWithLeaders,
  lockFamilyElection,
  setFamilyRole,
  setVote,
} from "../../db/repositories/family-repository.ts";
import { insertEvents } from "../../db/repositories/events-repository.ts";
import { findPlayer, type PlayerRow } from "../../db/repositories/players-repository.ts";
import { findFamily, listStandings } from "../../db/repositories/rankings-repository.ts";
import { refuse, refused } from "../../domain/app-error.ts";
import type { ServiceDeps } from "../deps.ts";
import { holdFamilyElection } from "./family-election.ts";
import { visibleGalaxy } from "../galaxy/galaxy-service.ts";
import { playerEvent } from "../events/player-event.ts";
import { withPlayerOrder } from "../player/player-order.ts";
import { callerPlayer } from "../player/player-service.ts";
import { comparePlayerStandings } from "../player/ranking-order.ts";

/** `family-1` or `demo:family-1` -> `demo:family-1` (the dashboard chip shows the short form). */
const fullFamilyId = (galaxyId: string, familyId: string): string =>
  familyId.includes(":") ? familyId : `${galaxyId}:${familyId}`;

const roleOf = (role: string): FamilyRole => (isFamilyRole(role) ? role : "member");

const person = (p: PlayerRow): FamilyPerson => ({
  playerId: p.id,
  familyId: p.family_id,
  isNpc: p.is_npc === 1,
  role: p.family_role,
});

/**
 * A family's inside view is for its members only (docs/decisions.md, Family): the caller must have an empire in
 * the galaxy (404 'Player not found'), the family must exist (404 'Family not found') and be the caller's own
 * (403). Families themselves are public (the list), so an existing family is not hidden behind a 404.
 */
const ownFamily = async (deps: ServiceDeps, user: AuthUser, galaxyId: string, familyId: string) => {
  const caller = await callerPlayer(deps, user, galaxyId);
  const family = await findFamily(deps.db.kysely, galaxyId, fullFamilyId(galaxyId, familyId));
  if (!family) throw refuse("family_not_found");
  if (caller.family_id !== family.id) throw refuse("not_family_member");
  return { caller, family };
};

/** GET /family/{galaxyId}/members?familyId=: the roster with each member's credits, the leader first. */
export const familyMembers = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
  familyId: string,
): Promise<FamilyMemberList> => {
  const { family } = await ownFamily(deps, user, galaxyId, familyId);
  const db = deps.db.kysely;
  const roster = new Map((await familyRoster(db, galaxyId, family.id)).map((m) => [m.playerId, m]));
  const standings = await listStandings(db, galaxyId, { familyId: family.id });
  const members = standings
    .sort(
      (a, b) =>
        familyRoleRank(roster.get(a.playerId)?.role ?? "") - familyRoleRank(roster.get(b.playerId)?.role ?? "") ||
        comparePlayerStandings(a, b),
    )
    .map((s): FamilyMember => ({
      playerId: s.playerId,
      username: s.playerName,
      race: s.race as Race,
      familyRole: roleOf(roster.get(s.playerId)?.role ?? "member"),
      isNpc: s.isNpc,
      planetCount: s.planetCount,
      networth: s.networth,
      population: s.totalPopulation,
      resources: { credits: Math.max(0, Math.floor(roster.get(s.playerId)?.credits ?? 0)) },
    }));
  return { familyId: family.id, familyName: family.name, members };
};

/** GET /family/{galaxyId}/voting-results?familyId=: the live tally (rules.md 17) of the caller's family. */
export const votingResults = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
  familyId: string,
): Promise<VotingResults> => {
  const { family } = await ownFamily(deps, user, galaxyId, familyId);
  const db = deps.db.kysely;
  const roster = await familyRoster(db, galaxyId, family.id);
  const planets = new Map(
    (await listStandings(db, galaxyId, { familyId: family.id })).map((s) => [s.playerId, s.planetCount]),
  );
  const tally = tallyVotes(roster);
  const leader = roster.find((m) => m.role === "leader" && !m.isNpc) ?? null;
  const candidates = roster
    .filter((m) => !m.isNpc)
    .map((m) => ({
      playerId: m.playerId,
      username: m.username,
      currentRole: roleOf(m.role),
      planetCount: planets.get(m.playerId) ?? 0,
      votes: tally.get(m.playerId) ?? 0,
    }))
    .sort((a, b) => b.votes - a.votes || a.username.localeCompare(b.username, "en", { sensitivity: "base" }));
  return {
    familyId: family.id,
    totalMembers: roster.length,
    totalVotes: [...tally.values()].reduce((sum, votes) => sum + votes, 0),
    currentLeader: leader ? { playerId: leader.playerId, username: leader.username } : null,
    candidates,
  };
};

/**
 * POST /family/{galaxyId}/vote?playerId=: records (or replaces) the caller's vote, under the caller's order
 * lock, and holds the family's election at once (the spec's 'The player with the most votes will automatically
 * become the leader.', docs/decisions.md): a new leader takes the role in the same transaction and Fleet
 * Activity announces it. The family's election lock makes concurrent votes count one after the other.
 */
export const castVote = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
  claimedPlayerId: string,
  candidateId: string,
) =>
  withPlayerOrder(
    deps,
    user,
    galaxyId,
    async (trx, galaxy, voter) => {
      const candidate = await findPlayer(trx, galaxyId, candidateId);
      const violation = checkVote(person(voter), candidate && person(candidate));
      if (violation) throw refused(violation);
      const familyId = voter.family_id;
      // The family's lock comes before any row is written: a vote holding its own row while waiting for the lock
      // could deadlock with one that holds the lock and is writing that member's role.
      if (familyId) await lockFamilyElection(trx, deps.db.dialect, galaxyId, familyId);
      await setVote(trx, galaxyId, voter.id, candidateId);
      if (familyId) {
        const election = { trx, galaxyId, turn: galaxy.current_turn, at: deps.clock.now(), ids: deps.ids };
        const outcome = await holdFamilyElection(election, familyId, await familyRoster(trx, galaxyId, familyId));
        if (outcome.event) await insertEvents(trx, [outcome.event]);
      }
      return { playerId: voter.id, votedFor: candidateId };
    },
    claimedPlayerId,
  );

/**
 * POST /family/{galaxyId}/update-role?playerId=: the leader assigns a role to another member of the family.
 * Runs under the leader's order lock; a flip (which may replace the leader) holds the galaxy, so the leader
 * read here is the leader when the change is written.
 */
export const updateRole = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
  claimedPlayerId: string,
  targetPlayerId: string,
  newRole: string,
) =>
  withPlayerOrder(
    deps,
    user,
    galaxyId,
    async (trx, galaxy, actor) => {
      const target = await findPlayer(trx, galaxyId, targetPlayerId);
      const violation = checkRoleAssignment(person(actor), target && person(target), newRole);
      if (violation) throw refused(violation);
      if (!target) throw refuse("player_not_found");
      const role = newRole as AssignableFamilyRole;
      await setFamilyRole(trx, galaxyId, targetPlayerId, role);
      // The member hears of it in their own feed, tagged with the family so its feed can show it too.
      await insertEvents(trx, [
        playerEvent(
          deps,
          galaxy,
          target,
          "family_role_changed",
          gameText("family_role_changed", { actor: actor.username, target: target.username, role }),
          { role, previousRole: target.family_role, byPlayerId: actor.id },
        ),
      ]);
      return { playerId: targetPlayerId, familyRole: role, message: roleUpdatedMessage(role) };
    },
    claimedPlayerId,
  );

/** GET /family/{galaxyId}/list: every family, public to whoever may see the galaxy (as the rankings are). */
export const familyList = async (deps: ServiceDeps, user: AuthUser, galaxyId: string): Promise<FamilyDirectory> => {
  await visibleGalaxy(deps, user, galaxyId);
  const families = await listFamiliesWithLeaders(deps.db.kysely, galaxyId);
  return {
    // "Family 2" before "Family 10".
    families: families.sort(
      (a, b) => a.name.localeCompare(b.name, "en", { numeric: true }) || (a.familyId < b.familyId ? -1 : 1),
    ),
  };
};
