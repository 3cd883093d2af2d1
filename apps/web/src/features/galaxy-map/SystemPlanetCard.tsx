import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import type { Planet } from "@nova/contract";
import { HOME_WORLD_ATTACK_MESSAGE, planetLabel } from "@nova/rules";
import { formatNumber } from "../../format/format-number.ts";
import { planetOwnership } from "../../map/ownership.ts";
import { planetVisualType } from "../../map/planet-visuals.ts";
import type { Viewer } from "../../map/scene.ts";
import { AttackPlanetDialog } from "../fleets/AttackPlanetDialog.tsx";
import { useExplorePlanet } from "../fleets/useExplorePlanet.ts";
import { HomeFleetEstimate } from "../guidance/HomeFleetEstimate.tsx";
import { HOME_SLOT_RESERVED_MESSAGE } from "./home-slots.ts";
import { MapOperationDialog } from "../operations/MapOperationDialog.tsx";
import { DisabledAction } from "../planets/DisabledAction.tsx";
import { PLANET_TYPE_VISUALS } from "../planets/planet-type-visuals.ts";
import { PlanetTypeIcon } from "../planets/PlanetTypeIcon.tsx";

const STANDING_COLOUR = { unexplored: "default", own: "success", family: "info", enemy: "error" } as const;

/** Why map actions are greyed out (never a fake success). */
export const NOT_AVAILABLE = {
  noEmpire: "Found an empire in this galaxy first",
  reserved: HOME_SLOT_RESERVED_MESSAGE,
} as const;

interface Props {
  readonly galaxyId: string;
  readonly planet: Planet;
  readonly viewer: Viewer;
  readonly onView: (planet: Planet) => void;
  /** The planet is a free slot of a family home system: only registration claims those. */
  readonly reservedSlot: boolean;
  /** A fleet was sent or an operation succeeded from this card: the map reloads shortly. */
  readonly onChanged: () => void;
}

/** A planet in a system drawer or system view, with the label and actions its ownership allows. */
export function SystemPlanetCard({ galaxyId, planet, viewer, onView, reservedSlot, onChanged }: Props) {
  const ownership = planetOwnership(planet, viewer);
  const { explore, isPending, canExplore } = useExplorePlanet(galaxyId);
  const [attacking, setAttacking] = useState(false);
  const [operating, setOperating] = useState(false);
  const playing = canExplore && viewer.playerId !== null;
  const { x, y } = planet.coordinates;
  const type = planetVisualType(x, y, planet.planetId, planet.planetType);
  return (
    <Card variant="outlined" sx={{ p: 1.5 }} data-testid={`system-planet-${planet.planetId}`}>
      <Box sx={{ display: "flex", gap: 1.5, alignItems: "center" }}>
        <PlanetTypeIcon type={type} size={36} />
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>Planet {planetLabel(planet.id)}</Typography>
          <Typography variant="body2" color="textSecondary">
            {PLANET_TYPE_VISUALS[type].label} · size {formatNumber(planet.size)}
          </Typography>
        </Box>
        <Chip
          size="small"
          color={STANDING_COLOUR[ownership.standing]}
          label={ownership.label}
          data-testid="planet-ownership"
        />
      </Box>
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", mt: 1.5 }}>
        {planet.isHomeWorld && <Chip size="small" variant="outlined" color="warning" label="Home World" />}
        {planet.buildings.some((b) => b.type === "portal" && b.count > 0) && (
          <Chip size="small" variant="outlined" color="secondary" label="Portal" />
        )}
      </Box>
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", mt: 1 }}>
        <Button
          size="small"
          variant={ownership.action === "view" ? "contained" : "outlined"}
          onClick={() => onView(planet)}
        >
          View Planet
        </Button>
        {ownership.action === "explore" &&
          (reservedSlot ? (
            <DisabledAction label="Explore" reason={NOT_AVAILABLE.reserved} colour="success" />
          ) : playing ? (
            <Button
              size="small"
              variant="outlined"
              color="success"
              disabled={isPending}
              onClick={() =>
                void explore(planet.id).then((outcome) => {
                  if (outcome.ok) onChanged();
                })
              }
            >
              {isPending ? "Sending..." : "Explore"}
            </Button>
          ) : (
            <DisabledAction label="Explore" reason={NOT_AVAILABLE.noEmpire} colour="success" />
          ))}
        {ownership.action === "attack" &&
          (planet.isHomeWorld ? (
            <DisabledAction label="Attack" reason={HOME_WORLD_ATTACK_MESSAGE} colour="error" />
          ) : playing ? (
            <Button size="small" variant="outlined" color="error" onClick={() => setAttacking(true)}>
              Attack
            </Button>
          ) : (
            <DisabledAction label="Attack" reason={NOT_AVAILABLE.noEmpire} colour="error" />
          ))}
        {(ownership.action === "attack" || ownership.action === "explore") &&
          (playing ? (
            <Button size="small" variant="outlined" color="secondary" onClick={() => setOperating(true)}>
              Operations
            </Button>
          ) : (
            <DisabledAction label="Operations" reason={NOT_AVAILABLE.noEmpire} colour="secondary" />
          ))}
      </Box>
      {ownership.action === "attack" && !planet.isHomeWorld && playing && (
        <Box sx={{ mt: 1.5 }} data-testid="drawer-estimate">
          <HomeFleetEstimate galaxyId={galaxyId} planetId={planet.id} ownerId={planet.ownerId} />
        </Box>
      )}
      {operating && (
        <MapOperationDialog
          galaxyId={galaxyId}
          planet={{ planetId: planet.id, ownerId: planet.ownerId, ownerName: planet.ownerName }}
          onClose={() => setOperating(false)}
          onSucceeded={onChanged}
        />
      )}
      {attacking && (
        <AttackPlanetDialog
          galaxyId={galaxyId}
          targetPlanetId={planet.id}
          open
          onClose={() => setAttacking(false)}
          onSent={onChanged}
        />
      )}
    </Card>
  );
}
