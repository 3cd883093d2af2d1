import { alpha } from "@mui/material/styles";
import type { SxProps, Theme } from "@mui/material/styles";
import { raceSpec } from "@nova/rules";

/** A ranking row in its race's colour: a coloured edge and a faint wash fading to the right. */
export const raceRowSx = (race: string, highlighted: boolean): SxProps<Theme> => {
  const colour = raceSpec(race).colour;
  return {
    background: `linear-gradient(90deg, ${alpha(colour, highlighted ? 0.3 : 0.16)} 0%, ${alpha(colour, 0.03)} 45%, transparent 100%)`,
    "& > td:first-of-type": { borderLeft: `4px solid ${colour}` },
    ...(highlighted ? { outline: `1px solid ${alpha(colour, 0.7)}`, outlineOffset: -1 } : {}),
  };
};
