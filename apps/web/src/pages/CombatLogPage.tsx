import { Navigate, useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { ErrorState } from "../components/ErrorState.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { EmpireLog } from "../features/empire-log/EmpireLog.tsx";
import { EMPIRE_LOG_FAILED } from "../features/empire-log/empire-log-filters.ts";
import { useGameContext } from "../features/game/use-game-context.ts";

/** /combat-log?galaxyId=[&reportId=]: the Empire Log (social-and-advanced section 2). */
export function CombatLogPage() {
  const { t } = useTranslation("combat");
  const { galaxyId, player } = useGameContext();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  if (!galaxyId) return <Navigate to="/galaxies" replace />;
  if (!player) {
    return (
      <>
        <PageHeader title={t("page.title")} />
        <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
          {/* The spec's one failure sentence for the log (social-and-advanced 8), never a bare HTTP status. */}
          <ErrorState message={EMPIRE_LOG_FAILED} />
          <Button variant="outlined" onClick={() => void navigate("/galaxies")}>
            {t("page.backToGalaxies")}
          </Button>
        </Stack>
      </>
    );
  }
  return <EmpireLog key={galaxyId} galaxyId={galaxyId} reportId={search.get("reportId")} />;
}
