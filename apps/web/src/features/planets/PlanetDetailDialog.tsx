import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import CloseIcon from "@mui/icons-material/Close";
import type { Planet } from "@nova/contract";
import { planetProduction, type Race } from "@nova/rules";
import { RESOURCE_VISUALS } from "../../components/resource-visuals.tsx";
import { buildingName } from "../build/game-names.ts";
import { formatNumber } from "../../format/format-number.ts";
import { planetCardLabel } from "./PlanetCard.tsx";
import {
  bonusLabel,
  buildingEntries,
  builtCount,
  freeSpace,
  hasBuilding,
  planetState,
  stationedUnitText,
} from "./planet-facts.ts";
import { planetTypeLabel } from "./planet-type-visuals.ts";
import { PlanetTypeIcon } from "./PlanetTypeIcon.tsx";
import { Fact } from "../../components/Fact.tsx";
import { ForceFieldChip } from "./ForceFieldChip.tsx";
import type { PortalForceField } from "./portal-force-field.ts";
import { LockableButton } from "../rounds/LockableButton.tsx";

interface Props {
  readonly planet: Planet | null;
  /** The owner's race (research centers' output depends on it); null while player data loads. */
  readonly race: Race | null;
  readonly onClose: () => void;
  readonly onBuild: () => void;
  /** Called once the closing transition has finished (another dialog may open safely then). */
  readonly onExited?: () => void;
  /** A force field holding this planet's portal now, if any. */
  readonly forceField?: PortalForceField | null;
}

function ProductionItem({
  label,
  value,
  colour,
}: {
  readonly label: string;
  readonly value: number;
  readonly colour: string;
}) {
  return (
    <Box sx={{ p: 1, borderRadius: 1, border: "1px solid", borderColor: "divider" }}>
      <Typography variant="caption" sx={{ color: colour }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 700, fontVariantNumeric: "tabular-nums" }}>
        +{formatNumber(value)}
      </Typography>
    </Box>
  );
}

/** The Planets page's detail view of one owned planet (core-play section 2). */
export function PlanetDetailDialog({ planet, race, onClose, onBuild, onExited, forceField }: Props) {
  return (
    <Dialog
      open={planet !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      data-testid="planet-detail-dialog"
      slotProps={{ transition: { onExited } }}
    >
      {planet && (
        <PlanetDetail planet={planet} race={race} onClose={onClose} onBuild={onBuild} forceField={forceField} />
      )}
    </Dialog>
  );
}

function PlanetDetail({
  planet,
  race,
  onClose,
  onBuild,
  forceField,
}: {
  readonly planet: Planet;
  readonly race: Race | null;
  readonly onClose: () => void;
  readonly onBuild: () => void;
  readonly forceField?: PortalForceField | null;
}) {
  // The `build` catalogue names the buildings, units and resources.
  const { t } = useTranslation(["planets", "build"]);
  const population = planet.population ?? 0;
  const maxPopulation = planet.maxPopulation ?? 0;
  const free = freeSpace(planet);
  const entries = buildingEntries(planet);
  const hasPortal = hasBuilding(planet, "portal");
  const hasLaser = hasBuilding(planet, "laser");
  // The server's figure when it sends one; otherwise the same rules function on the client.
  const production = planet.production ?? (race ? planetProduction(planetState(planet), race) : null);
  return (
    <>
      <DialogTitle sx={{ display: "flex", alignItems: "center", gap: 1.5, pr: 6 }}>
        <PlanetTypeIcon type={planet.planetType} size={40} />
        <Box>
          <Box component="span" sx={{ display: "block" }}>
            {t("detail.title", { planet: planetCardLabel(planet) })}
          </Box>
          <Typography variant="body2" color="textSecondary" component="span">
            {planetTypeLabel(planet.planetType)}
          </Typography>
        </Box>
        <IconButton aria-label={t("detail.close")} onClick={onClose} sx={{ position: "absolute", right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
            {planet.isHomeWorld && <Chip size="small" color="primary" label={t("detail.homeWorld")} />}
            {hasPortal && <Chip size="small" color="secondary" label={t("detail.portal")} />}
            <ForceFieldChip field={forceField} />
            {hasLaser && <Chip size="small" color="error" variant="outlined" label={t("detail.laser")} />}
          </Stack>
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: "repeat(3, 1fr)" }}>
            <Fact label={t("detail.type")}>{planetTypeLabel(planet.planetType)}</Fact>
            <Fact label={t("detail.size")}>{formatNumber(planet.size)}</Fact>
            <Fact label={t("detail.coordinates")}>
              {planet.coordinates.x}, {planet.coordinates.y}
            </Fact>
            <Fact label={t("detail.buildings")}>
              {formatNumber(builtCount(planet))}
              {(planet.buildingsInProgress ?? 0) > 0 && ` + ${formatNumber(planet.buildingsInProgress ?? 0)}`}
            </Fact>
            <Fact label={t("detail.freeSpace")}>
              <Box component="span" sx={{ color: free > 0 ? "success.main" : "error.main" }}>
                {formatNumber(free)}
              </Box>
            </Fact>
            <Fact label={t("detail.planetBonus")}>{planet.bonus ? bonusLabel(planet.bonus) : t("detail.none")}</Fact>
          </Box>
          <Box>
            <Box sx={{ display: "flex", justifyContent: "space-between" }}>
              <Typography variant="subtitle2">{t("detail.population")}</Typography>
              <Typography variant="body2" sx={{ fontVariantNumeric: "tabular-nums" }}>
                {formatNumber(population)} / {formatNumber(maxPopulation)}
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              color="success"
              value={maxPopulation > 0 ? Math.min(100, (population / maxPopulation) * 100) : 0}
              sx={{ mt: 0.5, height: 8, borderRadius: 4 }}
              aria-label={t("detail.populationBar")}
            />
          </Box>
          <Divider />
          <Box>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {t("detail.production")}
            </Typography>
            {production ? (
              <>
                <Box
                  sx={{ display: "grid", gap: 1, gridTemplateColumns: { xs: "repeat(2, 1fr)", sm: "repeat(3, 1fr)" } }}
                >
                  <ProductionItem
                    label={t("build:names.resources.credits")}
                    value={production.credits}
                    colour={RESOURCE_VISUALS.credits.colour}
                  />
                  <ProductionItem
                    label={t("build:names.resources.food")}
                    value={production.food}
                    colour={RESOURCE_VISUALS.food.colour}
                  />
                  <ProductionItem
                    label={t("build:names.resources.iron")}
                    value={production.iron}
                    colour={RESOURCE_VISUALS.iron.colour}
                  />
                  <ProductionItem
                    label={t("build:names.resources.endurium")}
                    value={production.endurium}
                    colour={RESOURCE_VISUALS.endurium.colour}
                  />
                  <ProductionItem
                    label={t("build:names.resources.octarine")}
                    value={production.octarine}
                    colour={RESOURCE_VISUALS.octarine.colour}
                  />
                  <ProductionItem label={t("detail.research")} value={production.researchPoints} colour="#4fc3f7" />
                </Box>
                <Typography variant="caption" color="textSecondary">
                  {t("detail.productionNote")}
                </Typography>
              </>
            ) : (
              <Typography variant="body2" color="textSecondary">
                {t("detail.loading")}
              </Typography>
            )}
          </Box>
          <Box>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {t("detail.buildings")}
            </Typography>
            {entries.length === 0 ? (
              <Typography variant="body2" color="textSecondary">
                {t("detail.noBuildings")}
              </Typography>
            ) : (
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
                {entries.map((entry) => (
                  <Chip
                    key={entry.type}
                    size="small"
                    variant="outlined"
                    label={`${buildingName(entry.type)}: ${formatNumber(entry.count)}`}
                  />
                ))}
              </Stack>
            )}
          </Box>
          <Box>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {t("detail.stationedTroops")}
            </Typography>
            {planet.stationedUnits.length === 0 ? (
              <Typography variant="body2" color="textSecondary">
                {t("detail.noUnits")}
              </Typography>
            ) : (
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
                {planet.stationedUnits.map((unit) => (
                  <Chip
                    key={unit.type}
                    size="small"
                    variant="outlined"
                    label={stationedUnitText(unit.type, unit.count)}
                  />
                ))}
              </Stack>
            )}
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>{t("detail.close")}</Button>
        <LockableButton
          variant="contained"
          onClick={onBuild}
          disabled={free <= 0}
          title={free <= 0 ? t("detail.full") : undefined}
        >
          {t("detail.buildStructures")}
        </LockableButton>
      </DialogActions>
    </>
  );
}
