import { useTranslation } from "react-i18next";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { PlayerStats } from "@nova/contract";
import { isFamilyRole } from "@nova/rules";
import { useNavigate } from "react-router";
import { RaceChip } from "../../components/RaceChip.tsx";
import { capitalize } from "../../format/capitalize.ts";
import { formatPercent } from "../../format/format-number.ts";
import { familyLabel } from "../empire/family-label.ts";
import { moraleLevel } from "../empire/morale.ts";
import { galaxyQuery, useGameContext } from "../game/use-game-context.ts";
import { NextTurnChip } from "../local-time/NextTurnChip.tsx";

const MORALE_COLOUR = { good: "success", warning: "warning", bad: "error" } as const;

/** "<username>'s Empire" with race, family and morale chips. */
export function EmpireHeader({ stats }: { readonly stats: PlayerStats }) {
  const { t } = useTranslation("dashboard");
  const navigate = useNavigate();
  const { galaxyId } = useGameContext();
  return (
    <Stack spacing={1.5} sx={{ mb: 3 }}>
      <Typography
        variant="h4"
        component="h1"
        data-testid="empire-title"
        sx={{ fontSize: { xs: "1.6rem", sm: "2.1rem" } }}
      >
        {t("header.title", { username: stats.username })}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
        <span data-testid="race-chip">
          <RaceChip race={stats.race} label={t("header.race", { race: capitalize(stats.race) })} />
        </span>
        <Chip
          size="small"
          variant="outlined"
          label={t("header.family", { family: stats.familyId ? familyLabel(stats.familyId) : t("header.noFamily") })}
          data-testid="family-chip"
          {...(galaxyId && stats.familyId
            ? {
                clickable: true,
                onClick: () => void navigate(`/family${galaxyQuery(galaxyId, { familyId: stats.familyId ?? "" })}`),
              }
            : {})}
        />
        <Chip
          size="small"
          color={MORALE_COLOUR[moraleLevel(stats.morale)]}
          label={t("header.morale", { morale: formatPercent(stats.morale) })}
          data-testid="morale-chip"
        />
        {galaxyId && <NextTurnChip galaxyId={galaxyId} />}
        {stats.familyRole !== "member" && (
          <Chip
            size="small"
            variant="outlined"
            label={isFamilyRole(stats.familyRole) ? t(`header.roles.${stats.familyRole}`) : stats.familyRole}
            data-testid="role-chip"
          />
        )}
      </Stack>
    </Stack>
  );
}
