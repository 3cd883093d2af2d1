import { useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import type { Fleet, RouteResponse } from "@nova/contract";
import { planetLabel } from "@nova/rules";
import { useTranslation } from "react-i18next";
import { MoveFleetForm, movableFleets } from "./MoveFleetDialog.tsx";
import { StationFromFleetForm } from "./StationFromFleetForm.tsx";
import { parseTargetPlanet } from "./target-planet.ts";
import { totalUnits } from "./fleet-format.ts";

export interface StationUnitsDialogProps {
  readonly galaxyId: string;
  /** One of the player's planets: its full id (`demo:12,4:2`) or the short form (`12,4:2`). */
  readonly targetPlanetId: string;
  /** The player's fleets (the home fleet, idle fleets and the stationed or arrived fleets that may move). */
  readonly fleets: readonly Fleet[];
  readonly open: boolean;
  readonly onClose: () => void;
  /** Called after the server accepted units sent from the home fleet (the dialog has closed and toasted). */
  readonly onSent?: (answer: RouteResponse<"sendFleet">) => void;
}

type Source = "home" | "move";

/** Where units may leave from to station: the home fleet first, then every idle fleet holding units. */
export const stationSources = (fleets: readonly Fleet[]): Fleet[] =>
  [...fleets]
    .filter((f) => f.isHomeFleet || (f.status === "idle" && totalUnits(f.units) > 0))
    .sort((a, b) => Number(b.isHomeFleet) - Number(a.isHomeFleet));

/**
 * Station Units (core-play sections 2 and 6: the planet dialog's action and `/fleets?action=station`): units
 * from the home fleet (or an idle fleet) go to one of the player's planets and station there on arrival,
 * instantly between two portals; or, when one exists, a stationed or arrived fleet moves there whole.
 */
export function StationUnitsDialog({
  galaxyId,
  targetPlanetId,
  fleets,
  open,
  onClose,
  onSent,
}: StationUnitsDialogProps) {
  const { t } = useTranslation("fleets");
  const target = parseTargetPlanet(targetPlanetId, galaxyId);
  const label = target ? planetLabel(target) : targetPlanetId;
  const sources = stationSources(fleets);
  const movable = movableFleets(fleets).filter((f) => f.locationPlanetId !== target);
  // Start on moving a fleet when nothing at home can go: no units there, or the target is the home world.
  const homeCanGo = sources.some((f) => totalUnits(f.units) > 0 && !(f.isHomeFleet && f.homePlanetId === target));
  const [source, setSource] = useState<Source>(homeCanGo || movable.length === 0 ? "home" : "move");

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" data-testid="station-units-dialog">
      <DialogTitle>{t("station.title", { planet: label })}</DialogTitle>
      {open && !target && (
        <DialogContent>
          <Alert severity="error">{t("form.unknownPlanet", { planet: targetPlanetId })}</Alert>
        </DialogContent>
      )}
      {open && target && movable.length > 0 && (
        <Box sx={{ px: 3, pb: 2 }}>
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            color="primary"
            value={source}
            onChange={(_, next: Source | null) => next && setSource(next)}
            aria-label={t("station.sourceLabel")}
            data-testid="station-source"
          >
            <ToggleButton value="home">{t("station.fromHome")}</ToggleButton>
            <ToggleButton value="move">{t("station.moveStationed")}</ToggleButton>
          </ToggleButtonGroup>
        </Box>
      )}
      {open &&
        target &&
        (source === "move" && movable.length > 0 ? (
          <MoveFleetForm galaxyId={galaxyId} fleets={movable} initialTarget={label} onClose={onClose} />
        ) : (
          <StationFromFleetForm
            galaxyId={galaxyId}
            target={target}
            sources={sources}
            onClose={onClose}
            onSent={onSent}
          />
        ))}
    </Dialog>
  );
}
