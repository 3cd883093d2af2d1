import { useNavigate } from "react-router";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { ErrorState } from "../../components/ErrorState.tsx";
import { LoadingState } from "../../components/LoadingState.tsx";
import { formatNumber } from "../../format/format-number.ts";
import { isJobActive, useGalaxyJob } from "./use-galaxy-jobs.ts";
import { useTranslation } from "react-i18next";

const STATUS_COLOUR = { queued: "default", in_progress: "info", completed: "success", failed: "error" } as const;

/** The status of one galaxy creation job (social-and-advanced sections 2 and 4). */
export function GalaxyJobStatus({ jobId }: { readonly jobId: string }) {
  const { t } = useTranslation("galaxies");
  const job = useGalaxyJob(jobId);
  const navigate = useNavigate();

  if (job.isPending) return <LoadingState text={t("status.checking")} />;
  if (job.isError) return <ErrorState message={t("status.failed")} onRetry={() => void job.refetch()} />;
  const j = job.data;
  const active = isJobActive(j);

  return (
    <Card sx={{ maxWidth: 720 }} data-testid="galaxy-job">
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "flex-start", gap: 2, mb: 2 }}>
          <Box>
            <Typography variant="h6" component="h2">
              {j.galaxyName}
            </Typography>
            <Typography variant="caption" color="textSecondary">
              {j.galaxyId}
            </Typography>
          </Box>
          <Chip label={t(`status.job.${j.status}`)} color={STATUS_COLOUR[j.status]} data-testid="job-status" />
        </Box>

        {active && (
          <Box data-testid="job-progress">
            <Box sx={{ display: "flex", justifyContent: "space-between", mb: 1 }}>
              <Typography>{j.progressMessage ?? t("status.working")}</Typography>
              <Typography sx={{ fontWeight: 700 }} data-testid="job-percent">
                {j.progressPercent}%
              </Typography>
            </Box>
            <LinearProgress variant="determinate" value={Math.min(100, Math.max(0, j.progressPercent))} />
            <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 1 }}>
              {t("status.polling")}
            </Typography>
          </Box>
        )}

        {!active && (
          <Box sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 2, my: 2 }}>
            <Count label={t("wizard.systems")} value={j.totalSystems} testId="job-systems" />
            <Count label={t("wizard.planets")} value={j.totalPlanets} testId="job-planets" />
          </Box>
        )}

        {j.status === "failed" && (
          <Alert severity="error" data-testid="job-error">
            {j.errorMessage ?? t("status.generationFailed")}
          </Alert>
        )}

        <Box sx={{ display: "flex", gap: 1, mt: 3, flexWrap: "wrap" }}>
          {j.status === "completed" && (
            <Button variant="contained" onClick={() => void navigate(`/galaxy/${encodeURIComponent(j.galaxyId)}`)}>
              {t("status.view")}
            </Button>
          )}
          {j.status === "failed" && (
            <Button variant="contained" onClick={() => void navigate("/create-galaxy")}>
              {t("status.tryAgain")}
            </Button>
          )}
          <Button onClick={() => void navigate("/galaxies")}>{t("access.back")}</Button>
        </Box>
      </CardContent>
    </Card>
  );
}

function Count({ label, value, testId }: { label: string; value: number | null; testId: string }) {
  return (
    <Box>
      <Typography variant="h5" component="p" data-testid={testId}>
        {value === null ? "—" : formatNumber(value)}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {label}
      </Typography>
    </Box>
  );
}
