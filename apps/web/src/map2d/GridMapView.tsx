import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import GridOnIcon from "@mui/icons-material/GridOn";
import TableRowsIcon from "@mui/icons-material/TableRows";
import useMediaQuery from "@mui/material/useMediaQuery";
import type { Planet } from "@nova/contract";
import { ErrorState } from "../components/ErrorState.tsx";
import { LoadingState } from "../components/LoadingState.tsx";
import { SystemInfoFacts, useSystemTexts } from "../features/galaxy-map/SystemInfoFacts.tsx";
import { SystemOrbitView } from "../features/galaxy-map/SystemOrbitView.tsx";
import { useFleetMarkers } from "../features/galaxy-map/use-fleet-markers.ts";
import { useMapData, useMapFleets } from "../features/galaxy-map/use-map-data.ts";
import { PlanetInfoDialog } from "../features/planets/PlanetInfoDialog.tsx";
import { useActiveOperations } from "../features/operations/use-operations.ts";
import { focusFromQuery, parseFocus, type FocusResult } from "../map/focus.ts";
import { NO_INTEL, intelOverlay } from "../map/intel-overlay.ts";
import { MAP_COLOURS } from "../map/palette.ts";
import type { CellRange } from "../map/coordinates.ts";
import { relationOf, systemAt, type SceneSystem } from "../map/scene.ts";
import { GridMapCanvas, type GridMapHandle, type HoverInfo } from "./GridMapCanvas.tsx";
import { MapLegend } from "./MapLegend.tsx";
import { MapTable } from "./MapTable.tsx";
import { MapToolbar, type MapToggles } from "./MapToolbar.tsx";
import { SystemDrawer } from "./SystemDrawer.tsx";
import { useFillHeight } from "./use-fill-height.ts";

/** Below this width the map uses its phone layout (core-play section 9). */
export const MOBILE_BREAKPOINT_PX = 768;

interface Props {
  readonly galaxyId: string;
  readonly playerId: string | null;
}

/** Text for screen readers only (the keyboard help and the cursor's live region). */
const VISUALLY_HIDDEN = {
  position: "absolute",
  width: 1,
  height: 1,
  p: 0,
  m: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;

/**
 * The 2D grid map screen (core-play section 2): toolbar, canvas, tooltip, drawer, system view; operable by
 * keyboard, with the "Map as table" view as its text alternative (issue 15).
 */
export function GridMapView({ galaxyId, playerId }: Props) {
  const { t } = useTranslation("map");
  const texts = useSystemTexts();
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
  const [cursor, setCursor] = useState<HoverInfo | null>(null);
  const [cursorShown, setCursorShown] = useState(false);
  const [view, setView] = useState<"map" | "table">("map");
  const [tableRange, setTableRange] = useState<CellRange | null>(null);

  const fleets = useFleetMarkers(fleetsQuery.data?.fleets, toggles.fleets);
  // The map fills the window below the toolbar, whether the toolbar takes one row or two; the footer line
  // and the page's bottom padding stay in view.
  const [mapBox, setMapBox] = useState<HTMLDivElement | null>(null);
  const mapHeight = useFillHeight(mapBox, 80, 320);

  if (layout.isPending) return <LoadingState text={t("grid.loading")} />;
  if (layout.isError || !scene) {
    return <ErrorState message={t("grid.failed")} onRetry={() => void layout.refetch()} />;
  }

  // The selected system follows fresh ownership data. A deep link with `select=1` (the advisor's "explore now")
  // opens the focused system's drawer.
  const linked = deepLink && search.get("select") === "1" ? systemAt(scene, deepLink.x, deepLink.y) : null;
  const selectedNow = selected
    ? (systemAt(scene, selected.x, selected.y) ?? selected)
    : linked && !linkDismissed
      ? linked
      : null;

  const focus = (text: string): FocusResult => {
    const result = parseFocus(text, scene);
    if (result.ok) map.current?.centerOn(result.x, result.y);
    return result;
  };

  const select = (s: SceneSystem) => {
    setSelected(s);
    setLinkDismissed(true);
    setHover(null);
  };

  const cursorSystem = cursor ? (systemAt(scene, cursor.system.x, cursor.system.y) ?? cursor.system) : null;
  const announcement = cursorSystem
    ? t("grid.cursor", {
        x: cursorSystem.x,
        y: cursorSystem.y,
        type: texts.type(cursorSystem),
        planets: cursorSystem.planetCount,
        owner: texts.owner(cursorSystem),
        relation: texts.relation(relationOf(cursorSystem)),
      })
    : "";
  const tip = hover ?? (cursorShown && cursor && cursorSystem ? { system: cursorSystem, at: cursor.at } : null);

  return (
    <Box>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        aria-label={t("grid.view")}
        onChange={(_, next: "map" | "table" | null) => {
          if (!next) return;
          if (next === "table") setTableRange(map.current?.visibleRange() ?? null);
          setView(next);
        }}
        sx={{ mb: 1.5 }}
      >
        <ToggleButton value="map" data-testid="map-view-map">
          <GridOnIcon fontSize="small" sx={{ mr: 0.75 }} />
          {t("grid.viewMap")}
        </ToggleButton>
        <ToggleButton value="table" data-testid="map-view-table">
          <TableRowsIcon fontSize="small" sx={{ mr: 0.75 }} />
          {t("grid.viewTable")}
        </ToggleButton>
      </ToggleButtonGroup>
      {view === "table" && (
        <MapTable
          galaxyId={galaxyId}
          scene={scene}
          viewer={viewer}
          inView={tableRange}
          fleets={fleetsQuery.data?.fleets}
          onOpen={select}
          onShowOnMap={(s) => {
            setView("map");
            requestAnimationFrame(() => map.current?.centerOn(s.x, s.y));
          }}
          onViewPlanet={setPlanetInfo}
        />
      )}
      <Box sx={view === "table" ? { display: "none" } : undefined}>
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
            onSelect={select}
            cursor={cursor ? { x: cursor.system.x, y: cursor.system.y } : null}
            onCursor={(next) => {
              if (next) setCursor(next);
              setCursorShown(next !== null);
            }}
            describedBy="grid-map-keys"
          />
          <Box id="grid-map-keys" sx={VISUALLY_HIDDEN}>
            {t("grid.keys")}
          </Box>
          <Box role="status" aria-live="polite" data-testid="map-cursor-status" sx={VISUALLY_HIDDEN}>
            {cursorShown ? announcement : ""}
          </Box>
          {tip && !mobile && (
            <Paper
              role="tooltip"
              data-testid="map-tooltip"
              elevation={8}
              sx={{
                position: "absolute",
                left: Math.min(tip.at.x + 16, 10_000),
                top: tip.at.y + 16,
                p: 1.25,
                pointerEvents: "none",
                minWidth: 200,
                bgcolor: "rgba(13, 20, 40, 0.95)",
                transform: tip.at.x > 600 ? "translateX(calc(-100% - 32px))" : undefined,
              }}
            >
              <SystemInfoFacts system={tip.system} dense />
              {intel.revealedOwners.get(`${tip.system.x},${tip.system.y}`) && (
                <Typography variant="caption" sx={{ color: MAP_COLOURS.intel }} data-testid="map-tooltip-intel">
                  {t("grid.intelOwners", {
                    names: intel.revealedOwners.get(`${tip.system.x},${tip.system.y}`)?.join(", ") ?? "",
                  })}
                </Typography>
              )}
            </Paper>
          )}
          <MapLegend intelOps={toggles.intelOps} />
        </Box>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }} data-testid="map-footer">
          {t("grid.footer", {
            count: scene.systems.length,
            width: String(scene.grid.width),
            height: String(scene.grid.height),
          })}
        </Typography>
      </Box>

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
