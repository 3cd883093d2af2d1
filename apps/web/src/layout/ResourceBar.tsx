import Box from "@mui/material/Box";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { RESOURCES, type Resource, type Resources } from "@nova/rules";
import { RESOURCE_VISUALS } from "../components/resource-visuals.tsx";
import { formatCompact, formatNumber } from "../format/format-number.ts";
import { shortageWarning } from "./shortage-warning.ts";

/**
 * The five resources of the top bar, compact with the exact amount on hover; a resource running out within five
 * turns shows red with "runs out in N turns" on hover or tap (issue 18).
 */
export function ResourceBar({
  resources,
  shortage,
}: {
  readonly resources: Resources;
  readonly shortage?: Readonly<Partial<Record<Resource, number | null>>> | undefined;
}) {
  return (
    <Box
      data-testid="resource-bar"
      sx={{ display: "flex", alignItems: "center", gap: { xs: 1.5, md: 2 }, overflowX: "auto", scrollbarWidth: "none" }}
    >
      {RESOURCES.map((resource) => {
        const visual = RESOURCE_VISUALS[resource];
        const amount = resources[resource];
        const warning = shortageWarning(shortage?.[resource]);
        const label = `${visual.label}: ${formatNumber(amount)}${warning ? ` (${warning})` : ""}`;
        return (
          <Tooltip key={resource} title={label} enterTouchDelay={0}>
            <Box
              data-testid={`resource-${resource}`}
              data-shortage={warning ? "true" : undefined}
              aria-label={`${visual.label} ${formatNumber(amount)}${warning ? `, ${warning}` : ""}`}
              sx={{ display: "flex", alignItems: "center", gap: 0.5, flexShrink: 0 }}
            >
              <Box component="span" sx={{ color: visual.colour, display: "flex", fontSize: 18 }}>
                {visual.icon}
              </Box>
              <Typography
                variant="body2"
                sx={{ fontWeight: 600, fontVariantNumeric: "tabular-nums", color: warning ? "error.main" : undefined }}
              >
                {formatCompact(amount)}
              </Typography>
            </Box>
          </Tooltip>
        );
      })}
    </Box>
  );
}
