import type { FamilyMember } from "@nova/contract";
import { ActivityFeed } from "../activity/ActivityFeed.tsx";
import { useFleetActivity } from "./use-family.ts";
import { useTranslation } from "react-i18next";

interface Props {
  readonly galaxyId: string;
  readonly familyId: string;
  /** The roster, to name the member behind each line. */
  readonly members: readonly FamilyMember[];
}

/** The family's Fleet Activity: its members' fleet and battle events and leadership changes, newest first. */
export function FleetActivity({ galaxyId, familyId, members }: Props) {
  const feed = useFleetActivity(galaxyId, familyId, true);
  const { t } = useTranslation("family");
  const names = new Map(members.map((m) => [m.playerId, m.username]));
  return (
    <ActivityFeed
      galaxyId={galaxyId}
      events={feed.data?.events}
      isPending={feed.isPending}
      isError={feed.isError}
      onRetry={() => void feed.refetch()}
      detailed
      emptyText={t("activity.empty")}
      testId="family-activity-feed"
      actorName={(playerId) => names.get(playerId) ?? null}
    />
  );
}
