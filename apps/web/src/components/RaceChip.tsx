import Chip from "@mui/material/Chip";
import { raceSpec } from "@nova/rules";
import { RaceDot } from "./RaceDot.tsx";
import { capitalize } from "../format/capitalize.ts";

/** A race name in its race colour. */
export function RaceChip({ race, label }: { readonly race: string; readonly label?: string }) {
  const colour = raceSpec(race).colour;
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<RaceDot race={race} size={10} />}
      label={label ?? capitalize(race)}
      sx={{ borderColor: colour, color: "text.primary", "& .MuiChip-icon": { ml: 1, mr: -0.25 } }}
    />
  );
}
