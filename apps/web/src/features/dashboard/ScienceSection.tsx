import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import ScienceIcon from "@mui/icons-material/Science";
import { galaxyQuery } from "../game/use-game-context.ts";
import { FIELD_COLOURS, SCIENCE_FIELDS, fieldLabel } from "../research/research-form.ts";
import { useResearchAllocation, useResearchStats } from "../research/use-research.ts";
import { DashboardSection } from "./DashboardSection.tsx";

/**
 * Science Allocation and Bonuses (core-play section 2): the empire's total science bonus and, once it has
 * research, each field's share of new points and its bonus; before that, the hint to visit the Research page.
 */
export function ScienceSection({
  galaxyId,
  scienceBonus,
}: {
  readonly galaxyId: string;
  readonly scienceBonus: number;
}) {
  // The `research` catalogue names the science fields.
  const { t } = useTranslation(["dashboard", "research"]);
  const navigate = useNavigate();
  const stats = useResearchStats(galaxyId);
  const allocation = useResearchAllocation(galaxyId);
  const hasResearch = stats.data !== undefined && (stats.data.totalRP > 0 || stats.data.totalInvestment > 0);

  return (
    <DashboardSection title={t("science.title")} icon={<ScienceIcon />} testId="science-section">
      <Box sx={{ display: "flex", alignItems: "baseline", gap: 1, mb: 1.5 }}>
        <Typography variant="body2" color="textSecondary">
          {t("science.totalBonus")}
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }} data-testid="science-total-bonus">
          {/* Two decimals: early bonuses are fractions of a percent and would all read "0%". */}+
          {(scienceBonus * 100).toFixed(2)}%
        </Typography>
      </Box>
      {hasResearch && stats.data && allocation.data ? (
        <Box
          component="table"
          sx={{ width: "100%", borderCollapse: "collapse", mb: 2, "& td, & th": { py: 0.5 } }}
          data-testid="science-fields"
        >
          <thead>
            <Box component="tr" sx={{ color: "text.secondary", fontSize: 12, textAlign: "left" }}>
              <th>{t("science.field")}</th>
              <Box component="th" sx={{ textAlign: "right" }}>
                {t("science.allocation")}
              </Box>
              <Box component="th" sx={{ textAlign: "right" }}>
                {t("science.bonus")}
              </Box>
            </Box>
          </thead>
          <tbody>
            {SCIENCE_FIELDS.map((field) => (
              <tr key={field} data-testid={`science-field-${field}`}>
                <Box component="td" sx={{ color: FIELD_COLOURS[field], fontWeight: 600 }}>
                  {fieldLabel(field)}
                </Box>
                <Box component="td" sx={{ textAlign: "right" }}>
                  {allocation.data.allocation[field]}%
                </Box>
                <Box component="td" sx={{ textAlign: "right", fontWeight: 600 }}>
                  +{stats.data[field].bonusPercent.toFixed(2)}%
                </Box>
              </tr>
            ))}
          </tbody>
        </Box>
      ) : (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }} data-testid="science-hint">
          {t("science.hint")}
        </Typography>
      )}
      <Button variant="outlined" onClick={() => void navigate(`/research${galaxyQuery(galaxyId)}`)}>
        {t("science.goToResearch")}
      </Button>
    </DashboardSection>
  );
}
