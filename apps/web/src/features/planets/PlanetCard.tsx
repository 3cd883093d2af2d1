import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import Collapse from "@mui/material/Collapse";
import LinearProgress from "@mui/material/LinearProgress";
import Link from "@mui/material/Link";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import ExpandLessIcon from "@mui/icons-material/ExpandLess";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import HomeIcon from "@mui/icons-material/Home";
import type { Planet } from "@nova/contract";
import { buildingName } from "../build/game-names.ts";
import { formatCount, formatNumber } from "../../format/format-number.ts";
import { bonusLabel, buildingEntries, builtCount, freeSpace, hasBuilding, stationedCount } from "./planet-facts.ts";
import { PLANET_TYPE_VISUALS } from "./planet-type-visuals.ts";
import { PlanetTypeIcon } from "./PlanetTypeIcon.tsx";
import { ForceFieldChip } from "./ForceFieldChip.tsx";
import type { PortalForceField } from "./portal-force-field.ts";
import { LockableButton } from "../rounds/LockableButton.tsx";

interface Props {
  readonly planet: Planet;
  readonly selected: boolean;
  readonly onToggleSelected: () => void;
  readonly onOpenDetail: () => void;
  readonly onBuild: () => void;
  /** A force field holding this planet's portal now, if any. */
  readonly forceField?: PortalForceField | null;
}

/** "x,y:planetId", the label the spec gives planet cards. */
export const planetCardLabel = (planet: Planet): string =>
  `${planet.coordinates.x},${planet.coordinates.y}:${planet.planetId}`;

function Stat({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <Box sx={{ display: "flex", justifyContent: "space-between", gap: 1, alignItems: "baseline" }}>
      <Typography variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ fontVariantNumeric: "tabular-nums", textAlign: "right" }}>
        {children}
      </Typography>
    </Box>
  );
}

/** One owned planet on the Planets page (core-play section 2). */
export function PlanetCard({ planet, selected, onToggleSelected, onOpenDetail, onBuild, forceField }: Props) {
  // The `build` catalogue names the buildings and resources.
  const { t } = useTranslation(["planets", "build"]);
  const [expanded, setExpanded] = useState(false);
  const label = planetCardLabel(planet);
  const built = builtCount(planet);
  const inProgress = planet.buildingsInProgress ?? 0;
  const free = freeSpace(planet);
  const troops = stationedCount(planet);
  const population = planet.population ?? 0;
  const maxPopulation = planet.maxPopulation ?? 0;
  const entries = buildingEntries(planet);
  const visual = PLANET_TYPE_VISUALS[planet.planetType];
  const hasPortal = hasBuilding(planet, "portal");

  return (
    <Card
      data-testid={`planet-card-${label}`}
      sx={{
        display: "flex",
        flexDirection: "column",
        borderColor: selected ? "primary.main" : undefined,
        boxShadow: selected ? "0 0 0 1px #4fc3f7" : undefined,
      }}
    >
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 1.5 }}>
          <Checkbox
            checked={selected}
            onChange={onToggleSelected}
            slotProps={{ input: { "aria-label": t("card.select", { planet: label }) } }}
            sx={{ ml: -1 }}
          />
          <PlanetTypeIcon type={planet.planetType} size={34} />
          <Box sx={{ minWidth: 0 }}>
            <Link
              component="button"
              type="button"
              variant="h6"
              underline="hover"
              color="textPrimary"
              onClick={onOpenDetail}
              sx={{ fontWeight: 700, textAlign: "left", display: "block" }}
              data-testid="planet-card-title"
            >
              {label}
            </Link>
            <Typography variant="caption" color="textSecondary">
              {t("card.typeAndSize", { type: visual.label, size: formatNumber(planet.size) })}
            </Typography>
          </Box>
        </Box>

        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.75, mb: 1.5 }}>
          <Tooltip title={t("card.completedTooltip", { count: formatNumber(inProgress) })}>
            <Chip size="small" label={t("card.buildings", { count: built })} data-testid="planet-building-count" />
          </Tooltip>
          {planet.isHomeWorld && (
            <Chip size="small" color="primary" icon={<HomeIcon />} label={t("card.home")} data-testid="home-chip" />
          )}
          {hasPortal && <Chip size="small" color="secondary" label={t("card.portal")} />}
          <ForceFieldChip field={forceField} />
          {troops > 0 && (
            <Tooltip title={t("card.stationedTooltip", { count: troops })}>
              <Chip size="small" variant="outlined" label={t("card.troops", { count: formatCount(troops) })} />
            </Tooltip>
          )}
          {planet.bonus && (
            <Chip
              size="small"
              variant="outlined"
              color="success"
              label={t("card.bonus", { bonus: bonusLabel(planet.bonus) })}
            />
          )}
        </Box>

        <Box sx={{ display: "grid", gap: 0.5 }}>
          <Stat label={t("card.population")}>
            {formatNumber(population)} / {formatNumber(maxPopulation)}
          </Stat>
          <LinearProgress
            variant="determinate"
            value={maxPopulation > 0 ? Math.min(100, (population / maxPopulation) * 100) : 0}
            color="success"
            sx={{ height: 4, borderRadius: 2, mb: 0.5 }}
            aria-label={t("card.populationBar")}
          />
          <Stat label={t("card.buildingsLabel")}>
            <span data-testid="planet-buildings">
              {formatNumber(built)}
              {inProgress > 0 && t("card.inProgress", { count: formatNumber(inProgress) })} /{" "}
              {formatNumber(planet.size)}
            </span>
          </Stat>
          <Stat label={t("card.freeSpace")}>
            <Box
              component="span"
              sx={{ color: free > 0 ? "success.main" : "error.main", fontWeight: 700 }}
              data-testid="planet-free-space"
            >
              {formatNumber(free)}
            </Box>
          </Stat>
        </Box>

        <Button
          size="small"
          onClick={() => setExpanded((current) => !current)}
          endIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          aria-expanded={expanded}
          sx={{ mt: 1, ml: -0.5 }}
          disabled={entries.length === 0}
        >
          {entries.length === 0 ? t("card.noBuildings") : expanded ? t("card.hideBuildings") : t("card.showBuildings")}
        </Button>
        <Collapse in={expanded} unmountOnExit>
          <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 0.25 }}>
            {entries.map((entry) => (
              <Box component="li" key={entry.type} sx={{ display: "flex", justifyContent: "space-between" }}>
                <Typography variant="body2" color="textSecondary">
                  {buildingName(entry.type)}
                </Typography>
                <Typography variant="body2" sx={{ fontVariantNumeric: "tabular-nums" }}>
                  {formatNumber(entry.count)}
                </Typography>
              </Box>
            ))}
          </Box>
        </Collapse>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <LockableButton
          fullWidth
          variant={free > 0 ? "contained" : "outlined"}
          disabled={free <= 0}
          onClick={onBuild}
          data-testid="planet-build-button"
        >
          {free <= 0 ? t("card.full") : t("card.build", { space: formatNumber(free) })}
        </LockableButton>
      </CardActions>
    </Card>
  );
}
