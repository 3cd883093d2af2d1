import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { RaceInfo } from "@nova/contract";
import { capitalize } from "../../format/capitalize.ts";
import { RaceBonusChips } from "./RaceBonusChips.tsx";
import { useTranslation } from "react-i18next";

/** The chosen race's story, bonuses and building limits, framed in its colour. */
export function RaceDetails({ race }: { readonly race: RaceInfo }) {
  const { t } = useTranslation("empire");
  return (
    <Box
      data-testid="race-details"
      sx={{
        p: 2,
        borderRadius: 2,
        border: `1px solid ${race.colour}`,
        background: `linear-gradient(135deg, ${race.colour}26, transparent 70%)`,
      }}
    >
      <Typography variant="subtitle1" sx={{ fontWeight: 700, color: race.colour }}>
        {capitalize(race.race)}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
        {/* From the catalogue by race id (the contract's closed set); the server's `description` is the English. */}
        {t(`race.descriptions.${race.race}`)}
      </Typography>
      <RaceBonusChips bonuses={race.bonuses} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", mt: 1 }}>
        {!race.canBuildTaxOffices && <Chip size="small" variant="outlined" label={t("race.noTaxOffices")} />}
        {!race.canBuildDroids && <Chip size="small" variant="outlined" label={t("race.noDroids")} />}
      </Stack>
    </Box>
  );
}
