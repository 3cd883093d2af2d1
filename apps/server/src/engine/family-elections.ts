import type { Queryable } from "../db/database.ts";
import { insertEvents, type NewEvent } from "../db/repositories/events-repository.ts";
import { votingFamiliesRoster, type FamilyRosterRow } from "../db/repositories/family-repository.ts";
import type { Ids } from "../platform/ids.ts";
import { holdFamilyElection } from "../services/family/family-election.ts";

export interface ElectionContext {
  readonly trx: Queryable;
  readonly galaxyId: string;
  readonly turn: number;
  readonly flipTime: number;
  readonly ids: Ids;
}

/**
 * The leadership elections of a flip (rules.md 17), inside the flip's transaction: one query reads the members
 * of the families where someone has voted and each family holds its election (`holdFamilyElection`). A vote
 * already elects at once; the flip catches what changed without a vote (a member who left, an NPC holding the
 * role). Returns the number of rows written.
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
  const election = { trx: ctx.trx, galaxyId: ctx.galaxyId, turn: ctx.turn, at: ctx.flipTime, ids: ctx.ids };
  for (const familyId of [...byFamily.keys()].sort()) {
    const outcome = await holdFamilyElection(election, familyId, byFamily.get(familyId) ?? []);
    written += outcome.written;
    if (outcome.event) events.push(outcome.event);
  }
  await insertEvents(ctx.trx, events);
  return written + events.length;
};
