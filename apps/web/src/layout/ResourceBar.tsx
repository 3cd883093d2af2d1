import Box from "@mui/material/Box";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { RESOURCES, type Resources } from "@nova/rules";
import { RESOURCE_VISUALS } from "../components/resource-visuals.tsx";
import { formatCompact, formatNumber } from "../format/format-number.ts";

/** The five resources of the top bar, compact with the exact amount on hover. */
export function ResourceBar({ resources }: { readonly resources: Resources }) {
  return (
    <Box
      data-testid="resource-bar"
      sx={{ display: "flex", alignItems: "center", gap: { xs: 1.5, md: 2 }, overflowX: "auto", scrollbarWidth: "none" }}
    >
      {RESOURCES.map((resource) => {
        const visual = RESOURCE_VISUALS[resource];
        const amount = resources[resource];
        return (
          <Tooltip key={resource} title={`${visual.label}: ${formatNumber(amount)}`}>
            <Box
              data-testid={`resource-${resource}`}
              aria-label={`${visual.label} ${formatNumber(amount)}`}
              sx={{ display: "flex", alignItems: "center", gap: 0.5, flexShrink: 0 }}
            >
              <Box component="span" sx={{ color: visual.colour, display: "flex", fontSize: 18 }}>
                {visual.icon}
              </Box>
              <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: "tabular-nums" }}>
                {formatCompact(amount)}
              </Typography>
            </Box>
          </Tooltip>
        );
      })}
    </Box>
  );
}
