import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import AutoAwesomeIcon from "@mui/icons-material/AutoAwesome";
import type { ActiveEffect } from "@nova/contract";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../components/EmptyState.tsx";
import { DashboardSection } from "../dashboard/DashboardSection.tsx";
import { OPERATIONS_TEXT, operationLabel, turnsLeft } from "./operations-text.ts";

/** Effects on the player's empire: its own blessings and the enemies' curses, with turns and stacks. */
export function ActiveEffectsPanel({
  effects,
  playerId,
}: {
  readonly effects: readonly ActiveEffect[];
  readonly playerId: string;
}) {
  const { t } = useTranslation("operations");
  return (
    <DashboardSection title={t("effects.title")} icon={<AutoAwesomeIcon />} testId="operations-active-effects">
      {effects.length === 0 ? (
        <EmptyState message={OPERATIONS_TEXT.noEffects} />
      ) : (
        <Box sx={{ display: "grid", gap: 1.5 }}>
          {effects.map((e) => {
            const own = e.sourcePlayerId === playerId;
            return (
              <Box
                key={e.id}
                data-testid={`active-effect-${e.effectType}`}
                sx={{
                  display: "flex",
                  alignItems: "center",
                  gap: 1.5,
                  p: 1.5,
                  borderRadius: 1,
                  border: "1px solid",
                  borderColor: own ? "success.dark" : "error.dark",
                }}
              >
                <Box sx={{ flexGrow: 1 }}>
                  <Typography sx={{ fontWeight: 600 }}>{operationLabel(e.effectType)}</Typography>
                  <Typography variant="body2" color="textSecondary">
                    {own
                      ? t("effects.castByYou", { turn: e.startedTurn })
                      : t("effects.castByEnemy", { turn: e.startedTurn })}
                  </Typography>
                </Box>
                {e.intensity > 1 && <Chip size="small" label={t("effects.stacks", { count: e.intensity })} />}
                <Chip
                  size="small"
                  color={own ? "success" : "error"}
                  variant="outlined"
                  label={turnsLeft(e.durationTurns)}
                />
              </Box>
            );
          })}
        </Box>
      )}
    </DashboardSection>
  );
}
