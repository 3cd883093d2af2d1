import Box from "@mui/material/Box";
import HistoryIcon from "@mui/icons-material/History";
import { ActivityFeed } from "../activity/ActivityFeed.tsx";
import { useRecentActivity } from "../activity/use-activity.ts";
import { DashboardSection } from "./DashboardSection.tsx";

/** The player's own events, detailed, refreshed every 30 s (core-play sections 2 and 9). */
export function RecentActivity({ galaxyId }: { readonly galaxyId: string }) {
  const feed = useRecentActivity(galaxyId);
  return (
    <DashboardSection title="Recent Activity" icon={<HistoryIcon />} testId="recent-activity">
      <Box sx={{ maxHeight: 520, overflowY: "auto", pr: 0.5 }}>
        <ActivityFeed
          galaxyId={galaxyId}
          events={feed.data?.events}
          isPending={feed.isPending}
          isError={feed.isError}
          onRetry={() => void feed.refetch()}
          detailed
          emptyText="No activity yet. Build structures or train units and it will show up here."
          testId="recent-activity-feed"
        />
      </Box>
    </DashboardSection>
  );
}
