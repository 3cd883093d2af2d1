import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import VisibilityIcon from "@mui/icons-material/Visibility";
import { useTranslation } from "react-i18next";
import { ErrorState } from "../../components/ErrorState.tsx";
import { LoadingState } from "../../components/LoadingState.tsx";
import { DashboardSection } from "../dashboard/DashboardSection.tsx";
import { turnsLeft } from "./operations-text.ts";
import { useInfiltrations } from "./use-operations.ts";
import { useServerText } from "../../i18n/server-text.ts";

/** The empires the player's agents have infiltrated: their own news, readable while the infiltration lasts. */
export function InfiltrationsPanel({ galaxyId }: { readonly galaxyId: string }) {
  const { t } = useTranslation("operations");
  const infiltrations = useInfiltrations(galaxyId);
  const serverText = useServerText();
  return (
    <DashboardSection title={t("infiltrations.title")} icon={<VisibilityIcon />} testId="operations-infiltrations">
      {infiltrations.isPending ? (
        <LoadingState text={t("infiltrations.loading")} />
      ) : infiltrations.isError ? (
        <ErrorState message={t("infiltrations.failed")} onRetry={() => void infiltrations.refetch()} />
      ) : infiltrations.data.infiltrations.length === 0 ? (
        <Typography variant="body2" color="textSecondary" data-testid="no-infiltrations">
          {t("infiltrations.none")}
        </Typography>
      ) : (
        <Box sx={{ display: "grid", gap: 2 }}>
          {infiltrations.data.infiltrations.map((infiltration) => (
            <Box
              key={infiltration.effectId}
              data-testid="infiltration"
              sx={{ border: "1px solid", borderColor: "divider", borderRadius: 1, p: 1.5 }}
            >
              <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 1 }}>
                <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>{infiltration.targetPlayerName}</Typography>
                <Chip size="small" variant="outlined" color="info" label={turnsLeft(infiltration.durationTurns)} />
              </Box>
              {infiltration.events.length === 0 ? (
                <Typography variant="body2" color="textSecondary">
                  {t("infiltrations.noEvents")}
                </Typography>
              ) : (
                <Box component="ul" sx={{ m: 0, pl: 2.5, maxHeight: 260, overflowY: "auto" }}>
                  {infiltration.events.map((event) => (
                    <Typography component="li" variant="body2" key={event.id} data-testid="infiltrated-event">
                      {serverText(event.text, event.summary)}{" "}
                      <Typography component="span" variant="caption" color="textSecondary">
                        · {t("infiltrations.turn", { turn: event.turnNumber })}
                      </Typography>
                    </Typography>
                  ))}
                </Box>
              )}
            </Box>
          ))}
        </Box>
      )}
    </DashboardSection>
  );
}
