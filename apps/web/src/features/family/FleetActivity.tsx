import type { FamilyMember } from "@nova/contract";
import { ActivityFeed } from "../activity/ActivityFeed.tsx";
import { useFleetActivity } from "./use-family.ts";

interface Props {
  readonly galaxyId: string;
  readonly familyId: string;
  /** The roster, to name the member behind each line. */
  readonly members: readonly FamilyMember[];
}

/** The family's Fleet Activity: its members' fleet and battle events and leadership changes, newest first. */
export function FleetActivity({ galaxyId, familyId, members }: Props) {
  const feed = useFleetActivity(galaxyId, familyId, true);
  const names = new Map(members.map((m) => [m.playerId, m.username]));
  return (
    <ActivityFeed
      galaxyId={galaxyId}
      events={feed.data?.events}
      isPending={feed.isPending}
      isError={feed.isError}
      onRetry={() => void feed.refetch()}
      detailed
      emptyText="No fleet activity in your family yet. Launches, colonies, battles and leadership changes appear here."
      testId="family-activity-feed"
      actorName={(playerId) => names.get(playerId) ?? null}
    />
  );
}
