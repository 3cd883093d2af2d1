import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import CloseIcon from "@mui/icons-material/Close";
import type { Planet } from "@nova/contract";
import { parsePlanetId, planetLabel } from "@nova/rules";
import { useAuth } from "../../auth/auth-context.ts";
import { buildingName } from "../build/game-names.ts";
import { formatNumber } from "../../format/format-number.ts";
import { usePlayerStats } from "../empire/use-player-stats.ts";
import { useExplorePlanet } from "../fleets/useExplorePlanet.ts";
import { familyLabel } from "../empire/family-label.ts";
import { isHomeSlot, useHomeSystems } from "../galaxy-map/home-slots.ts";
import { galaxyQuery } from "../game/use-game-context.ts";
import { DisabledAction } from "./DisabledAction.tsx";
import { bonusLabel, buildingEntries, stationedUnitText } from "./planet-facts.ts";
import { isFamilyPlanet, planetMode, type PlanetMode } from "./planet-mode.ts";
import { fullPlanetId } from "./planet-ref.ts";
import { planetTypeLabel } from "./planet-type-visuals.ts";
import { PlanetTypeIcon } from "./PlanetTypeIcon.tsx";
import { usePlanet } from "./use-planet.ts";
import { ForceFieldChip } from "./ForceFieldChip.tsx";
import { portalForceFields, type PortalForceField } from "./portal-force-field.ts";
import { useActiveOperations } from "../operations/use-operations.ts";
import { Fact } from "../../components/Fact.tsx";
import { LockableButton } from "../rounds/LockableButton.tsx";
import { LocalTime } from "../local-time/LocalTime.tsx";

export interface PlanetInfoDialogProps {
  readonly galaxyId: string;
  /** The full id (`demo:12,4:2`) or the short reference (`12,4:2`). */
  readonly planetId: string;
  readonly open: boolean;
  readonly onClose: () => void;
}

const MODE_COLOUR: Readonly<Record<PlanetMode | "family", "success" | "error" | "default">> = {
  own: "success",
  enemy: "error",
  neutral: "default",
  family: "default",
};

function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The planet information dialog (core-play section 2), opened from any planet link: facts, owner and what
 * the current player may do there: building, stationing and attacking lead to their screens, exploring sends
 * one explorer from the home fleet. Spells and operations open the Operations screen aimed at the planet.
 */
export function PlanetInfoDialog({ galaxyId, planetId, open, onClose }: PlanetInfoDialogProps) {
  // The `build` catalogue names the buildings, units and resources.
  const { t } = useTranslation(["planets", "build"]);
  const id = fullPlanetId(galaxyId, planetId);
  const planet = usePlanet(galaxyId, id, open);
  const { profile } = useAuth();
  const playerId = profile?.players.find((p) => p.galaxyId === galaxyId)?.playerId ?? null;
  const stats = usePlayerStats(galaxyId, open && playerId !== null);
  const label = planetLabel(id);
  // Force fields are plain to see: the owner learns their portal is held, an attacker that it cannot be used.
  const operations = useActiveOperations(galaxyId, open && playerId !== null);
  const forceField = portalForceFields(operations.data).get(id) ?? null;
  const mode = planet.data ? planetMode(planet.data.ownerId, playerId) : "neutral";
  // A family member's planet is another player's, so "enemy" by the spec's rule, yet nothing may be done to it.
  const family = mode === "enemy" && isFamilyPlanet(planet.data?.ownerFamilyId ?? null, stats.data?.familyId ?? null);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" data-testid="planet-info-dialog">
      <DialogTitle sx={{ display: "flex", alignItems: "center", gap: 1.5, pr: 6 }}>
        <PlanetTypeIcon type={planet.data?.planetType ?? "unknown"} size={36} />
        <Box component="span">{t("info.title", { planet: label })}</Box>
        <IconButton aria-label={t("info.close")} onClick={onClose} sx={{ position: "absolute", right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {planet.isPending ? (
          <Box sx={{ display: "grid", placeItems: "center", py: 4 }} role="status">
            <CircularProgress size={32} />
          </Box>
        ) : planet.isError ? (
          <PlanetStub id={id} onRetry={() => void planet.refetch()} />
        ) : (
          <PlanetDetails planet={planet.data} mode={mode} family={family} forceField={forceField} />
        )}
      </DialogContent>
      {planet.isSuccess && (
        <PlanetActions galaxyId={galaxyId} planet={planet.data} mode={mode} family={family} onClose={onClose} />
      )}
    </Dialog>
  );
}

/** What can be told from the id alone when the planet could not be loaded (core-play section 7). */
function PlanetStub({ id, onRetry }: { readonly id: string; readonly onRetry: () => void }) {
  const { t } = useTranslation("planets");
  const parsed = parsePlanetId(id);
  return (
    <Stack spacing={2}>
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t("info.retry")}
          </Button>
        }
      >
        {t("info.loadFailed")}
      </Alert>
      {parsed && (
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: "repeat(3, 1fr)" }}>
          <Fact label={t("info.coordinates")} value={`${parsed.x}, ${parsed.y}`} />
          <Fact label={t("info.planet")} value={parsed.index} />
          <Fact label={t("info.type")} value={t("info.unknown")} />
        </Box>
      )}
    </Stack>
  );
}

function PlanetDetails({
  planet,
  mode,
  family,
  forceField,
}: {
  readonly planet: Planet;
  readonly mode: PlanetMode;
  readonly family: boolean;
  readonly forceField: PortalForceField | null;
}) {
  const { t } = useTranslation(["planets", "build"]);
  const owner = planet.visibility === "owner";
  const buildings = buildingEntries(planet);
  const chipKind = family ? "family" : mode;
  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
        <Chip
          size="small"
          color={MODE_COLOUR[chipKind]}
          label={t(`info.modes.${chipKind}`)}
          data-testid="planet-mode-chip"
        />
        {planet.isHomeWorld && <Chip size="small" color="primary" variant="outlined" label={t("info.homeWorld")} />}
        {planet.bonus && <Chip size="small" color="secondary" variant="outlined" label={bonusLabel(planet.bonus)} />}
        <ForceFieldChip field={forceField} />
      </Stack>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "repeat(2, 1fr)", sm: "repeat(3, 1fr)" } }}>
        <Fact label={t("info.type")} value={planetTypeLabel(planet.planetType)} testId="planet-info-type" />
        <Fact label={t("info.size")} value={formatNumber(planet.size)} testId="planet-info-size" />
        <Fact label={t("info.coordinates")} value={`${planet.coordinates.x}, ${planet.coordinates.y}`} />
        <Fact label={t("info.owner")} value={planet.ownerName ?? t("info.none")} testId="planet-info-owner" />
        <Fact
          label={t("info.ownerFamily")}
          value={planet.ownerFamilyName ?? (planet.ownerFamilyId ? familyLabel(planet.ownerFamilyId) : t("info.none"))}
        />
        <Fact
          label={t("info.ownerNetworth")}
          value={planet.ownerNetworth === null ? "—" : formatNumber(planet.ownerNetworth)}
        />
        <Fact label={t("info.ownedSince")} value={<LocalTime value={planet.claimedAt} />} />
        {owner && planet.population !== null && (
          <Fact
            label={t("info.population")}
            value={`${formatNumber(planet.population)} / ${formatNumber(planet.maxPopulation ?? 0)}`}
          />
        )}
      </Box>
      <Divider />
      <Section title={t("info.buildings")}>
        {!owner ? (
          <Typography variant="body2" color="textSecondary">
            {t("info.ownerOnlyBuildings")}
          </Typography>
        ) : buildings.length === 0 ? (
          <Typography variant="body2" color="textSecondary">
            {t("info.noBuildings")}
          </Typography>
        ) : (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }} data-testid="planet-info-buildings">
            {buildings.map((b) => (
              <Chip
                key={b.type}
                size="small"
                variant="outlined"
                label={`${buildingName(b.type)}: ${formatNumber(b.count)}`}
              />
            ))}
          </Stack>
        )}
      </Section>
      <Section title={t("info.stationedUnits")}>
        {!owner ? (
          <Typography variant="body2" color="textSecondary">
            {t("info.ownerOnlyUnits")}
          </Typography>
        ) : planet.stationedUnits.length === 0 ? (
          <Typography variant="body2" color="textSecondary">
            {t("info.noUnits")}
          </Typography>
        ) : (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
            {planet.stationedUnits.map((u) => (
              <Chip key={u.type} size="small" variant="outlined" label={stationedUnitText(u.type, u.count)} />
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}

function PlanetActions({
  galaxyId,
  planet,
  mode,
  family,
  onClose,
}: {
  readonly galaxyId: string;
  readonly planet: Planet;
  readonly mode: PlanetMode;
  readonly family: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation("planets");
  const navigate = useNavigate();
  const { explore, isPending: exploring, canExplore } = useExplorePlanet(galaxyId);
  const homes = useHomeSystems(galaxyId, mode === "neutral");
  const reserved = homes !== null && isHomeSlot(planet.coordinates, homes);
  const go = (path: string, extra: Record<string, string>) => {
    onClose();
    void navigate(`${path}${galaxyQuery(galaxyId, extra)}`);
  };
  const familyReason = t("info.familyReason");
  return (
    <DialogActions sx={{ flexWrap: "wrap", gap: 1, px: 3, py: 2 }}>
      {mode === "own" && (
        <>
          <Button variant="contained" onClick={() => go("/planets", { planetId: planet.id, action: "build" })}>
            {t("info.buildBuildings")}
          </Button>
          <Button variant="outlined" onClick={() => go("/fleets", { action: "station", targetPlanet: planet.id })}>
            {t("info.stationUnits")}
          </Button>
        </>
      )}
      {mode === "enemy" &&
        (family ? (
          <>
            <DisabledAction label={t("info.attack")} reason={familyReason} colour="error" />
            <DisabledAction label={t("info.castSpell")} reason={familyReason} />
            <DisabledAction label={t("info.sendOperation")} reason={familyReason} />
          </>
        ) : (
          <>
            {planet.isHomeWorld ? (
              <DisabledAction label={t("info.attack")} reason={t("info.homeWorldReason")} colour="error" />
            ) : (
              <Button
                variant="contained"
                color="error"
                onClick={() => go("/fleets", { action: "attack", targetPlanet: planet.id })}
              >
                {t("info.attack")}
              </Button>
            )}
            <Button
              variant="outlined"
              color="secondary"
              onClick={() => go("/operations", { tab: "spells", targetPlanet: planet.id })}
            >
              {t("info.castSpell")}
            </Button>
            <Button variant="outlined" onClick={() => go("/operations", { tab: "ops", targetPlanet: planet.id })}>
              {t("info.sendOperation")}
            </Button>
          </>
        ))}
      {mode === "neutral" && reserved && (
        <DisabledAction label={t("info.explore")} reason={t("info.homeSlotReason")} colour="success" />
      )}
      {mode === "neutral" && !reserved && (
        <LockableButton
          variant="contained"
          color="success"
          disabled={exploring || !canExplore}
          onClick={() =>
            void explore(planet.id).then((outcome) => {
              if (outcome.ok) onClose();
            })
          }
        >
          {exploring ? t("info.exploring") : t("info.explore")}
        </LockableButton>
      )}
      <Box sx={{ flexGrow: 1 }} />
      <Button onClick={onClose}>{t("info.close")}</Button>
    </DialogActions>
  );
}
