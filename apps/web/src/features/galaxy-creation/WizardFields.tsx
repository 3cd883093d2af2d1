import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Slider from "@mui/material/Slider";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { WizardErrors, WizardField, WizardValues } from "./wizard-model.ts";

export interface FieldProps {
  readonly values: WizardValues;
  readonly errors: WizardErrors;
  readonly onChange: <F extends WizardField>(field: F, value: WizardValues[F]) => void;
}

interface NumberFieldProps extends FieldProps {
  readonly field:
    "gridWidth" | "gridHeight" | "familyCount" | "maxPlayersPerFamily" | "planetsPerNeutralSystem" | "endTurn";
  readonly label: string;
  readonly helper: string;
  readonly min: number;
  readonly max: number;
}

/** A whole-number field; the typed text is kept and the schema explains what is wrong with it. */
export function NumberField({ values, errors, onChange, field, label, helper, min, max }: NumberFieldProps) {
  const error = errors[field];
  return (
    <TextField
      label={label}
      type="number"
      value={values[field]}
      onChange={(e) => onChange(field, e.target.value)}
      error={error !== undefined}
      helperText={error ?? helper}
      slotProps={{ htmlInput: { min, max, step: 1, "data-testid": `wizard-${field}` } }}
      fullWidth
    />
  );
}

interface SliderFieldProps {
  readonly label: string;
  readonly value: number;
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly format: (value: number) => string;
  readonly onChange: (value: number) => void;
  readonly error?: string | undefined;
  readonly helper?: ReactNode;
  readonly testId: string;
}

export function SliderField({
  label,
  value,
  min,
  max,
  step,
  format,
  onChange,
  error,
  helper,
  testId,
}: SliderFieldProps) {
  return (
    <Box>
      <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "baseline" }}>
        <Typography id={`${testId}-label`} variant="body2" color="textSecondary">
          {label}
        </Typography>
        <Typography variant="subtitle2" data-testid={`${testId}-value`}>
          {format(value)}
        </Typography>
      </Box>
      <Slider
        value={value}
        min={min}
        max={max}
        step={step}
        onChange={(_, v) => onChange(Array.isArray(v) ? (v[0] ?? min) : v)}
        valueLabelDisplay="auto"
        valueLabelFormat={format}
        marks={[
          { value: min, label: format(min) },
          { value: max, label: format(max) },
        ]}
        slotProps={{ input: { "aria-labelledby": `${testId}-label`, "data-testid": testId } as object }}
      />
      {(error ?? helper) && (
        <Typography variant="caption" color={error ? "error" : "textSecondary"}>
          {error ?? helper}
        </Typography>
      )}
    </Box>
  );
}
