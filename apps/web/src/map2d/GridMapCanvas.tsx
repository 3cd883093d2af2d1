import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useRef,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from "react";
import Box from "@mui/material/Box";
import { useTranslation } from "react-i18next";
import { screenPoint, worldPoint, type CellRange } from "../map/coordinates.ts";
import type { FleetOnMap } from "../map/fleet-path.ts";
import { systemAt, type MapScene, type SceneSystem } from "../map/scene.ts";
import {
  BUTTON_ZOOM_STEP,
  cellAt,
  centerOnCell,
  createViewport,
  fitGalaxy,
  panBy,
  resizeViewport,
  visibleCells,
  WHEEL_ZOOM_STEP,
  worldToScreen,
  zoomAt,
  type Viewport,
} from "../map/viewport.ts";
import { drawGrid } from "./draw-grid.ts";
import { capturePointer } from "./capture-pointer.ts";
import { ARROW_DIRECTIONS, nearestSystem, nextSystem } from "./keyboard-cursor.ts";
import { createMapStats, recordFrame, releaseMapStats } from "./map-stats.ts";

/** Room at the canvas' bottom for the legend, so Fit Galaxy leaves no system under it. */
const LEGEND_INSET = 48;

export interface GridMapHandle {
  zoomIn(): void;
  zoomOut(): void;
  fit(): void;
  centerOn(x: number, y: number): void;
  /** The cells on screen now (the table view's "in view" filter), null before the first layout. */
  visibleRange(): CellRange | null;
}

export interface HoverInfo {
  readonly system: SceneSystem;
  /** Pointer position inside the canvas, CSS px. */
  readonly at: { readonly x: number; readonly y: number };
}

interface Props {
  readonly scene: MapScene;
  readonly showPortals: boolean;
  readonly showOtherHomes: boolean;
  readonly fleets: readonly FleetOnMap[];
  /** Intel Ops overlay ("x,y" keys); empty sets when it is off. */
  readonly intelSystems: ReadonlySet<string>;
  readonly forceFieldSystems: ReadonlySet<string>;
  readonly selected: { readonly x: number; readonly y: number } | null;
  /** Where to look first (deep link or home); otherwise the galaxy's centre. */
  readonly initialFocus: { readonly x: number; readonly y: number } | null;
  readonly onHover: (hover: HoverInfo | null) => void;
  readonly onSelect: (system: SceneSystem) => void;
  /** The keyboard cursor (issue 15): which system it is on, or null before the first arrow key. */
  readonly cursor: { readonly x: number; readonly y: number } | null;
  /** The cursor moved to `system`, drawn at `at` (CSS px inside the canvas); null when the map lost focus. */
  readonly onCursor: (cursor: HoverInfo | null) => void;
  /** Id of the element that explains the keys. */
  readonly describedBy?: string;
}

/** A pointer that moved further than this between down and up was a drag, not a click. */
const CLICK_SLOP_PX = 4;

/**
 * Hosts the grid map's canvas: keeps the viewport in a ref (not React state, so panning never re-renders
 * React), redraws on the next animation frame when something changed, and turns pointer and wheel input
 * into viewport changes from the pure model.
 */
export const GridMapCanvas = forwardRef<GridMapHandle, Props>(function GridMapCanvas(props, ref) {
  const { t } = useTranslation("map");
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const viewport = useRef<Viewport | null>(null);
  const frame = useRef<number | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const hoverCell = useRef<{ x: number; y: number } | null>(null);
  const drag = useRef<{ id: number; x: number; y: number; moved: number } | null>(null);
  const stats = useRef<ReturnType<typeof createMapStats> | null>(null);

  const requestDraw = () => {
    if (frame.current !== null) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = null;
      const canvas = canvasRef.current;
      const v = viewport.current;
      const ctx = canvas?.getContext("2d");
      if (!canvas || !v || !ctx) return;
      const p = latest.current;
      const started = performance.now();
      const result = drawGrid(ctx, p.scene, v, {
        showPortals: p.showPortals,
        showOtherHomes: p.showOtherHomes,
        fleets: p.fleets,
        intelSystems: p.intelSystems,
        forceFieldSystems: p.forceFieldSystems,
        hovered: hoverCell.current,
        selected: p.selected,
        cursor: p.cursor,
        pixelRatio: canvas.width / Math.max(1, v.width),
      });
      const s = stats.current;
      if (s) {
        recordFrame(s, performance.now() - started);
        s.visibleSystems = result.visibleSystems;
        s.totalSystems = p.scene.systems.length;
        s.viewport = { centerX: v.center.x, centerY: v.center.y, cellSize: v.cellSize };
      }
    });
  };

  const update = (next: (v: Viewport) => Viewport) => {
    if (!viewport.current) return;
    const v = next(viewport.current);
    if (v !== viewport.current) {
      viewport.current = v;
      requestDraw();
    }
  };

  useImperativeHandle(ref, () => ({
    zoomIn: () => update((v) => zoomAt(v, BUTTON_ZOOM_STEP, latest.current.scene.grid)),
    zoomOut: () => update((v) => zoomAt(v, 1 / BUTTON_ZOOM_STEP, latest.current.scene.grid)),
    fit: () => update((v) => fitGalaxy(v, latest.current.scene.grid, LEGEND_INSET)),
    centerOn: (x, y) => update((v) => centerOnCell(v, x, y, latest.current.scene.grid)),
    visibleRange: () => (viewport.current ? visibleCells(viewport.current, latest.current.scene.grid) : null),
  }));

  // Size the backing store to the element (device pixels, capped at 2×) and keep it in step.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    stats.current = createMapStats("grid");
    const resize = () => {
      const rect = canvas.getBoundingClientRect();
      const ratio = Math.min(2, window.devicePixelRatio || 1);
      const width = Math.max(1, Math.round(rect.width));
      const height = Math.max(1, Math.round(rect.height));
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      const { scene, initialFocus } = latest.current;
      if (!viewport.current) {
        let v = createViewport(scene.grid, width, height);
        if (initialFocus) v = centerOnCell(v, initialFocus.x, initialFocus.y, scene.grid);
        viewport.current = v;
      } else {
        viewport.current = resizeViewport(viewport.current, width, height);
      }
      requestDraw();
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);

    // Wheel zoom needs a non-passive listener to keep the page from scrolling.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      if (event.deltaY === 0) return;
      const rect = canvas.getBoundingClientRect();
      const anchor = screenPoint(event.clientX - rect.left, event.clientY - rect.top);
      const factor = event.deltaY < 0 ? WHEEL_ZOOM_STEP : 1 / WHEEL_ZOOM_STEP;
      update((v) => zoomAt(v, factor, latest.current.scene.grid, anchor));
    };
    canvas.addEventListener("wheel", onWheel, { passive: false });
    return () => {
      observer.disconnect();
      canvas.removeEventListener("wheel", onWheel);
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      frame.current = null;
      if (stats.current) releaseMapStats(stats.current);
    };
    // The canvas lives as long as the component; props are read through `latest`, and `update` touches refs only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Anything drawn from props changed: draw again.
  useEffect(requestDraw, [
    props.scene,
    props.showPortals,
    props.showOtherHomes,
    props.fleets,
    props.intelSystems,
    props.forceFieldSystems,
    props.selected,
    props.cursor,
  ]);

  /** Puts the cursor on `system`, scrolling the map when the system is not well inside the view. */
  const moveCursor = (system: SceneSystem) => {
    const grid = latest.current.scene.grid;
    const v = viewport.current;
    if (!v) return;
    const range = visibleCells(v, grid);
    const inside =
      range !== null && system.x > range.x0 && system.x < range.x1 && system.y > range.y0 && system.y < range.y1;
    if (!inside) update((current) => centerOnCell(current, system.x, system.y, grid));
    const now = viewport.current ?? v;
    const at = worldToScreen(now, worldPoint(system.x + 0.5, system.y + 0.5));
    latest.current.onCursor({ system, at });
  };

  // Keyboard operation (issue 15): arrows move the cursor system by system, Enter opens it, +/- zoom, Home.
  const onKeyDown = (event: ReactKeyboardEvent<HTMLCanvasElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const p = latest.current;
    const direction = ARROW_DIRECTIONS[event.key];
    if (direction) {
      event.preventDefault();
      const current = p.cursor ? systemAt(p.scene, p.cursor.x, p.cursor.y) : null;
      const v = viewport.current;
      const next = current
        ? nextSystem(p.scene, current, direction)
        : p.selected
          ? systemAt(p.scene, p.selected.x, p.selected.y)
          : v
            ? nearestSystem(p.scene, v.center)
            : null;
      if (next) moveCursor(next);
      else if (current) moveCursor(current);
      return;
    }
    switch (event.key) {
      case "Enter":
      case " ": {
        const current = p.cursor ? systemAt(p.scene, p.cursor.x, p.cursor.y) : null;
        if (!current) return;
        event.preventDefault();
        p.onSelect(current);
        return;
      }
      case "+":
      case "=":
        event.preventDefault();
        update((v) => zoomAt(v, BUTTON_ZOOM_STEP, p.scene.grid));
        if (p.cursor) {
          const current = systemAt(p.scene, p.cursor.x, p.cursor.y);
          if (current) moveCursor(current);
        }
        return;
      case "-":
      case "_":
        event.preventDefault();
        update((v) => zoomAt(v, 1 / BUTTON_ZOOM_STEP, p.scene.grid));
        if (p.cursor) {
          const current = systemAt(p.scene, p.cursor.x, p.cursor.y);
          if (current) moveCursor(current);
        }
        return;
      case "Home": {
        event.preventDefault();
        const home = p.scene.home ? systemAt(p.scene, p.scene.home.x, p.scene.home.y) : null;
        if (home) {
          update((v) => centerOnCell(v, home.x, home.y, p.scene.grid));
          moveCursor(home);
        }
        return;
      }
      case "Escape":
        if (p.cursor) p.onCursor(null);
        return;
      default:
    }
  };

  const local = (event: ReactPointerEvent) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return screenPoint(event.clientX - rect.left, event.clientY - rect.top);
  };

  const hoverAt = (event: ReactPointerEvent) => {
    const v = viewport.current;
    if (!v) return;
    const at = local(event);
    const cell = cellAt(v, at);
    const system = systemAt(latest.current.scene, cell.x, cell.y);
    const previous = hoverCell.current;
    const next = system ? { x: system.x, y: system.y } : null;
    if (previous?.x !== next?.x || previous?.y !== next?.y) {
      hoverCell.current = next;
      requestDraw();
    }
    latest.current.onHover(system ? { system, at } : null);
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0) return;
    capturePointer(event.currentTarget, event.pointerId);
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY, moved: 0 };
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const d = drag.current;
    if (d && d.id === event.pointerId) {
      const dx = event.clientX - d.x;
      const dy = event.clientY - d.y;
      d.x = event.clientX;
      d.y = event.clientY;
      d.moved += Math.abs(dx) + Math.abs(dy);
      if (d.moved > CLICK_SLOP_PX) {
        update((v) => panBy(v, dx, dy, latest.current.scene.grid));
        latest.current.onHover(null);
        return;
      }
    }
    hoverAt(event);
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const d = drag.current;
    drag.current = null;
    if (!d || d.id !== event.pointerId || d.moved > CLICK_SLOP_PX || !viewport.current) return;
    const cell = cellAt(viewport.current, local(event));
    const system = systemAt(latest.current.scene, cell.x, cell.y);
    if (system) latest.current.onSelect(system);
  };

  return (
    <Box
      component="canvas"
      ref={canvasRef}
      data-testid="grid-map-canvas"
      aria-label={t("grid.canvasLabel")}
      aria-roledescription={t("grid.canvasRole")}
      aria-describedby={props.describedBy}
      role="application"
      tabIndex={0}
      onKeyDown={onKeyDown}
      onBlur={() => latest.current.onCursor(null)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (drag.current = null)}
      onPointerLeave={() => {
        if (hoverCell.current) {
          hoverCell.current = null;
          requestDraw();
        }
        latest.current.onHover(null);
      }}
      sx={{
        display: "block",
        width: "100%",
        height: "100%",
        touchAction: "none",
        cursor: "grab",
        outline: "none",
        "&:focus-visible": { outline: "3px solid", outlineColor: "primary.main", outlineOffset: "-3px" },
      }}
    />
  );
});
