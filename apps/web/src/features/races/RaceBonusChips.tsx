import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import type { RaceBonusKey } from "@nova/rules";
import { raceBonusChips } from "./race-bonus.ts";

export function RaceBonusChips({ bonuses }: { readonly bonuses: Partial<Readonly<Record<RaceBonusKey, number>>> }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap data-testid="race-bonuses" sx={{ flexWrap: "wrap" }}>
      {raceBonusChips(bonuses).map((chip) => (
        <Chip
          key={chip.key}
          size="small"
          label={chip.label}
          color={chip.positive ? "success" : "error"}
          variant="outlined"
        />
      ))}
    </Stack>
  );
}
