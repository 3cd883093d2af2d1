import { useState } from "react";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import GroupsIcon from "@mui/icons-material/Groups";
import LeaderboardIcon from "@mui/icons-material/Leaderboard";
import { EmptyState } from "../../components/EmptyState.tsx";
import { ErrorState } from "../../components/ErrorState.tsx";
import { LoadingState } from "../../components/LoadingState.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { useGalaxyName } from "../galaxies/use-galaxy-name.ts";
import { FamilyRankingTable } from "./FamilyRankingTable.tsx";
import { PlayerRankingTable } from "./PlayerRankingTable.tsx";
import { useFamilyRankings, usePlayerRankings } from "./use-rankings.ts";
import { useTranslation } from "react-i18next";

type RankingsTab = "players" | "families";

interface Props {
  readonly galaxyId: string;
  /** The viewer's own empire in this galaxy, highlighted when present. */
  readonly playerId: string | null;
}

/** The Rankings screen (social-and-advanced section 2): a Players tab and a Families tab. */
export function Rankings({ galaxyId, playerId }: Props) {
  const [tab, setTab] = useState<RankingsTab>("players");
  const [openFamilyId, setOpenFamilyId] = useState<string | null>(null);
  const players = usePlayerRankings(galaxyId);
  const families = useFamilyRankings(galaxyId, tab === "families");
  const galaxyName = useGalaxyName(galaxyId);
  const { t } = useTranslation("rankings");

  const rows = players.data?.players ?? [];
  const ownIndex = playerId ? rows.findIndex((p) => p.playerId === playerId) : -1;
  const ownFamilyId = rows[ownIndex]?.familyId ?? null;

  const openFamily = (familyId: string) => {
    setOpenFamilyId(familyId);
    setTab("families");
  };

  return (
    <>
      <PageHeader
        title={t("title")}
        subtitle={t("subtitle", { galaxy: galaxyName ?? galaxyId })}
        actions={
          ownIndex >= 0 && (
            <Chip
              color="primary"
              variant="outlined"
              icon={<LeaderboardIcon />}
              label={t("ownRank", { rank: ownIndex + 1, total: rows.length })}
              data-testid="own-rank"
            />
          )
        }
      />
      <Card>
        <Box sx={{ borderBottom: 1, borderColor: "divider", px: 1 }}>
          <Tabs value={tab} onChange={(_event, value: RankingsTab) => setTab(value)} aria-label={t("title")}>
            <Tab
              value="players"
              icon={<LeaderboardIcon fontSize="small" />}
              iconPosition="start"
              label={t("tabs.players")}
              data-testid="rankings-tab-players"
            />
            <Tab
              value="families"
              icon={<GroupsIcon fontSize="small" />}
              iconPosition="start"
              label={t("tabs.families")}
              data-testid="rankings-tab-families"
            />
          </Tabs>
        </Box>
        <Box sx={{ p: { xs: 1, sm: 2 } }}>
          {tab === "players" ? (
            players.isPending ? (
              <LoadingState text={t("loading")} />
            ) : players.isError ? (
              <ErrorState message={t("failed")} onRetry={() => void players.refetch()} />
            ) : rows.length === 0 ? (
              <EmptyState icon={<LeaderboardIcon fontSize="inherit" />} message={t("emptyPlayers")} />
            ) : (
              <PlayerRankingTable
                galaxyId={galaxyId}
                rows={rows}
                ownPlayerId={playerId}
                variant="players"
                label={t("playerTable")}
                testId="player-rankings"
                onOpenFamily={openFamily}
              />
            )
          ) : families.isPending ? (
            <LoadingState text={t("loading")} />
          ) : families.isError ? (
            <ErrorState message={t("failed")} onRetry={() => void families.refetch()} />
          ) : families.data.families.length === 0 ? (
            <EmptyState icon={<GroupsIcon fontSize="inherit" />} message={t("emptyFamilies")} />
          ) : (
            <FamilyRankingTable
              galaxyId={galaxyId}
              rows={families.data.families}
              ownFamilyId={ownFamilyId}
              ownPlayerId={playerId}
              openFamilyId={openFamilyId}
              onToggle={(familyId) => setOpenFamilyId((open) => (open === familyId ? null : familyId))}
            />
          )}
        </Box>
      </Card>
    </>
  );
}
