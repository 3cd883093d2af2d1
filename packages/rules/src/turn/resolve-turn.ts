import type { DueBuildingJob, DueUnitJob, TurnEvent, TurnInput, TurnResult } from "../economy/empire-state.ts";
import { completeJobs } from "./complete-jobs.ts";
import { flipEconomy } from "./flip-economy.ts";

const groupByPlayer = <T extends { readonly playerId: string }>(jobs: readonly T[]): ReadonlyMap<string, T[]> => {
  const groups = new Map<string, T[]>();
  for (const job of jobs) {
    const group = groups.get(job.playerId);
    if (group) group.push(job);
    else groups.set(job.playerId, [job]);
  }
  return groups;
};

/**
 * One turn flip for every empire of a galaxy (rules.md 3.2, steps 3, 5, 7 and 9). Pure and deterministic:
 * empires are processed in ascending id order (string comparison), and the input is never mutated.
 *
 * Events come out in flip order: every empire's completions, then every empire's disbanding, then one
 * public `turn_flipped`. Jobs of players not in `empires` are ignored.
 */
export const resolveTurn = (input: TurnInput): TurnResult => {
  const empires = [...input.empires].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const buildingJobs = groupByPlayer<DueBuildingJob>(input.dueBuildingJobs);
  const unitJobs = groupByPlayer<DueUnitJob>(input.dueUnitJobs);

  const completed = empires.map((empire) =>
    completeJobs(empire, buildingJobs.get(empire.id) ?? [], unitJobs.get(empire.id) ?? []),
  );
  const flipped = completed.map(({ empire }) => flipEconomy(empire));

  const events: TurnEvent[] = [
    ...completed.flatMap((c) => c.events),
    ...flipped.flatMap((f) => f.events),
    {
      playerId: null,
      eventType: "turn_flipped",
      text: { code: "turn_begun", params: { turn: input.turn } },
      isPublic: true,
      details: { turnNumber: input.turn },
    },
  ];
  return { empires: flipped.map((f) => f.result), events };
};
