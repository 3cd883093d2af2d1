import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import { useTranslation } from "react-i18next";

interface Props {
  readonly enabled: boolean;
  readonly from: string;
  readonly to: string;
  onChange(next: { enabled: boolean; from: string; to: string }): void;
}

/** No push or mail between these local times; what comes in waits for the end. */
export function QuietHoursSection({ enabled, from, to, onChange }: Props) {
  const { t } = useTranslation("notifications");
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
      <FormControlLabel
        control={<Switch checked={enabled} onChange={(e) => onChange({ enabled: e.target.checked, from, to })} />}
        label={t("settings.quietHours")}
      />
      <TextField
        label={t("settings.from")}
        type="time"
        size="small"
        value={from}
        disabled={!enabled}
        onChange={(e) => onChange({ enabled, from: e.target.value, to })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { "data-testid": "quiet-from" } }}
      />
      <TextField
        label={t("settings.to")}
        type="time"
        size="small"
        value={to}
        disabled={!enabled}
        onChange={(e) => onChange({ enabled, from, to: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { "data-testid": "quiet-to" } }}
      />
    </Stack>
  );
}
