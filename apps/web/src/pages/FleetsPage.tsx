import { Navigate, useNavigate } from "react-router";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { ErrorState } from "../components/ErrorState.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { FLEETS_SUBTITLE, FleetManagement } from "../features/fleets/FleetManagement.tsx";
import { useGameContext } from "../features/game/use-game-context.ts";

/** /fleets?galaxyId=[&action=station|attack&targetPlanet=]: Fleet Management (core-play section 2). */
export function FleetsPage() {
  const { galaxyId, player } = useGameContext();
  const navigate = useNavigate();
  if (!galaxyId) return <Navigate to="/galaxies" replace />;
  if (!player) {
    return (
      <>
        <PageHeader title="Fleet Management" subtitle={FLEETS_SUBTITLE} />
        <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
          <ErrorState message="Player not found" />
          <Button variant="outlined" onClick={() => void navigate("/galaxies")}>
            Back to Galaxy Selection
          </Button>
        </Stack>
      </>
    );
  }
  return <FleetManagement galaxyId={galaxyId} playerId={player.playerId} />;
}
