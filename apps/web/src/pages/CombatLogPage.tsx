import { Navigate, useNavigate, useSearchParams } from "react-router";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { ErrorState } from "../components/ErrorState.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { EmpireLog } from "../features/empire-log/EmpireLog.tsx";
import { useGameContext } from "../features/game/use-game-context.ts";

/** /combat-log?galaxyId=[&reportId=]: the Empire Log (social-and-advanced section 2). */
export function CombatLogPage() {
  const { galaxyId, player } = useGameContext();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  if (!galaxyId) return <Navigate to="/galaxies" replace />;
  if (!player) {
    return (
      <>
        <PageHeader title="Empire Log" />
        <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
          <ErrorState message="Player not found" />
          <Button variant="outlined" onClick={() => void navigate("/galaxies")}>
            Back to Galaxy Selection
          </Button>
        </Stack>
      </>
    );
  }
  return <EmpireLog key={galaxyId} galaxyId={galaxyId} reportId={search.get("reportId")} />;
}
