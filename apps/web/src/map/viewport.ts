import {
  screenPoint,
  worldPoint,
  type CellRange,
  type GridSize,
  type ScreenPoint,
  type WorldPoint,
} from "./coordinates.ts";

/** Grid map constants (core-play section 9). */
export const MIN_CELL_SIZE = 8;
export const MAX_CELL_SIZE = 80;
export const DEFAULT_CELL_SIZE = 40;
export const BUTTON_ZOOM_STEP = 1.3;
export const WHEEL_ZOOM_STEP = 1.15;
/** The grid assumed before the layout has loaded. */
export const DEFAULT_GRID: GridSize = { width: 200, height: 200 };

/** What the canvas shows: the world point at its centre, the size of one cell and the canvas size (CSS px). */
export interface Viewport {
  readonly center: WorldPoint;
  readonly cellSize: number;
  readonly width: number;
  readonly height: number;
}

export const clampCellSize = (size: number): number => Math.min(MAX_CELL_SIZE, Math.max(MIN_CELL_SIZE, size));

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** The centre may go anywhere over the galaxy but not beyond its edges, so the map cannot be lost. */
const clampCenter = (center: WorldPoint, grid: GridSize): WorldPoint =>
  worldPoint(clamp(center.x, 0, grid.width), clamp(center.y, 0, grid.height));

export const createViewport = (
  grid: GridSize,
  width: number,
  height: number,
  cellSize: number = DEFAULT_CELL_SIZE,
): Viewport => ({
  center: worldPoint(grid.width / 2, grid.height / 2),
  cellSize: clampCellSize(cellSize),
  width,
  height,
});

export const worldToScreen = (v: Viewport, p: WorldPoint): ScreenPoint =>
  screenPoint((p.x - v.center.x) * v.cellSize + v.width / 2, (p.y - v.center.y) * v.cellSize + v.height / 2);

export const screenToWorld = (v: Viewport, p: ScreenPoint): WorldPoint =>
  worldPoint((p.x - v.width / 2) / v.cellSize + v.center.x, (p.y - v.height / 2) / v.cellSize + v.center.y);

/** The grid cell under a screen point (it may lie outside the galaxy). */
export const cellAt = (v: Viewport, p: ScreenPoint): { x: number; y: number } => {
  const w = screenToWorld(v, p);
  return { x: Math.floor(w.x), y: Math.floor(w.y) };
};

/** Drags the map by (dx, dy) screen pixels: the world follows the pointer. */
export const panBy = (v: Viewport, dx: number, dy: number, grid: GridSize): Viewport => ({
  ...v,
  center: clampCenter(worldPoint(v.center.x - dx / v.cellSize, v.center.y - dy / v.cellSize), grid),
});

/** Zooms by `factor`, keeping the world point under `anchor` (default: the canvas centre) where it is. */
export const zoomAt = (v: Viewport, factor: number, grid: GridSize, anchor?: ScreenPoint): Viewport => {
  const cellSize = clampCellSize(v.cellSize * factor);
  if (cellSize === v.cellSize) return v;
  const at = anchor ?? screenPoint(v.width / 2, v.height / 2);
  const fixed = screenToWorld(v, at);
  const center = worldPoint(fixed.x - (at.x - v.width / 2) / cellSize, fixed.y - (at.y - v.height / 2) / cellSize);
  return { ...v, cellSize, center: clampCenter(center, grid) };
};

/** Centres a grid cell on the canvas, keeping the zoom. */
export const centerOnCell = (v: Viewport, x: number, y: number, grid: GridSize): Viewport => ({
  ...v,
  center: clampCenter(worldPoint(x + 0.5, y + 0.5), grid),
});

/**
 * The whole galaxy on the canvas, as far as the minimum cell size allows. `bottomInset` pixels at the bottom stay
 * free (the legend lies there), so no system ends up under it.
 */
export const fitGalaxy = (v: Viewport, grid: GridSize, bottomInset = 0): Viewport => {
  const inset = Math.max(0, Math.min(bottomInset, v.height / 2));
  const cellSize = clampCellSize(
    Math.floor(Math.min(v.width / grid.width, (v.height - inset) / grid.height) * 100) / 100,
  );
  return { ...v, cellSize, center: worldPoint(grid.width / 2, grid.height / 2 + inset / 2 / cellSize) };
};

export const resizeViewport = (v: Viewport, width: number, height: number): Viewport =>
  v.width === width && v.height === height ? v : { ...v, width, height };

/** The grid cells at least partly on the canvas, clipped to the galaxy; null when none are. */
export const visibleCells = (v: Viewport, grid: GridSize): CellRange | null => {
  const topLeft = screenToWorld(v, screenPoint(0, 0));
  const bottomRight = screenToWorld(v, screenPoint(v.width, v.height));
  const x0 = Math.max(0, Math.floor(topLeft.x));
  const y0 = Math.max(0, Math.floor(topLeft.y));
  const x1 = Math.min(grid.width - 1, Math.ceil(bottomRight.x) - 1);
  const y1 = Math.min(grid.height - 1, Math.ceil(bottomRight.y) - 1);
  return x0 > x1 || y0 > y1 ? null : { x0, y0, x1, y1 };
};
