import { useNavigate } from "react-router";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { ErrorState } from "../components/ErrorState.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { useGameContext } from "../features/game/use-game-context.ts";
import { Rankings } from "../features/rankings/Rankings.tsx";
import { useTranslation } from "react-i18next";

/**
 * /rankings?galaxyId= (social-and-advanced section 2). Rankings are public standings, so a visitor without an
 * empire in the galaxy sees them too; the viewer's own row is highlighted when there is one.
 */
export function RankingsPage() {
  const { galaxyId, player } = useGameContext();
  const navigate = useNavigate();
  const { t } = useTranslation("rankings");
  if (!galaxyId) {
    return (
      <>
        <PageHeader title={t("title")} />
        <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
          <ErrorState message={t("noGalaxy")} />
          <Button variant="outlined" onClick={() => void navigate("/galaxies")}>
            {t("backToGalaxies")}
          </Button>
        </Stack>
      </>
    );
  }
  return <Rankings key={galaxyId} galaxyId={galaxyId} playerId={player?.playerId ?? null} />;
}
