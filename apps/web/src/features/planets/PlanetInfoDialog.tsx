import type { ReactNode } from "react";
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
import { HOME_WORLD_ATTACK_MESSAGE, parsePlanetId, planetLabel } from "@nova/rules";
import { stationedUnitText } from "../fleets/fleet-format.ts";
import { useAuth } from "../../auth/auth-context.ts";
import { capitalize } from "../../format/capitalize.ts";
import { formatNumber } from "../../format/format-number.ts";
import { usePlayerStats } from "../empire/use-player-stats.ts";
import { useExplorePlanet } from "../fleets/useExplorePlanet.ts";
import { familyLabel } from "../empire/family-label.ts";
import { HOME_SLOT_RESERVED_MESSAGE, isHomeSlot, useHomeSystems } from "../galaxy-map/home-slots.ts";
import { galaxyQuery } from "../game/use-game-context.ts";
import { DisabledAction } from "./DisabledAction.tsx";
import { bonusLabel, buildingEntries } from "./planet-facts.ts";
import { isFamilyPlanet, planetMode, type PlanetMode } from "./planet-mode.ts";
import { fullPlanetId } from "./planet-ref.ts";
import { PLANET_TYPE_VISUALS } from "./planet-type-visuals.ts";
import { PlanetTypeIcon } from "./PlanetTypeIcon.tsx";
import { usePlanet } from "./use-planet.ts";
import { ForceFieldChip } from "./ForceFieldChip.tsx";
import { portalForceFields, type PortalForceField } from "./portal-force-field.ts";
import { useActiveOperations } from "../operations/use-operations.ts";
import { Fact } from "../../components/Fact.tsx";
import { LocalTime } from "../local-time/LocalTime.tsx";

export interface PlanetInfoDialogProps {
  readonly galaxyId: string;
  /** The full id (`demo:12,4:2`) or the short reference (`12,4:2`). */
  readonly planetId: string;
  readonly open: boolean;
  readonly onClose: () => void;
}

const MODE_CHIP: Readonly<Record<PlanetMode, { label: string; colour: "success" | "error" | "default" }>> = {
  own: { label: "Your Planet", colour: "success" },
  enemy: { label: "Enemy Planet", colour: "error" },
  neutral: { label: "Unclaimed", colour: "default" },
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
        <Box component="span">Planet {label}</Box>
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: "absolute", right: 8, top: 8 }}>
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
  const parsed = parsePlanetId(id);
  return (
    <Stack spacing={2}>
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        Could not load this planet&apos;s details.
      </Alert>
      {parsed && (
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: "repeat(3, 1fr)" }}>
          <Fact label="Coordinates" value={`${parsed.x}, ${parsed.y}`} />
          <Fact label="Planet" value={parsed.index} />
          <Fact label="Type" value="Unknown" />
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
  const owner = planet.visibility === "owner";
  const buildings = buildingEntries(planet);
  const chip = family ? { label: "Family Member", colour: "default" as const } : MODE_CHIP[mode];
  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
        <Chip size="small" color={chip.colour} label={chip.label} data-testid="planet-mode-chip" />
        {planet.isHomeWorld && <Chip size="small" color="primary" variant="outlined" label="Home World" />}
        {planet.bonus && <Chip size="small" color="secondary" variant="outlined" label={bonusLabel(planet.bonus)} />}
        <ForceFieldChip field={forceField} />
      </Stack>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "repeat(2, 1fr)", sm: "repeat(3, 1fr)" } }}>
        <Fact label="Type" value={PLANET_TYPE_VISUALS[planet.planetType].label} testId="planet-info-type" />
        <Fact label="Size" value={formatNumber(planet.size)} testId="planet-info-size" />
        <Fact label="Coordinates" value={`${planet.coordinates.x}, ${planet.coordinates.y}`} />
        <Fact label="Owner" value={planet.ownerName ?? "None"} testId="planet-info-owner" />
        <Fact
          label="Owner Family"
          value={planet.ownerFamilyName ?? (planet.ownerFamilyId ? familyLabel(planet.ownerFamilyId) : "None")}
        />
        <Fact label="Owner Networth" value={planet.ownerNetworth === null ? "—" : formatNumber(planet.ownerNetworth)} />
        <Fact label="Owned Since" value={<LocalTime value={planet.claimedAt} />} />
        {owner && planet.population !== null && (
          <Fact
            label="Population"
            value={`${formatNumber(planet.population)} / ${formatNumber(planet.maxPopulation ?? 0)}`}
          />
        )}
      </Box>
      <Divider />
      <Section title="Buildings">
        {!owner ? (
          <Typography variant="body2" color="textSecondary">
            Only the owner can see this planet&apos;s buildings.
          </Typography>
        ) : buildings.length === 0 ? (
          <Typography variant="body2" color="textSecondary">
            No buildings yet.
          </Typography>
        ) : (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }} data-testid="planet-info-buildings">
            {buildings.map((b) => (
              <Chip key={b.type} size="small" variant="outlined" label={`${capitalize(b.type)}: ${b.count}`} />
            ))}
          </Stack>
        )}
      </Section>
      <Section title="Stationed Units">
        {!owner ? (
          <Typography variant="body2" color="textSecondary">
            Only the owner can see the units stationed here.
          </Typography>
        ) : planet.stationedUnits.length === 0 ? (
          <Typography variant="body2" color="textSecondary">
            No units stationed.
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
  const navigate = useNavigate();
  const { explore, isPending: exploring, canExplore } = useExplorePlanet(galaxyId);
  const homes = useHomeSystems(galaxyId, mode === "neutral");
  const reserved = homes !== null && isHomeSlot(planet.coordinates, homes);
  const go = (path: string, extra: Record<string, string>) => {
    onClose();
    void navigate(`${path}${galaxyQuery(galaxyId, extra)}`);
  };
  const familyReason = "You cannot act on a family member's planet";
  return (
    <DialogActions sx={{ flexWrap: "wrap", gap: 1, px: 3, py: 2 }}>
      {mode === "own" && (
        <>
          <Button variant="contained" onClick={() => go("/planets", { planetId: planet.id, action: "build" })}>
            Build Buildings
          </Button>
          <Button variant="outlined" onClick={() => go("/fleets", { action: "station", targetPlanet: planet.id })}>
            Station Units
          </Button>
        </>
      )}
      {mode === "enemy" &&
        (family ? (
          <>
            <DisabledAction label="Attack Planet" reason={familyReason} colour="error" />
            <DisabledAction label="Cast Spell" reason={familyReason} />
            <DisabledAction label="Send Operation" reason={familyReason} />
          </>
        ) : (
          <>
            {planet.isHomeWorld ? (
              <DisabledAction label="Attack Planet" reason={HOME_WORLD_ATTACK_MESSAGE} colour="error" />
            ) : (
              <Button
                variant="contained"
                color="error"
                onClick={() => go("/fleets", { action: "attack", targetPlanet: planet.id })}
              >
                Attack Planet
              </Button>
            )}
            <Button
              variant="outlined"
              color="secondary"
              onClick={() => go("/operations", { tab: "spells", targetPlanet: planet.id })}
            >
              Cast Spell
            </Button>
            <Button variant="outlined" onClick={() => go("/operations", { tab: "ops", targetPlanet: planet.id })}>
              Send Operation
            </Button>
          </>
        ))}
      {mode === "neutral" && reserved && (
        <DisabledAction label="Explore & Colonize" reason={HOME_SLOT_RESERVED_MESSAGE} colour="success" />
      )}
      {mode === "neutral" && !reserved && (
        <Button
          variant="contained"
          color="success"
          disabled={exploring || !canExplore}
          onClick={() =>
            void explore(planet.id).then((outcome) => {
              if (outcome.ok) onClose();
            })
          }
        >
          {exploring ? "Sending Explorer..." : "Explore & Colonize"}
        </Button>
      )}
      <Box sx={{ flexGrow: 1 }} />
      <Button onClick={onClose}>Close</Button>
    </DialogActions>
  );
}
