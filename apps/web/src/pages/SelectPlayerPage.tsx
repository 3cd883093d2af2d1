import { useNavigate, useParams } from "react-router";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import GroupsIcon from "@mui/icons-material/Groups";
import { EmptyState } from "../components/EmptyState.tsx";
import { ErrorState } from "../components/ErrorState.tsx";
import { LoadingState } from "../components/LoadingState.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { useGalaxyName } from "../features/galaxies/use-galaxy-name.ts";
import { PlayerCard } from "../features/players/PlayerCard.tsx";
import { useGalaxyPlayers } from "../features/players/use-galaxy-players.ts";
import { useTranslation } from "react-i18next";

/** /select-player/{galaxyId}: the empires of one galaxy. */
export function SelectPlayerPage() {
  const { galaxyId = "" } = useParams();
  const { t } = useTranslation(["empire", "common"]);
  const navigate = useNavigate();
  const players = useGalaxyPlayers(galaxyId);
  const galaxyName = useGalaxyName(galaxyId);

  const body = () => {
    if (players.isPending) return <LoadingState text={t("selectPlayer.loading")} />;
    if (players.isError) {
      return <ErrorState message={t("selectPlayer.failed")} onRetry={() => void players.refetch()} />;
    }
    if (players.data.players.length === 0) {
      return <EmptyState icon={<GroupsIcon fontSize="inherit" />} message={t("selectPlayer.empty")} />;
    }
    return (
      <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 300px), 1fr))" }}>
        {players.data.players.map((player) => (
          <PlayerCard key={player.playerId} galaxyId={galaxyId} player={player} />
        ))}
      </Box>
    );
  };

  return (
    <>
      <PageHeader
        title={t("selectPlayer.title")}
        subtitle={t("selectPlayer.subtitle", { galaxy: galaxyName ?? galaxyId })}
        actions={
          <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={() => void navigate("/galaxies")}>
            {t("common:backToGalaxySelection")}
          </Button>
        }
      />
      {body()}
    </>
  );
}
