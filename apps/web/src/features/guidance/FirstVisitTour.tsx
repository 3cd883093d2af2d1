import { useState } from "react";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import CloseIcon from "@mui/icons-material/Close";
import { useTranslation } from "react-i18next";
import { isQuiet } from "./remembered.ts";
import { tourSteps, type TourId } from "./tours.ts";
import { useTours } from "./use-guidance.ts";

/**
 * A short tour of a screen on the account's first visit (issue 18): a small card in the corner with Back / Next,
 * dismissable at any step, remembered per account on the server (GET/POST /account/tours) once finished or
 * dismissed, so it stays away on every device.
 */
export function FirstVisitTour({ tour }: { readonly tour: TourId }) {
  const { t } = useTranslation("guidance");
  const [quiet] = useState(() => isQuiet("tours"));
  const { done, finish: finishOnServer } = useTours(!quiet);
  const [step, setStep] = useState(0);
  const [closed, setClosed] = useState(false);
  // Nothing until the server has said which tours are done: a finished tour must never flash up again.
  if (quiet || closed || !done.data || done.data.done.includes(tour)) return null;
  const steps = tourSteps(tour);
  const current = steps[step];
  if (!current) return null;
  const finish = () => {
    setClosed(true);
    finishOnServer.mutate(tour);
  };
  const last = step === steps.length - 1;
  return (
    <Paper
      elevation={12}
      role="dialog"
      aria-label={t("tour.label", { title: current.title })}
      data-testid={`tour-${tour}`}
      sx={{
        position: "fixed",
        zIndex: (theme) => theme.zIndex.snackbar,
        left: { xs: 12, md: 264 },
        bottom: 16,
        width: { xs: "calc(100% - 24px)", sm: 340 },
        p: 2,
        border: 1,
        borderColor: "primary.main",
      }}
    >
      <Stack direction="row" sx={{ alignItems: "flex-start", gap: 1 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {current.title}
        </Typography>
        <IconButton size="small" aria-label={t("tour.dismiss")} onClick={finish} data-testid="tour-dismiss">
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {current.text}
      </Typography>
      <Stack direction="row" sx={{ mt: 1.5, alignItems: "center", gap: 1 }}>
        <Typography variant="caption" color="textSecondary" sx={{ flexGrow: 1 }}>
          {t("tour.step", { step: step + 1, total: steps.length })}
        </Typography>
        {step > 0 && (
          <Button size="small" onClick={() => setStep(step - 1)}>
            {t("tour.back")}
          </Button>
        )}
        <Button
          size="small"
          variant="contained"
          onClick={last ? finish : () => setStep(step + 1)}
          data-testid="tour-next"
        >
          {last ? t("tour.gotIt") : t("tour.next")}
        </Button>
      </Stack>
    </Paper>
  );
}
