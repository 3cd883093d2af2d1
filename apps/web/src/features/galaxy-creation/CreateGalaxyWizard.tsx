import { useState } from "react";
import { useNavigate } from "react-router";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Step from "@mui/material/Step";
import StepLabel from "@mui/material/StepLabel";
import Stepper from "@mui/material/Stepper";
import Typography from "@mui/material/Typography";
import { isApiError } from "../../api/api-error.ts";
import { formatNumber } from "../../format/format-number.ts";
import { useCreateGalaxy } from "./use-galaxy-jobs.ts";
import { BasicStep, FamiliesStep, GridStep, ReviewStep } from "./WizardSteps.tsx";
import {
  DEFAULT_WIZARD_VALUES,
  firstInvalidStep,
  LAST_STEP,
  toRequest,
  validateStep,
  WIZARD_STEPS,
  wizardEstimate,
  type WizardErrors,
  type WizardField,
  type WizardValues,
} from "./wizard-model.ts";
import { useTranslation } from "react-i18next";

/** The four-step galaxy creation wizard (social-and-advanced sections 2 and 5). */
export function CreateGalaxyWizard() {
  const { t } = useTranslation("galaxies");
  const navigate = useNavigate();
  const create = useCreateGalaxy();
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<WizardValues>(DEFAULT_WIZARD_VALUES);
  const [errors, setErrors] = useState<WizardErrors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const estimate = wizardEstimate(values);

  const onChange = <F extends WizardField>(field: F, value: WizardValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const { [field]: _dropped, ...rest } = current;
      return rest;
    });
  };

  const next = () => {
    const found = validateStep(step, values);
    setErrors(found);
    if (Object.keys(found).length === 0) setStep((s) => Math.min(LAST_STEP, s + 1));
  };

  const submit = () => {
    const invalid = firstInvalidStep(values);
    if (invalid !== null) {
      setStep(invalid);
      setErrors(validateStep(invalid, values));
      return;
    }
    setSubmitError(null);
    create.mutate(toRequest(values), {
      onSuccess: (job) => void navigate(`/galaxy-creation/status/${encodeURIComponent(job.jobId)}`),
      onError: (error) => setSubmitError(isApiError(error) && error.detail ? error.detail : t("wizard.failed")),
    });
  };

  const fieldProps = { values, errors, onChange };

  return (
    <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", lg: "minmax(0, 1fr) 300px" } }}>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Stepper activeStep={step} alternativeLabel sx={{ mb: 4 }}>
            {WIZARD_STEPS.map((id) => (
              <Step key={id}>
                <StepLabel>{t(`wizard.steps.${id}`)}</StepLabel>
              </Step>
            ))}
          </Stepper>
          <Typography variant="h6" component="h2" sx={{ mb: 3 }} data-testid="wizard-step-title">
            {t(`wizard.steps.${WIZARD_STEPS[step] ?? "basic"}`)}
          </Typography>
          <Box component="form" noValidate onSubmit={(e) => e.preventDefault()}>
            {step === 0 && <BasicStep {...fieldProps} />}
            {step === 1 && <GridStep {...fieldProps} />}
            {step === 2 && <FamiliesStep {...fieldProps} />}
            {step === 3 && <ReviewStep values={values} />}
          </Box>
          {submitError && (
            <Alert severity="error" sx={{ mt: 3 }} data-testid="create-galaxy-error">
              {submitError}
            </Alert>
          )}
          <Box sx={{ display: "flex", justifyContent: "space-between", mt: 4, gap: 2 }}>
            <Button disabled={step === 0 || create.isPending} onClick={() => setStep((s) => Math.max(0, s - 1))}>
              {t("wizard.back")}
            </Button>
            {step < LAST_STEP ? (
              <Button variant="contained" onClick={next}>
                {t("wizard.next")}
              </Button>
            ) : (
              <Button
                variant="contained"
                onClick={submit}
                disabled={create.isPending}
                data-testid="create-galaxy-button"
              >
                {create.isPending ? t("wizard.creating") : t("create.title")}
              </Button>
            )}
          </Box>
        </CardContent>
      </Card>
      <Card sx={{ alignSelf: "start" }}>
        <CardContent>
          <Typography variant="overline" color="textSecondary">
            {t("wizard.estimates")}
          </Typography>
          <Box sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 2, mt: 1 }}>
            <Estimate label={t("wizard.systems")} value={estimate?.systems} testId="estimate-systems" />
            <Estimate label={t("wizard.planets")} value={estimate?.planets} testId="estimate-planets" />
          </Box>
          <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 2 }}>
            {t("wizard.estimateFormula")}
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}

function Estimate({ label, value, testId }: { label: string; value: number | undefined; testId: string }) {
  return (
    <Box>
      <Typography variant="h5" component="p" data-testid={testId}>
        {value === undefined ? "—" : formatNumber(value)}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {label}
      </Typography>
    </Box>
  );
}
