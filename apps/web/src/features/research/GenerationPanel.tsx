import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import BoltIcon from "@mui/icons-material/Bolt";
import type { ResearchStats } from "@nova/contract";
import type { Race } from "@nova/rules";
import { Fact } from "../../components/Fact.tsx";
import { formatNumber } from "../../format/format-number.ts";
import { DashboardSection } from "../dashboard/DashboardSection.tsx";
import { investmentReleaseText } from "./research-form.ts";

/** Research generation: what the coming flip adds and where it comes from. */
export function GenerationPanel({ stats, race }: { readonly stats: ResearchStats; readonly race: Race | null }) {
  const { t } = useTranslation("research");
  const release = race ? investmentReleaseText(stats.remainingInvestment, race) : null;
  const released = stats.totalInvestment > 0 ? 1 - stats.remainingInvestment / stats.totalInvestment : 0;
  return (
    <DashboardSection title={t("generation.title")} icon={<BoltIcon />} testId="research-generation">
      <Box sx={{ display: "flex", alignItems: "baseline", gap: 1, mb: 2 }}>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-testid="research-rp-per-turn">
          {formatNumber(stats.rpPerTurn)}
        </Typography>
        <Typography color="textSecondary">{t("generation.nextTurn")}</Typography>
      </Box>
      {/* Bottom-aligned: a label that wraps to two lines must not push its value below its neighbours'. */}
      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))",
          gap: 2,
          alignItems: "end",
        }}
      >
        <Fact label={t("generation.fromCenters")} value={formatNumber(stats.rpFromCenters)} />
        <Fact label={t("generation.fromInvestment")} value={formatNumber(stats.rpFromInvestment)} />
        <Fact label={t("generation.totalPoints")} value={formatNumber(stats.totalRP)} testId="research-total-rp" />
        <Fact
          label={t("generation.totalInvested")}
          value={t("generation.credits", { amount: formatNumber(stats.totalInvestment) })}
        />
      </Box>
      <Box sx={{ mt: 2.5 }}>
        <Box sx={{ display: "flex", justifyContent: "space-between", mb: 0.5 }}>
          <Typography variant="body2" color="textSecondary">
            {t("generation.toRelease")}
          </Typography>
          <Typography variant="body2" data-testid="research-remaining">
            {t("generation.credits", { amount: formatNumber(stats.remainingInvestment) })}
          </Typography>
        </Box>
        <LinearProgress
          variant="determinate"
          value={released * 100}
          aria-label={t("generation.releasedShare")}
          sx={{ height: 8, borderRadius: 4 }}
        />
        {release && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }} data-testid="research-release">
            {release}
          </Typography>
        )}
      </Box>
    </DashboardSection>
  );
}
