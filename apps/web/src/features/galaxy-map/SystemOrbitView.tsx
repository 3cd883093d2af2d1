import { useState } from "react";
import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import CloseIcon from "@mui/icons-material/Close";
import RestartAltIcon from "@mui/icons-material/RestartAlt";
import ZoomInIcon from "@mui/icons-material/ZoomIn";
import ZoomOutIcon from "@mui/icons-material/ZoomOut";
import type { Planet } from "@nova/contract";
import {
  orbitLayout,
  stepSystemZoom,
  SYSTEM_ZOOM_DEFAULT,
  SYSTEM_ZOOM_MAX,
  SYSTEM_ZOOM_MIN,
} from "../../map/orbit-layout.ts";
import { planetOwnership } from "../../map/ownership.ts";
import { planetVisualType } from "../../map/planet-visuals.ts";
import type { Viewer } from "../../map/scene.ts";
import { starName, starTypeAt } from "../../map/star-catalogue.ts";
import { formatNumber } from "../../format/format-number.ts";
import { PLANET_TYPE_VISUALS } from "../planets/planet-type-visuals.ts";
import { MAP_COLOURS } from "../../map/palette.ts";
import { prefersReducedMotion } from "./use-fleet-markers.ts";
import { SystemPlanetList } from "./SystemPlanetList.tsx";
import { useSystemPlanets } from "./use-map-data.ts";

interface Props {
  readonly galaxyId: string;
  readonly system: { readonly x: number; readonly y: number; readonly systemType: "home" | "normal" } | null;
  readonly viewer: Viewer;
  readonly onClose: () => void;
  readonly onViewPlanet: (planet: Planet) => void;
}

const OWNERSHIP_RING = {
  unexplored: null,
  own: MAP_COLOURS.own,
  family: MAP_COLOURS.family,
  enemy: MAP_COLOURS.enemy,
} as const;

/** The full-screen orbit view of one system (core-play section 2): star, orbits, planets; zoom 50%-250%. */
export function SystemOrbitView({ galaxyId, system, viewer, onClose, onViewPlanet }: Props) {
  const { t } = useTranslation("map");
  const [zoom, setZoom] = useState(SYSTEM_ZOOM_DEFAULT);
  // "Reduce motion": no pulsing star, no animated zoom.
  const still = prefersReducedMotion();
  const planets = useSystemPlanets(galaxyId, system);
  const open = system !== null;
  const star = system ? starTypeAt(system.x, system.y) : null;
  const list = planets.data?.planets ?? [];
  const slots = system
    ? orbitLayout(
        system.x,
        system.y,
        list.map((p) => ({ index: p.planetId, size: p.size })),
      )
    : [];
  const starRadius = 30 + (star?.size ?? 1) * 22;

  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby="system-view-title">
      {system && star && (
        <Box sx={{ display: "flex", flexDirection: { xs: "column", md: "row" }, height: "100%", bgcolor: "#03050c" }}>
          <Box sx={{ position: "relative", flexGrow: 1, minHeight: 320, overflow: "hidden" }}>
            <Box sx={{ position: "absolute", top: 16, left: 16, zIndex: 1 }}>
              <Typography id="system-view-title" variant="h5" component="h2">
                {t("system.title", { x: system.x, y: system.y })}
              </Typography>
              <Typography color="textSecondary" data-testid="system-view-star">
                {t("orbit.star", {
                  name: starName(star),
                  starClass: star.starClass,
                  temperature: formatNumber(star.temperature),
                })}
              </Typography>
            </Box>
            <Box
              sx={{
                position: "absolute",
                top: 12,
                right: 12,
                zIndex: 1,
                display: "flex",
                gap: 1,
                alignItems: "center",
              }}
            >
              <Tooltip title={t("orbit.zoomOut")}>
                <span>
                  <IconButton
                    aria-label={t("orbit.zoomOut")}
                    disabled={zoom <= SYSTEM_ZOOM_MIN}
                    onClick={() => setZoom((z) => stepSystemZoom(z, -1))}
                  >
                    <ZoomOutIcon />
                  </IconButton>
                </span>
              </Tooltip>
              <Typography sx={{ minWidth: 48, textAlign: "center" }} data-testid="system-view-zoom">
                {Math.round(zoom * 100)}%
              </Typography>
              <Tooltip title={t("orbit.zoomIn")}>
                <span>
                  <IconButton
                    aria-label={t("orbit.zoomIn")}
                    disabled={zoom >= SYSTEM_ZOOM_MAX}
                    onClick={() => setZoom((z) => stepSystemZoom(z, 1))}
                  >
                    <ZoomInIcon />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title={t("orbit.resetZoom")}>
                <IconButton aria-label={t("orbit.resetZoom")} onClick={() => setZoom(SYSTEM_ZOOM_DEFAULT)}>
                  <RestartAltIcon />
                </IconButton>
              </Tooltip>
              <Button startIcon={<CloseIcon />} onClick={onClose} variant="outlined">
                {t("orbit.close")}
              </Button>
            </Box>
            <Box
              component="svg"
              viewBox="-500 -500 1000 1000"
              role="img"
              aria-label={t("orbit.label", { x: system.x, y: system.y })}
              data-testid="system-orbit-view"
              sx={{ position: "absolute", inset: 0, width: "100%", height: "100%" }}
            >
              <defs>
                <radialGradient id="star-gradient">
                  <stop offset="0%" stopColor={star.colors.core} />
                  <stop offset="55%" stopColor={star.colors.mid} />
                  <stop offset="100%" stopColor={star.colors.glow} />
                </radialGradient>
                <radialGradient id="star-glow">
                  <stop offset="0%" stopColor={star.colors.glow} stopOpacity={0.55 * star.luminosity} />
                  <stop offset="100%" stopColor={star.colors.glow} stopOpacity={0} />
                </radialGradient>
              </defs>
              <g transform={`scale(${zoom})`} style={still ? undefined : { transition: "transform 200ms" }}>
                <circle r={starRadius * 3} fill="url(#star-glow)" />
                {star.corona && (
                  <circle
                    r={starRadius * 1.35}
                    fill="none"
                    stroke={star.colors.glow}
                    strokeOpacity={0.35}
                    strokeWidth={6}
                  />
                )}
                <circle r={starRadius} fill="url(#star-gradient)">
                  {star.pulse && !still && (
                    <animate
                      attributeName="r"
                      values={`${starRadius};${starRadius * 1.06};${starRadius}`}
                      dur="3s"
                      repeatCount="indefinite"
                    />
                  )}
                </circle>
                {slots.map((slot) => (
                  <circle
                    key={`orbit-${slot.index}`}
                    r={slot.orbitRadius}
                    fill="none"
                    stroke="rgba(150, 180, 255, 0.16)"
                    strokeWidth={1.2 / zoom}
                  />
                ))}
                {slots.map((slot, i) => {
                  const planet = list[i];
                  if (!planet) return null;
                  const type = planetVisualType(system.x, system.y, planet.planetId, planet.planetType);
                  const visual = PLANET_TYPE_VISUALS[type];
                  const ring = OWNERSHIP_RING[planetOwnership(planet, viewer).standing];
                  return (
                    <g
                      key={planet.id}
                      transform={`translate(${slot.cx} ${slot.cy})`}
                      style={{ cursor: "pointer" }}
                      onClick={() => onViewPlanet(planet)}
                      data-testid={`orbit-planet-${planet.planetId}`}
                    >
                      <title>
                        {t("orbit.planet", { x: system.x, y: system.y, n: planet.planetId, type: visual.label })}
                      </title>
                      {ring && <circle r={slot.radius + 5} fill="none" stroke={ring} strokeWidth={2.5} />}
                      <circle
                        r={slot.radius}
                        fill={visual.colour}
                        stroke={visual.shade}
                        strokeWidth={slot.radius * 0.3}
                      />
                    </g>
                  );
                })}
              </g>
            </Box>
          </Box>
          <Box
            sx={{
              width: { xs: "100%", md: 380 },
              maxHeight: { xs: "45%", md: "100%" },
              overflowY: "auto",
              p: 2,
              borderLeft: { md: "1px solid" },
              borderTop: { xs: "1px solid", md: "none" },
              borderColor: "divider",
              bgcolor: "background.paper",
            }}
          >
            <Typography variant="h6" component="h3" sx={{ mb: 1.5 }}>
              {t("orbit.planets")}
            </Typography>
            <SystemPlanetList
              galaxyId={galaxyId}
              homeSystem={system.systemType === "home"}
              query={planets}
              viewer={viewer}
              onView={onViewPlanet}
            />
          </Box>
        </Box>
      )}
    </Dialog>
  );
}
