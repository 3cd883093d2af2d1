import { useState } from "react";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import GroupsIcon from "@mui/icons-material/Groups";
import HowToVoteIcon from "@mui/icons-material/HowToVote";
import RocketLaunchIcon from "@mui/icons-material/RocketLaunch";
import StarIcon from "@mui/icons-material/Star";
import { ErrorState } from "../../components/ErrorState.tsx";
import { LoadingState } from "../../components/LoadingState.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { useTabsLayout } from "../../components/tabs-layout.ts";
import { FamilyMembersTable } from "./FamilyMembersTable.tsx";
import { FleetActivity } from "./FleetActivity.tsx";
import { LeadershipVoting } from "./LeadershipVoting.tsx";
import { isLeaderOf } from "./family-view.ts";
import { useFamilyMembers, useVotingResults } from "./use-family.ts";
import { useTranslation } from "react-i18next";

type FamilyTab = "members" | "activity" | "voting";

interface Props {
  readonly galaxyId: string;
  readonly familyId: string;
  readonly playerId: string;
  readonly votedFor: string | null;
}

/** The Family screen (social-and-advanced section 2): Members, Fleet Activity and Leadership Voting tabs. */
export function Family({ galaxyId, familyId, playerId, votedFor }: Props) {
  const [tab, setTab] = useState<FamilyTab>("members");
  const { t } = useTranslation("family");
  const tabsLayout = useTabsLayout();
  const members = useFamilyMembers(galaxyId, familyId);
  const voting = useVotingResults(galaxyId, familyId, tab === "voting");
  const roster = members.data?.members ?? [];
  const leader = roster.find((m) => m.familyRole === "leader") ?? null;

  return (
    <>
      <PageHeader
        title={t("title")}
        subtitle={
          members.data ? t("subtitle", { family: members.data.familyName, count: roster.length }) : t("subtitleLoading")
        }
        actions={
          members.data && (
            <Chip
              color={leader ? "warning" : "default"}
              variant="outlined"
              icon={<StarIcon />}
              label={leader ? t("leaderChip", { name: leader.username }) : t("noLeader")}
              data-testid="family-leader-chip"
            />
          )
        }
      />
      <Card>
        <Box sx={{ borderBottom: 1, borderColor: "divider", px: 1 }}>
          <Tabs
            value={tab}
            onChange={(_event, value: FamilyTab) => setTab(value)}
            aria-label={t("title")}
            variant={tabsLayout.variant}
            allowScrollButtonsMobile
          >
            <Tab
              value="members"
              icon={<GroupsIcon fontSize="small" />}
              iconPosition={tabsLayout.iconPosition}
              sx={tabsLayout.tabSx}
              label={t("tabs.members")}
              data-testid="family-tab-members"
            />
            <Tab
              value="activity"
              icon={<RocketLaunchIcon fontSize="small" />}
              iconPosition={tabsLayout.iconPosition}
              sx={tabsLayout.tabSx}
              label={t("tabs.activity")}
              data-testid="family-tab-activity"
            />
            <Tab
              value="voting"
              icon={<HowToVoteIcon fontSize="small" />}
              iconPosition={tabsLayout.iconPosition}
              sx={tabsLayout.tabSx}
              label={t("tabs.voting")}
              data-testid="family-tab-voting"
            />
          </Tabs>
        </Box>
        <Box sx={{ p: { xs: 1, sm: 2 } }}>
          {tab === "activity" ? (
            <FleetActivity galaxyId={galaxyId} familyId={familyId} members={roster} />
          ) : tab === "members" ? (
            members.isPending ? (
              <LoadingState text={t("text.loading")} />
            ) : members.isError ? (
              <ErrorState message={t("text.loadFailed")} onRetry={() => void members.refetch()} />
            ) : (
              <FamilyMembersTable
                galaxyId={galaxyId}
                familyId={familyId}
                playerId={playerId}
                members={roster}
                isLeader={isLeaderOf(roster, playerId)}
              />
            )
          ) : voting.isPending ? (
            <LoadingState text={t("text.loadingVotes")} />
          ) : voting.isError ? (
            <ErrorState message={t("text.loadFailed")} onRetry={() => void voting.refetch()} />
          ) : (
            <LeadershipVoting
              galaxyId={galaxyId}
              familyId={familyId}
              playerId={playerId}
              votedFor={votedFor}
              results={voting.data}
            />
          )}
        </Box>
      </Card>
    </>
  );
}
