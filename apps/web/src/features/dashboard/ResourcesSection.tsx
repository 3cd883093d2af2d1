import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import { RESOURCES, type Resources } from "@nova/rules";
import { RESOURCE_VISUALS } from "../../components/resource-visuals.tsx";
import { formatNumber } from "../../format/format-number.ts";
import { resourceName } from "../build/game-names.ts";

/** The five stockpiles with exact amounts. */
export function ResourcesSection({ resources }: { readonly resources: Resources }) {
  // The `build` catalogue names the resources.
  const { t } = useTranslation(["dashboard", "build"]);
  return (
    <Card data-testid="resources-section">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t("resources.title")}
        </Typography>
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: "repeat(auto-fit, minmax(150px, 1fr))" }}>
          {RESOURCES.map((resource) => {
            const visual = RESOURCE_VISUALS[resource];
            return (
              <Box
                key={resource}
                data-testid={`dashboard-resource-${resource}`}
                sx={{
                  p: 1.5,
                  borderRadius: 2,
                  border: "1px solid",
                  borderColor: "divider",
                  background: `linear-gradient(135deg, ${visual.colour}1f, transparent 75%)`,
                }}
              >
                <Box sx={{ display: "flex", alignItems: "center", gap: 1, color: visual.colour, fontSize: 20 }}>
                  {visual.icon}
                  <Typography variant="body2" color="textSecondary">
                    {resourceName(resource)}
                  </Typography>
                </Box>
                <Typography variant="h6" component="p" sx={{ fontVariantNumeric: "tabular-nums" }}>
                  {formatNumber(resources[resource])}
                </Typography>
              </Box>
            );
          })}
        </Box>
      </CardContent>
    </Card>
  );
}
