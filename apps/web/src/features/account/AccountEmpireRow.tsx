import { useNavigate } from "react-router";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Account } from "@nova/contract";
import { RaceChip } from "../../components/RaceChip.tsx";
import { formatNumber } from "../../format/format-number.ts";
import { galaxyQuery } from "../game/use-game-context.ts";
import { useTranslation } from "react-i18next";

type AccountEmpire = Account["galaxies"][number];

/** One of the user's empires: galaxy, name, race, networth, planets and a way in. */
export function AccountEmpireRow({ empire }: { readonly empire: AccountEmpire }) {
  const { t } = useTranslation("account");
  const navigate = useNavigate();
  return (
    <Paper
      variant="outlined"
      data-testid={`account-empire-${empire.galaxyId}`}
      sx={{ p: 2, bgcolor: "transparent", display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2 }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 200 }}>
        <Typography variant="overline" color="textSecondary">
          {empire.galaxyName}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
          <Typography variant="h6" component="h3">
            {empire.playerUsername}
          </Typography>
          <RaceChip race={empire.playerRace} />
        </Stack>
        <Typography variant="body2" color="textSecondary">
          {t("empires.stats", { networth: formatNumber(empire.playerNetworth), planets: empire.playerPlanetCount })}
        </Typography>
      </Box>
      <Button
        variant="contained"
        onClick={() => void navigate(`/dashboard${galaxyQuery(empire.galaxyId, { playerId: empire.playerId })}`)}
      >
        {t("empires.viewDashboard")}
      </Button>
    </Paper>
  );
}
