import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import { isFinishedJob, jobProgress, remainingLabel } from "./job-progress.ts";
import { LocalTime } from "../local-time/LocalTime.tsx";

interface Props {
  readonly title: string;
  /** Where the job builds: a planet link or a fleet name. */
  readonly where: ReactNode;
  readonly icon: ReactNode;
  readonly state: string;
  readonly startedAt: string;
  readonly completesAt: string;
  readonly now: number;
  readonly testId?: string;
}

/** One building or unit job: progress and time left, or the completion time once finished. */
export function JobCard({ title, where, icon, state, startedAt, completesAt, now, testId }: Props) {
  const { t } = useTranslation("build");
  const finished = isFinishedJob(state);
  const progress = finished ? 100 : jobProgress(startedAt, completesAt, now);
  return (
    <Card
      data-testid={testId}
      data-state={finished ? "finished" : "active"}
      sx={{ opacity: finished ? 0.6 : 1, transition: "opacity 200ms" }}
    >
      <CardContent sx={{ "&:last-child": { pb: 2 } }}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, mb: 1 }}>
          <Box sx={{ color: finished ? "success.main" : "secondary.main", display: "grid", fontSize: 26 }}>
            {finished ? <CheckCircleIcon fontSize="inherit" /> : icon}
          </Box>
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {title}
            </Typography>
            <Typography variant="body2" color="textSecondary" component="div">
              {where}
            </Typography>
          </Box>
          <Chip
            size="small"
            color={finished ? "success" : "primary"}
            variant={finished ? "filled" : "outlined"}
            label={finished ? t("queue.job.completed") : t("queue.job.inProgress")}
          />
        </Box>
        <LinearProgress
          variant="determinate"
          value={progress}
          color={finished ? "success" : "secondary"}
          sx={{ height: 8, borderRadius: 4 }}
          aria-label={t("queue.job.progress", { title })}
          aria-valuetext={`${Math.floor(progress)}%`}
        />
        <Box sx={{ display: "flex", justifyContent: "space-between", mt: 0.75, gap: 1, flexWrap: "wrap" }}>
          <Typography variant="caption" color="textSecondary" data-testid={testId && `${testId}-time`}>
            {finished ? (
              <>
                {t("queue.job.completedAt")} <LocalTime value={completesAt} />
              </>
            ) : (
              <>
                {remainingLabel(completesAt, now)} · {t("queue.job.ready")}{" "}
                <LocalTime value={completesAt} style="time" />
              </>
            )}
          </Typography>
          <Typography variant="caption" color="textSecondary" sx={{ fontVariantNumeric: "tabular-nums" }}>
            {Math.floor(progress)}%
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
