import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { FleetUnitKey } from "@nova/rules";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../format/format-number.ts";
import { unitKeyLabel } from "./fleet-format.ts";
import { clampCount, type Counts, type SendableKey } from "./unit-counts.ts";

interface Props {
  /** Which unit fields to show, in order. */
  readonly keys: readonly SendableKey[];
  readonly counts: Counts;
  /** The most of each unit that can be chosen (what the source fleet holds). */
  readonly available: Readonly<Record<FleetUnitKey, number>>;
  readonly onChange: (counts: Counts) => void;
  readonly disabled?: boolean;
}

/**
 * One count per unit type, each clamped between 0 and what is available (core-play section 5), with
 * "All" and "None" shortcuts. Fields of units the fleet does not hold are disabled.
 */
export function UnitCountFields({ keys, counts, available, onChange, disabled }: Props) {
  const { t } = useTranslation("fleets");
  const setAll = (take: boolean) =>
    onChange(Object.fromEntries(keys.map((key) => [key, take ? Math.max(0, available[key]) : 0])) as Counts);
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", mb: 1 }}>
        <Typography variant="subtitle2">{t("form.units")}</Typography>
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={() => setAll(true)} disabled={disabled}>
            {t("form.all")}
          </Button>
          <Button size="small" onClick={() => setAll(false)} disabled={disabled}>
            {t("form.none")}
          </Button>
        </Stack>
      </Stack>
      <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: { xs: "repeat(2, 1fr)", sm: "repeat(3, 1fr)" } }}>
        {keys.map((key) => {
          const max = Math.max(0, available[key]);
          const value = counts[key] ?? 0;
          const label = unitKeyLabel(key);
          return (
            <TextField
              key={key}
              size="small"
              label={label}
              value={value === 0 ? "" : String(value)}
              placeholder="0"
              disabled={disabled || max === 0}
              helperText={t("form.available", { count: formatNumber(max) })}
              onChange={(event) => onChange({ ...counts, [key]: clampCount(event.target.value, max) })}
              onFocus={(event) => event.target.select()}
              slotProps={{
                htmlInput: { inputMode: "numeric", "aria-label": label, "data-testid": `unit-count-${key}` },
              }}
            />
          );
        })}
      </Box>
    </Box>
  );
}
