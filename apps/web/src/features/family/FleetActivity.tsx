import { ActivityFeed } from "../activity/ActivityFeed.tsx";
import { useFleetActivity } from "./use-family.ts";

/** The family's Fleet Activity: its members' fleet and battle events and leadership changes, newest first. */
export function FleetActivity({ galaxyId, familyId }: { readonly galaxyId: string; readonly familyId: string }) {
  const feed = useFleetActivity(galaxyId, familyId, true);
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
    />
  );
}
