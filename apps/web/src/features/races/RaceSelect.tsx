import FormControl from "@mui/material/FormControl";
import InputLabel from "@mui/material/InputLabel";
import ListItemIcon from "@mui/material/ListItemIcon";
import MenuItem from "@mui/material/MenuItem";
import Select from "@mui/material/Select";
import Stack from "@mui/material/Stack";
import type { RaceInfo } from "@nova/contract";
import { RaceDot } from "../../components/RaceDot.tsx";
import { capitalize } from "../../format/capitalize.ts";
import { useTranslation } from "react-i18next";

interface Props {
  readonly races: readonly RaceInfo[];
  readonly value: string;
  readonly onChange: (race: string) => void;
  readonly disabled?: boolean;
}

export function RaceSelect({ races, value, onChange, disabled }: Props) {
  const { t } = useTranslation("empire");
  return (
    <FormControl fullWidth disabled={disabled}>
      <InputLabel id="race-select-label">{t("race.label")}</InputLabel>
      <Select
        labelId="race-select-label"
        id="race-select"
        label={t("race.label")}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid="race-select"
        renderValue={(selected) => (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
            <RaceDot race={selected} />
            <span>{capitalize(selected)}</span>
          </Stack>
        )}
      >
        {races.map((race) => (
          <MenuItem key={race.race} value={race.race} data-testid={`race-option-${race.race}`}>
            <ListItemIcon sx={{ minWidth: 28 }}>
              <RaceDot race={race.race} />
            </ListItemIcon>
            {capitalize(race.race)}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
