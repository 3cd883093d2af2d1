import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import HistoryIcon from "@mui/icons-material/History";
import { ActivityFeed } from "../activity/ActivityFeed.tsx";
import { useRecentActivity } from "../activity/use-activity.ts";
import { DashboardSection } from "./DashboardSection.tsx";

/** The player's own events, detailed, refreshed every 30 s (core-play sections 2 and 9). */
export function RecentActivity({ galaxyId }: { readonly galaxyId: string }) {
  const { t } = useTranslation("dashboard");
  const feed = useRecentActivity(galaxyId);
  return (
    <DashboardSection title={t("activity.title")} icon={<HistoryIcon />} testId="recent-activity">
      <Box sx={{ maxHeight: 520, overflowY: "auto", pr: 0.5 }}>
        <ActivityFeed
          galaxyId={galaxyId}
          events={feed.data?.events}
          isPending={feed.isPending}
          isError={feed.isError}
          onRetry={() => void feed.refetch()}
          detailed
          emptyText={t("activity.empty")}
          testId="recent-activity-feed"
        />
      </Box>
    </DashboardSection>
  );
}
