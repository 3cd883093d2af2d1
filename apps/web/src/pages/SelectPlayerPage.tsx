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

/** /select-player/{galaxyId}: the empires of one galaxy. */
export function SelectPlayerPage() {
  const { galaxyId = "" } = useParams();
  const navigate = useNavigate();
  const players = useGalaxyPlayers(galaxyId);
  const galaxyName = useGalaxyName(galaxyId);

  const body = () => {
    if (players.isPending) return <LoadingState text="Loading players..." />;
    if (players.isError) {
      return <ErrorState message="Failed to load players. Please try again." onRetry={() => void players.refetch()} />;
    }
    if (players.data.players.length === 0) {
      return (
        <EmptyState
          icon={<GroupsIcon fontSize="inherit" />}
          message="No players found in this galaxy. Register players using the registration tools."
        />
      );
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
        title="Select a Player"
        subtitle={`The empires of ${galaxyName ?? galaxyId}.`}
        actions={
          <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={() => void navigate("/galaxies")}>
            Back to Galaxy Selection
          </Button>
        }
      />
      {body()}
    </>
  );
}
