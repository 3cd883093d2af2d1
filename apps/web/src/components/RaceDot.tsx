import Box from "@mui/material/Box";
import { raceSpec } from "@nova/rules";

/** The race's colour (core-play section 9) as a small glowing dot. */
export function RaceDot({ race, size = 12 }: { readonly race: string; readonly size?: number }) {
  const colour = raceSpec(race).colour;
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: "inline-block",
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: "50%",
        bgcolor: colour,
        boxShadow: `0 0 8px ${colour}`,
      }}
    />
  );
}
