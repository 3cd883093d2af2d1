import { useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import type { Planet } from "@nova/contract";
import { ErrorState } from "../components/ErrorState.tsx";
import { LoadingState } from "../components/LoadingState.tsx";
import { SystemInfoFacts } from "../features/galaxy-map/SystemInfoFacts.tsx";
import { SystemOrbitView } from "../features/galaxy-map/SystemOrbitView.tsx";
import { useFleetMarkers } from "../features/galaxy-map/use-fleet-markers.ts";
import { useMapData, useMapFleets } from "../features/galaxy-map/use-map-data.ts";
import { PlanetInfoDialog } from "../features/planets/PlanetInfoDialog.tsx";
import { useActiveOperations } from "../features/operations/use-operations.ts";
import { focusFromQuery, parseFocus } from "../map/focus.ts";
import { NO_INTEL, intelOverlay } from "../map/intel-overlay.ts";
import { MAP_COLOURS } from "../map/palette.ts";
import { systemAt, type SceneSystem } from "../map/scene.ts";
import { GridMapCanvas, type GridMapHandle, type HoverInfo } from "./GridMapCanvas.tsx";
import { MapLegend } from "./MapLegend.tsx";
import { MapToolbar, type MapToggles } from "./MapToolbar.tsx";
import { SystemDrawer } from "./SystemDrawer.tsx";
import { useFillHeight } from "./use-fill-height.ts";

/** Below this width the map uses its phone layout (core-play section 9). */
export const MOBILE_BREAKPOINT_PX = 768;

interface Props {
  readonly galaxyId: string;
  readonly playerId: string | null;
}

/** The 2D grid map screen (core-play section 2): toolbar, canvas, tooltip, drawer, system view. */
export function GridMapView({ galaxyId, playerId }: Props) {
  const mobile = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT_PX - 0.05}px)`);
  const [search] = useSearchParams();
  const deepLink = focusFromQuery(search.get("focusX"), search.get("focusY"));
  const { layout, scene, viewer } = useMapData(galaxyId, playerId);
  const [toggles, setToggles] = useState<MapToggles>({
    portals: true,
    fleets: true,
    otherHomes: true,
    intelOps: false,
  });
  const fleetsQuery = useMapFleets(galaxyId, toggles.fleets && playerId !== null);
  const intelQuery = useActiveOperations(galaxyId, toggles.intelOps && playerId !== null);
  const intel = useMemo(
    () => (toggles.intelOps ? intelOverlay(intelQuery.data) : NO_INTEL),
    [toggles.intelOps, intelQuery.data],
  );
  const map = useRef<GridMapHandle>(null);
  const [hover, setHover] = useState<HoverInfo | null>(null);
  const [selected, setSelected] = useState<SceneSystem | null>(null);
  const [linkDismissed, setLinkDismissed] = useState(false);
  const [orbitSystem, setOrbitSystem] = useState<SceneSystem | null>(null);
  const [planetInfo, setPlanetInfo] = useState<Planet | null>(null);

  const fleets = useFleetMarkers(fleetsQuery.data?.fleets, toggles.fleets);
  // The map fills the window below the toolbar, whether the toolbar takes one row or two; the footer line
  // and the page's bottom padding stay in view.
  const [mapBox, setMapBox] = useState<HTMLDivElement | null>(null);
  const mapHeight = useFillHeight(mapBox, 80, 320);

  if (layout.isPending) return <LoadingState text="Charting the galaxy..." />;
  if (layout.isError || !scene) {
    return <ErrorState message="Failed to load galaxy map. Please try again." onRetry={() => void layout.refetch()} />;
  }

  // The selected system follows fresh ownership data. A deep link with `select=1` (the advisor's "explore now")
  // opens the focused system's drawer.
  const linked = deepLink && search.get("select") === "1" ? systemAt(scene, deepLink.x, deepLink.y) : null;
  const selectedNow = selected
    ? (systemAt(scene, selected.x, selected.y) ?? selected)
    : linked && !linkDismissed
      ? linked
      : null;

  const focus = (text: string): string | null => {
    const result = parseFocus(text, scene);
    if (!result.ok) return result.message;
    map.current?.centerOn(result.x, result.y);
    return null;
  };

  return (
    <Box>
      <MapToolbar
        toggles={toggles}
        onToggle={(key, value) => setToggles((t) => ({ ...t, [key]: value }))}
        onZoomIn={() => map.current?.zoomIn()}
        onZoomOut={() => map.current?.zoomOut()}
        onFit={() => map.current?.fit()}
        onHome={() => {
          if (scene.home) map.current?.centerOn(scene.home.x, scene.home.y);
        }}
        onFocus={focus}
        compact={mobile}
      />
      <Box
        ref={setMapBox}
        sx={{
          position: "relative",
          height: mapHeight ?? (mobile ? "calc(100vh - 300px)" : "calc(100vh - 290px)"),
          minHeight: 320,
          borderRadius: 2,
          overflow: "hidden",
          border: "1px solid",
          borderColor: "divider",
        }}
      >
        <GridMapCanvas
          ref={map}
          scene={scene}
          showPortals={toggles.portals}
          showOtherHomes={toggles.otherHomes}
          fleets={fleets}
          intelSystems={intel.intelSystems}
          forceFieldSystems={intel.forceFieldSystems}
          selected={selectedNow ? { x: selectedNow.x, y: selectedNow.y } : null}
          initialFocus={deepLink}
          onHover={setHover}
          onSelect={(s) => {
            setSelected(s);
            setLinkDismissed(true);
            setHover(null);
          }}
        />
        {hover && !mobile && (
          <Paper
            role="tooltip"
            data-testid="map-tooltip"
            elevation={8}
            sx={{
              position: "absolute",
              left: Math.min(hover.at.x + 16, 10_000),
              top: hover.at.y + 16,
              p: 1.25,
              pointerEvents: "none",
              minWidth: 200,
              bgcolor: "rgba(13, 20, 40, 0.95)",
              transform: hover.at.x > 600 ? "translateX(calc(-100% - 32px))" : undefined,
            }}
          >
            <SystemInfoFacts system={hover.system} dense />
            {intel.revealedOwners.get(`${hover.system.x},${hover.system.y}`) && (
              <Typography variant="caption" sx={{ color: MAP_COLOURS.intel }} data-testid="map-tooltip-intel">
                Intel: planets of {intel.revealedOwners.get(`${hover.system.x},${hover.system.y}`)?.join(", ")}
              </Typography>
            )}
          </Paper>
        )}
        <MapLegend intelOps={toggles.intelOps} />
      </Box>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }} data-testid="map-footer">
        Showing {scene.systems.length} systems in {scene.grid.width}×{scene.grid.height} grid
      </Typography>

      <SystemDrawer
        galaxyId={galaxyId}
        system={selectedNow}
        viewer={viewer}
        mobile={mobile}
        onClose={() => {
          setSelected(null);
          setLinkDismissed(true);
        }}
        onOpenSystemView={setOrbitSystem}
        onViewPlanet={setPlanetInfo}
      />
      <SystemOrbitView
        galaxyId={galaxyId}
        system={orbitSystem}
        viewer={viewer}
        onClose={() => setOrbitSystem(null)}
        onViewPlanet={setPlanetInfo}
      />
      {planetInfo && (
        <PlanetInfoDialog galaxyId={galaxyId} planetId={planetInfo.id} open onClose={() => setPlanetInfo(null)} />
      )}
    </Box>
  );
}
