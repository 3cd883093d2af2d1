import Box from "@mui/material/Box";
import { raceSpec } from "@nova/rules";

interface Props {
  readonly race: string;
  readonly size?: number;
  /** Passed on so a Chip can place the dot as its icon. */
  readonly className?: string;
}

/** The race's colour (core-play section 9) as a small glowing dot. */
export function RaceDot({ race, size = 12, className }: Props) {
  const colour = raceSpec(race).colour;
  return (
    <Box
      component="span"
      aria-hidden
      className={className}
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
