import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { PlayerStats } from "@nova/contract";
import { RaceChip } from "../../components/RaceChip.tsx";
import { capitalize } from "../../format/capitalize.ts";
import { formatPercent } from "../../format/format-number.ts";
import { familyLabel } from "../empire/family-label.ts";
import { moraleLevel } from "../empire/morale.ts";

const MORALE_COLOUR = { good: "success", warning: "warning", bad: "error" } as const;

/** "<username>'s Empire" with race, family and morale chips. */
export function EmpireHeader({ stats }: { readonly stats: PlayerStats }) {
  return (
    <Stack spacing={1.5} sx={{ mb: 3 }}>
      <Typography
        variant="h4"
        component="h1"
        data-testid="empire-title"
        sx={{ fontSize: { xs: "1.6rem", sm: "2.1rem" } }}
      >
        {stats.username}&apos;s Empire
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
        <span data-testid="race-chip">
          <RaceChip race={stats.race} label={`Race: ${capitalize(stats.race)}`} />
        </span>
        <Chip
          size="small"
          variant="outlined"
          label={`Family: ${familyLabel(stats.familyId)}`}
          data-testid="family-chip"
        />
        <Chip
          size="small"
          color={MORALE_COLOUR[moraleLevel(stats.morale)]}
          label={`Morale: ${formatPercent(stats.morale)}`}
          data-testid="morale-chip"
        />
        {stats.familyRole !== "member" && <Chip size="small" variant="outlined" label={capitalize(stats.familyRole)} />}
      </Stack>
    </Stack>
  );
}
