import { Navigate, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { ErrorState } from "../components/ErrorState.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { FleetManagement } from "../features/fleets/FleetManagement.tsx";
import { useGameContext } from "../features/game/use-game-context.ts";

/** /fleets?galaxyId=[&action=station|attack&targetPlanet=]: Fleet Management (core-play section 2). */
export function FleetsPage() {
  const { t } = useTranslation("fleets");
  const { galaxyId, player } = useGameContext();
  const navigate = useNavigate();
  if (!galaxyId) return <Navigate to="/galaxies" replace />;
  if (!player) {
    return (
      <>
        <PageHeader title={t("page.title")} subtitle={t("page.subtitle")} />
        <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
          <ErrorState message={t("page.playerNotFound")} />
          <Button variant="outlined" onClick={() => void navigate("/galaxies")}>
            {t("page.backToGalaxies")}
          </Button>
        </Stack>
      </>
    );
  }
  return <FleetManagement galaxyId={galaxyId} playerId={player.playerId} />;
}
