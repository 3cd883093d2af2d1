import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import ScienceIcon from "@mui/icons-material/Science";
import type { ResearchStats } from "@nova/contract";
import { formatHundredths, formatNumber } from "../../format/format-number.ts";
import { DashboardSection } from "../dashboard/DashboardSection.tsx";
import { FIELD_COLOURS, SCIENCE_FIELDS, fieldEffect, fieldLabel } from "./research-form.ts";

/** Science bonuses: each field's bonus and the points behind it. */
export function BonusesPanel({ stats }: { readonly stats: ResearchStats }) {
  const { t } = useTranslation("research");
  return (
    <DashboardSection title={t("bonuses.title")} icon={<ScienceIcon />} testId="research-bonuses">
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t("bonuses.intro")}
      </Typography>
      {SCIENCE_FIELDS.map((field) => {
        const category = stats[field];
        return (
          <Box key={field} sx={{ mb: 2 }} data-testid={`research-bonus-${field}`}>
            <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "baseline", gap: 1 }}>
              <Typography sx={{ fontWeight: 600, color: FIELD_COLOURS[field] }}>{fieldLabel(field)}</Typography>
              <Typography sx={{ fontWeight: 700 }} data-testid={`research-bonus-percent-${field}`}>
                +{formatHundredths(category.bonusPercent)}%
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={Math.min(100, category.bonusPercent)}
              aria-label={t("bonuses.bonusLabel", { field: fieldLabel(field) })}
              sx={{
                height: 6,
                borderRadius: 3,
                my: 0.5,
                "& .MuiLinearProgress-bar": { backgroundColor: FIELD_COLOURS[field] },
              }}
            />
            <Box sx={{ display: "flex", justifyContent: "space-between", gap: 1 }}>
              <Typography variant="caption" color="textSecondary">
                {fieldEffect(field)}
              </Typography>
              <Typography variant="caption" color="textSecondary">
                {t("bonuses.points", { points: formatNumber(category.totalPoints) })}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </DashboardSection>
  );
}
