import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import FactoryIcon from "@mui/icons-material/Factory";
import type { PlayerStats } from "@nova/contract";
import { RESOURCE_VISUALS } from "../../components/resource-visuals.tsx";
import { DashboardSection } from "./DashboardSection.tsx";
import { signed } from "./EconomyOverview.tsx";

type Production = NonNullable<PlayerStats["resourceProduction"]>;

function Tile({
  label,
  value,
  colour,
  detail,
  testId,
}: {
  label: string;
  value: string;
  colour: string;
  detail?: string;
  testId: string;
}) {
  return (
    <Box
      sx={{
        p: 1.5,
        borderRadius: 2,
        border: "1px solid",
        borderColor: "divider",
        background: `linear-gradient(135deg, ${colour}1f, transparent 75%)`,
      }}
    >
      <Typography variant="caption" sx={{ color: colour, textTransform: "uppercase", letterSpacing: "0.08em" }}>
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontVariantNumeric: "tabular-nums" }} data-testid={testId}>
        {value}
      </Typography>
      {detail && (
        <Typography variant="caption" color="textSecondary">
          {detail}
        </Typography>
      )}
    </Box>
  );
}

/** Food produced, consumed and net; iron, endurium and octarine per turn (core-play section 2). */
export function ResourceProduction({ production }: { readonly production: Production | null }) {
  // The `build` catalogue names the resources.
  const { t } = useTranslation(["dashboard", "build"]);
  return (
    <DashboardSection title={t("production.title")} icon={<FactoryIcon />} testId="resource-production">
      {production === null ? (
        <Typography color="textSecondary">{t("production.pending")}</Typography>
      ) : (
        <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: "repeat(auto-fit, minmax(140px, 1fr))" }}>
          <Tile
            label={t("production.foodProduced")}
            value={signed(production.foodProduced)}
            colour={RESOURCE_VISUALS.food.colour}
            testId="production-food-produced"
          />
          <Tile
            label={t("production.foodConsumed")}
            value={signed(-production.foodConsumed)}
            colour={RESOURCE_VISUALS.food.colour}
            testId="production-food-consumed"
          />
          <Tile
            label={t("production.foodNet")}
            value={signed(production.foodNet)}
            colour={production.foodNet >= 0 ? RESOURCE_VISUALS.food.colour : "#ef5350"}
            testId="production-food-net"
          />
          <Tile
            label={t("build:names.resources.iron")}
            value={signed(production.ironProduced)}
            colour={RESOURCE_VISUALS.iron.colour}
            detail={t("production.perTurn")}
            testId="production-iron"
          />
          <Tile
            label={t("build:names.resources.endurium")}
            value={signed(production.enduriumProduced)}
            colour={RESOURCE_VISUALS.endurium.colour}
            detail={t("production.perTurn")}
            testId="production-endurium"
          />
          <Tile
            label={t("build:names.resources.octarine")}
            value={signed(production.octarineProduced)}
            colour={RESOURCE_VISUALS.octarine.colour}
            detail={t("production.perTurn")}
            testId="production-octarine"
          />
        </Box>
      )}
    </DashboardSection>
  );
}
