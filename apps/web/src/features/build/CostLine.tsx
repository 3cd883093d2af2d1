import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { COST_RESOURCES, type Cost } from "@nova/rules";
import { RESOURCE_VISUALS } from "../../components/resource-visuals.tsx";
import { formatNumber } from "../../format/format-number.ts";
import { resourceAmount } from "./game-names.ts";

interface Props {
  readonly cost: Readonly<Cost>;
  /** When given, amounts the stock cannot pay are shown in red. */
  readonly stock?: Readonly<Cost>;
  /** Leave out resources that cost nothing. */
  readonly compact?: boolean;
  readonly testId?: string;
}

/** A cost in credits, iron, endurium and octarine, each with its resource icon. */
export function CostLine({ cost, stock, compact = false, testId }: Props) {
  const { t } = useTranslation("build");
  const shown = COST_RESOURCES.filter((resource) => !compact || cost[resource] > 0);
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", columnGap: 1.5, rowGap: 0.25 }} data-testid={testId}>
      {shown.length === 0 && (
        <Typography variant="body2" color="textSecondary">
          {t("free")}
        </Typography>
      )}
      {shown.map((resource) => {
        const visual = RESOURCE_VISUALS[resource];
        const short = stock !== undefined && cost[resource] > stock[resource];
        return (
          <Box
            key={resource}
            component="span"
            aria-label={resourceAmount(resource, cost[resource])}
            sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, fontSize: 15, color: visual.colour }}
          >
            {visual.icon}
            <Typography
              component="span"
              variant="body2"
              sx={{
                fontVariantNumeric: "tabular-nums",
                color: short ? "error.main" : "text.primary",
                fontWeight: short ? 700 : 400,
              }}
            >
              {formatNumber(cost[resource])}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
