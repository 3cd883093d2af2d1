import { useState } from "react";
import { useTranslation } from "react-i18next";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Slider from "@mui/material/Slider";
import Typography from "@mui/material/Typography";
import TuneIcon from "@mui/icons-material/Tune";
import { DEFAULT_ALLOCATION, allocationTotal, type ScienceAllocation } from "@nova/rules";
import { failureToast } from "../build/submit-errors.ts";
import { DashboardSection } from "../dashboard/DashboardSection.tsx";
import { useNotify } from "../../notifications/notification-context.ts";
import {
  ALLOCATION_STEP,
  FIELD_COLOURS,
  SCIENCE_FIELDS,
  allocationProblem,
  fieldEffect,
  fieldLabel,
  formatShare,
} from "./research-form.ts";
import { useSetResearchAllocation } from "./use-research.ts";
import { LockableButton } from "../rounds/LockableButton.tsx";

const same = (a: ScienceAllocation, b: ScienceAllocation) => SCIENCE_FIELDS.every((f) => a[f] === b[f]);

/** Science allocation: five sliders in steps of 5; Update only when they total 100% and differ from the saved split. */
export function AllocationPanel({ galaxyId, saved }: { readonly galaxyId: string; readonly saved: ScienceAllocation }) {
  const { t } = useTranslation("research");
  const [draft, setDraft] = useState<ScienceAllocation>(saved);
  const update = useSetResearchAllocation(galaxyId);
  const { notify } = useNotify();
  // A saved allocation that changes underneath (another tab, a refetch) replaces the draft, during render
  // rather than in an effect so the stale draft never paints.
  const [savedShown, setSavedShown] = useState(saved);
  if (savedShown !== saved) {
    setSavedShown(saved);
    setDraft(saved);
  }

  const problem = allocationProblem(draft);
  const total = allocationTotal(draft);
  const submit = () =>
    update.mutate(draft, {
      onSuccess: () => notify({ severity: "success", message: t("allocation.saved") }),
      onError: (error) => notify(failureToast(error, t("allocation.failed"))),
    });

  return (
    <DashboardSection
      title={t("allocation.title")}
      icon={<TuneIcon />}
      testId="research-allocation"
      action={
        <Chip
          label={t("allocation.total", { total: formatShare(total) })}
          color={problem ? "warning" : "success"}
          variant="outlined"
          data-testid="research-allocation-total"
        />
      }
    >
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t("allocation.intro")}
      </Typography>
      {SCIENCE_FIELDS.map((field) => (
        <Box key={field} sx={{ mb: 1.5 }}>
          <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "baseline" }}>
            <Typography id={`allocation-${field}`} sx={{ fontWeight: 600, color: FIELD_COLOURS[field] }}>
              {fieldLabel(field)}
            </Typography>
            <Typography variant="body2" data-testid={`research-allocation-value-${field}`}>
              {draft[field]}%
            </Typography>
          </Box>
          <Slider
            value={draft[field]}
            min={0}
            max={100}
            step={ALLOCATION_STEP}
            onChange={(_, value) => setDraft({ ...draft, [field]: value as number })}
            aria-labelledby={`allocation-${field}`}
            data-testid={`research-allocation-slider-${field}`}
            sx={{ color: FIELD_COLOURS[field], py: 1 }}
          />
          <Typography variant="caption" color="textSecondary">
            {fieldEffect(field)}
          </Typography>
        </Box>
      ))}
      {problem && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="research-allocation-problem">
          {problem}
        </Alert>
      )}
      <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end", flexWrap: "wrap" }}>
        <Button onClick={() => setDraft(DEFAULT_ALLOCATION)} disabled={same(draft, DEFAULT_ALLOCATION)}>
          {t("allocation.even")}
        </Button>
        <Button onClick={() => setDraft(saved)} disabled={same(draft, saved)}>
          {t("allocation.undo")}
        </Button>
        <LockableButton
          variant="contained"
          onClick={submit}
          disabled={problem !== null || same(draft, saved) || update.isPending}
          data-testid="research-allocation-submit"
        >
          {update.isPending ? t("allocation.updating") : t("allocation.update")}
        </LockableButton>
      </Box>
    </DashboardSection>
  );
}
