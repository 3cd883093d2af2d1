import { useState } from "react";
import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import type { Planet } from "@nova/contract";
import { planetLabel } from "@nova/rules";
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
  const { t } = useTranslation("map");
  const ownership = planetOwnership(planet, viewer);
  const ownershipLabel = ownership.standing === "enemy" ? ownership.label : t(`planet.ownership.${ownership.standing}`);
  const noEmpire = t("planet.noEmpire");
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
          <Typography sx={{ fontWeight: 700 }}>{t("planet.title", { label: planetLabel(planet.id) })}</Typography>
          <Typography variant="body2" color="textSecondary">
            {t("planet.typeAndSize", { type: PLANET_TYPE_VISUALS[type].label, size: formatNumber(planet.size) })}
          </Typography>
        </Box>
        <Chip
          size="small"
          color={STANDING_COLOUR[ownership.standing]}
          label={ownershipLabel}
          data-testid="planet-ownership"
        />
      </Box>
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", mt: 1.5 }}>
        {planet.isHomeWorld && <Chip size="small" variant="outlined" color="warning" label={t("planet.homeWorld")} />}
        {planet.buildings.some((b) => b.type === "portal" && b.count > 0) && (
          <Chip size="small" variant="outlined" color="secondary" label={t("planet.portal")} />
        )}
      </Box>
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", mt: 1 }}>
        <Button
          size="small"
          variant={ownership.action === "view" ? "contained" : "outlined"}
          onClick={() => onView(planet)}
        >
          {t("planet.view")}
        </Button>
        {ownership.action === "explore" &&
          (reservedSlot ? (
            <DisabledAction label={t("planet.explore")} reason={t("planet.reserved")} colour="success" />
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
              {isPending ? t("planet.sending") : t("planet.explore")}
            </Button>
          ) : (
            <DisabledAction label={t("planet.explore")} reason={noEmpire} colour="success" />
          ))}
        {ownership.action === "attack" &&
          (planet.isHomeWorld ? (
            <DisabledAction label={t("planet.attack")} reason={t("planet.homeWorldAttack")} colour="error" />
          ) : playing ? (
            <Button size="small" variant="outlined" color="error" onClick={() => setAttacking(true)}>
              {t("planet.attack")}
            </Button>
          ) : (
            <DisabledAction label={t("planet.attack")} reason={noEmpire} colour="error" />
          ))}
        {(ownership.action === "attack" || ownership.action === "explore") &&
          (playing ? (
            <Button size="small" variant="outlined" color="secondary" onClick={() => setOperating(true)}>
              {t("planet.operations")}
            </Button>
          ) : (
            <DisabledAction label={t("planet.operations")} reason={noEmpire} colour="secondary" />
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
          fromMap
        />
      )}
    </Card>
  );
}
