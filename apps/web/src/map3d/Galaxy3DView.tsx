import { useEffect, useEffectEvent, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { Planet } from "@nova/contract";
import { ErrorState } from "../components/ErrorState.tsx";
import { LoadingState } from "../components/LoadingState.tsx";
import { formatNumber } from "../format/format-number.ts";
import { SystemOrbitView } from "../features/galaxy-map/SystemOrbitView.tsx";
import { useFleetMarkers } from "../features/galaxy-map/use-fleet-markers.ts";
import { useMapData, useMapFleets } from "../features/galaxy-map/use-map-data.ts";
import { useActiveOperations } from "../features/operations/use-operations.ts";
import { PlanetInfoDialog } from "../features/planets/PlanetInfoDialog.tsx";
import { MINIMAP_MAX_SYSTEMS, systemStatus3d } from "../map/galaxy-3d.ts";
import { NO_INTEL, NO_MARKS, intelMarks, intelOverlay } from "../map/intel-overlay.ts";
import { MAP_COLOURS } from "../map/palette.ts";
import type { SceneSystem } from "../map/scene.ts";
import { starName, starTypeAt } from "../map/star-catalogue.ts";
import { capturePointer } from "../map2d/capture-pointer.ts";
import { createMapStats, releaseMapStats } from "../map2d/map-stats.ts";
import { GalaxyRenderer } from "./galaxy-renderer.ts";
import { IntelLegend } from "./IntelLegend.tsx";
import { Map3DToggles, type Toggles } from "./Map3DToggles.tsx";
import { Minimap } from "./Minimap.tsx";

interface Props {
  readonly galaxyId: string;
  readonly playerId: string | null;
}

const CLICK_SLOP_PX = 4;

/** The 3D galaxy map (social-and-advanced section 2), loaded lazily with three.js. */
export default function Galaxy3DView({ galaxyId, playerId }: Props) {
  const { t } = useTranslation("map");
  const { layout, scene, viewer, stats, heldSystems } = useMapData(galaxyId, playerId);
  const [toggles, setToggles] = useState<Toggles>({
    portals: true,
    fleets: true,
    enemyHomes: true,
    intel: false,
    territory: true,
    minimap: true,
  });
  const fleetsQuery = useMapFleets(galaxyId, playerId !== null);
  // Intel (core-play section 9, as the grid map's Intel Ops): polled every 60 s only while it is on.
  const intelOn = toggles.intel && playerId !== null;
  const intelQuery = useActiveOperations(galaxyId, intelOn);
  const intel = useMemo(() => (intelOn ? intelOverlay(intelQuery.data) : NO_INTEL), [intelOn, intelQuery.data]);
  const marks = useMemo(() => (scene ? intelMarks(scene.systems, intel) : NO_MARKS), [scene, intel]);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const renderer = useRef<GalaxyRenderer | null>(null);
  const [webglError, setWebglError] = useState(false);
  const [hover, setHover] = useState<{ system: SceneSystem; x: number; y: number } | null>(null);
  const [opened, setOpened] = useState<SceneSystem | null>(null);
  const [planetInfo, setPlanetInfo] = useState<Planet | null>(null);
  const [target, setTarget] = useState({ x: 0, y: 0 });
  const drag = useRef<{ id: number; x: number; y: number; moved: number; rotate: boolean } | null>(null);
  // The camera starts over the home once it is known, unless the player has already moved it.
  const camera = useRef({ onHome: false, moved: false });
  // The renderer starts with the toggles of the moment; later changes reach it through their own effect.
  const currentToggles = useEffectEvent(() => toggles);

  const overlays = useMemo(
    () => ({
      portals: toggles.portals,
      fleets: toggles.fleets,
      enemyHomes: toggles.enemyHomes,
      territory: toggles.territory,
    }),
    [toggles.portals, toggles.fleets, toggles.enemyHomes, toggles.territory],
  );

  const fleets = useFleetMarkers(fleetsQuery.data?.fleets, true);

  // One renderer per scene; the camera carries over when ownership data refreshes.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !scene) return;
    const mapStats = createMapStats("3d");
    let r: GalaxyRenderer;
    try {
      r = new GalaxyRenderer(canvas, scene, currentToggles(), mapStats);
    } catch {
      // The renderer is the outside system here: whether WebGL works is only known once it is created.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setWebglError(true);
      releaseMapStats(mapStats);
      return;
    }
    const previous = renderer.current;
    const goHome = scene.home !== null && !camera.current.onHome && !camera.current.moved;
    if (previous && !goHome) {
      r.orbit.target.copy(previous.orbit.target);
      r.orbit.distance = previous.orbit.distance;
      r.orbit.yaw = previous.orbit.yaw;
      r.orbit.pitch = previous.orbit.pitch;
      r.orbit.apply();
    } else {
      const home = scene.home ?? { x: Math.floor(scene.grid.width / 2), y: Math.floor(scene.grid.height / 2) };
      r.focusOn(home.x, home.y, Math.max(scene.grid.width, scene.grid.height) * 0.6);
      camera.current.onHome = scene.home !== null;
    }
    renderer.current = r;
    const resize = () => {
      const rect = canvas.getBoundingClientRect();
      r.resize(rect.width, rect.height);
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      if (event.deltaY === 0) return;
      camera.current.moved = true;
      r.orbit.zoom(event.deltaY > 0 ? 1.12 : 1 / 1.12);
      r.cameraMoved();
    };
    canvas.addEventListener("wheel", onWheel, { passive: false });
    setTarget(r.targetCell());
    return () => {
      observer.disconnect();
      canvas.removeEventListener("wheel", onWheel);
      r.dispose();
      releaseMapStats(mapStats);
    };
  }, [scene]);

  useEffect(() => renderer.current?.setOverlays(overlays), [overlays]);
  // `scene` too: a fresh scene (ownership refreshes every 60 s) means a fresh renderer to hand them to.
  useEffect(() => renderer.current?.setFleets(fleets), [fleets, overlays, scene]);
  useEffect(() => renderer.current?.setIntel(marks), [marks]);

  if (layout.isPending) return <LoadingState text={t("page.loading3d")} />;
  if (layout.isError || !scene) {
    return <ErrorState message={t("three.failed")} onRetry={() => void layout.refetch()} />;
  }
  if (webglError) {
    return <ErrorState message={t("three.noWebgl")} />;
  }

  const local = (e: ReactPointerEvent) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  };

  const onPointerDown = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    capturePointer(e.currentTarget, e.pointerId);
    drag.current = { id: e.pointerId, x: e.clientX, y: e.clientY, moved: 0, rotate: e.button === 2 || e.shiftKey };
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    const r = renderer.current;
    if (!r) return;
    const d = drag.current;
    if (d && d.id === e.pointerId) {
      const dx = e.clientX - d.x;
      const dy = e.clientY - d.y;
      d.x = e.clientX;
      d.y = e.clientY;
      d.moved += Math.abs(dx) + Math.abs(dy);
      if (d.moved > CLICK_SLOP_PX) {
        camera.current.moved = true;
        if (d.rotate) r.orbit.rotate(dx, dy);
        else r.orbit.pan(dx, dy, e.currentTarget.getBoundingClientRect().height);
        r.cameraMoved();
        setHover(null);
        return;
      }
    }
    const at = local(e);
    const system = r.pick(at.x, at.y);
    setHover((h) => (system ? { system, ...at } : h === null ? h : null));
  };
  const onPointerUp = (e: ReactPointerEvent<HTMLCanvasElement>) => {
    const d = drag.current;
    drag.current = null;
    const r = renderer.current;
    if (!r) return;
    if (d && d.moved > CLICK_SLOP_PX) {
      setTarget(r.targetCell());
      return;
    }
    const at = local(e);
    const system = r.pick(at.x, at.y);
    if (system) setOpened(system);
  };

  const ownSystems = heldSystems ?? scene.systems.filter((s) => s.standing === "own").length;
  const s = stats.data;

  return (
    <Box>
      <Box
        sx={{
          position: "relative",
          height: "calc(100vh - 230px)",
          minHeight: 360,
          borderRadius: 2,
          overflow: "hidden",
          border: "1px solid",
          borderColor: "divider",
        }}
      >
        <Box
          component="canvas"
          ref={canvasRef}
          data-testid="map-3d-canvas"
          aria-label={t("three.canvasLabel")}
          role="img"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerLeave={() => setHover(null)}
          onContextMenu={(e: React.MouseEvent) => e.preventDefault()}
          sx={{ display: "block", width: "100%", height: "100%", touchAction: "none", cursor: "grab" }}
        />

        {/* The panel sits top left and the toggles top right; below 600 px they stack, so neither covers the other. */}
        <Box
          data-testid="map-3d-overlays"
          sx={{
            position: "absolute",
            top: 12,
            left: 12,
            right: 12,
            display: "flex",
            flexDirection: { xs: "column", sm: "row" },
            justifyContent: "space-between",
            alignItems: "flex-start",
            gap: 1,
            pointerEvents: "none",
            "& > *": { pointerEvents: "auto" },
          }}
        >
          <Paper
            data-testid="map-3d-panel"
            sx={{ p: { xs: 1, sm: 1.5 }, minWidth: 190, bgcolor: "rgba(13,20,40,0.88)" }}
          >
            <Typography sx={{ fontWeight: 700 }}>{s?.playerName ?? t("three.commander")}</Typography>
            <PanelRow label={t("three.credits")} value={s ? formatNumber(s.resources.credits) : "—"} />
            <PanelRow label={t("three.systems")} value={formatNumber(ownSystems)} />
            <PanelRow label={t("three.fleets")} value={formatNumber(fleetsQuery.data?.fleets.length ?? 0)} />
            <PanelRow label={t("three.networth")} value={s ? formatNumber(s.networth) : "—"} />
          </Paper>

          <Map3DToggles
            toggles={toggles}
            onToggle={(key, on) => setToggles((t) => ({ ...t, [key]: on }))}
            hasEmpire={playerId !== null}
            homeDisabled={!scene.home}
            onHome={() => {
              const r = renderer.current;
              if (!r || !scene.home) return;
              r.focusOn(scene.home.x, scene.home.y, 30);
              setTarget(r.targetCell());
            }}
          />
        </Box>

        {hover && (
          <Paper
            role="tooltip"
            data-testid="map-3d-hover"
            sx={{
              position: "absolute",
              left: hover.x + 14,
              top: hover.y + 14,
              p: 1.25,
              pointerEvents: "none",
              bgcolor: "rgba(13,20,40,0.95)",
            }}
          >
            <Typography variant="subtitle2">{t("system.title", { x: hover.system.x, y: hover.system.y })}</Typography>
            <PanelRow label={t("three.star")} value={starName(starTypeAt(hover.system.x, hover.system.y))} />
            <PanelRow label={t("three.planets")} value={String(hover.system.planetCount)} />
            <PanelRow label={t("three.status")} value={t(`three.statuses.${systemStatus3d(hover.system)}`)} />
            {intel.revealedOwners.get(`${hover.system.x},${hover.system.y}`) && (
              <Typography variant="caption" sx={{ color: MAP_COLOURS.intel, display: "block" }}>
                {t("three.intelOwners", {
                  names: intel.revealedOwners.get(`${hover.system.x},${hover.system.y}`)?.join(", ") ?? "",
                })}
              </Typography>
            )}
            {intel.forceFieldSystems.has(`${hover.system.x},${hover.system.y}`) && (
              <Typography variant="caption" sx={{ color: MAP_COLOURS.forceField, display: "block" }}>
                {t("three.forceField")}
              </Typography>
            )}
          </Paper>
        )}

        {intelOn && <IntelLegend marks={marks} loading={intelQuery.isPending} failed={intelQuery.isError} />}

        {toggles.minimap && scene.systems.length > 0 && (
          <Minimap
            scene={scene}
            options={overlays}
            marks={marks}
            target={target}
            onPick={(x, y) => {
              const r = renderer.current;
              if (!r) return;
              camera.current.moved = true;
              r.focusOn(x, y);
              setTarget(r.targetCell());
            }}
          />
        )}
      </Box>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }} data-testid="map-3d-footer">
        {t("three.footer", { count: scene.systems.length })}
        {scene.systems.length > MINIMAP_MAX_SYSTEMS ? t("three.minimapShows", { count: MINIMAP_MAX_SYSTEMS }) : ""}
      </Typography>

      <SystemOrbitView
        galaxyId={galaxyId}
        system={opened}
        viewer={viewer}
        onClose={() => setOpened(null)}
        onViewPlanet={setPlanetInfo}
      />
      {planetInfo && (
        <PlanetInfoDialog galaxyId={galaxyId} planetId={planetInfo.id} open onClose={() => setPlanetInfo(null)} />
      )}
    </Box>
  );
}

function PanelRow({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <Box sx={{ display: "flex", justifyContent: "space-between", gap: 2 }}>
      <Typography variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}
