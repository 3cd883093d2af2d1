/**
 * Frame statistics the renderers publish on `window.__novaMapStats` for the benchmark and browser tests:
 * how long each draw took and what the viewport shows. Cheap: a fixed ring buffer, no allocation per frame.
 */
export interface MapStats {
  readonly renderer: "grid" | "3d";
  frames: number;
  lastDrawMs: number;
  /** The last draw times in ms (ring buffer, newest at `(frames - 1) % capacity`). */
  readonly drawMs: Float64Array;
  visibleSystems: number;
  totalSystems: number;
  viewport: { centerX: number; centerY: number; cellSize: number } | null;
  /** 3D only: how many instances each level of detail drew in the last frame. */
  detail: Record<string, number> | null;
  /** 3D only: ring meshes in the scene (homes, portals, the Intel overlay's marks). */
  rings: number | null;
  /** 3D only: where the system at grid cell (x, y) is drawn, in canvas pixels (null when off screen or culled). */
  locate: ((x: number, y: number) => { x: number; y: number } | null) | null;
}

const CAPACITY = 2000;

declare global {
  interface Window {
    __novaMapStats?: MapStats;
  }
}

export const createMapStats = (renderer: MapStats["renderer"]): MapStats => {
  const stats: MapStats = {
    renderer,
    frames: 0,
    lastDrawMs: 0,
    drawMs: new Float64Array(CAPACITY),
    visibleSystems: 0,
    totalSystems: 0,
    viewport: null,
    detail: null,
    rings: null,
    locate: null,
  };
  window.__novaMapStats = stats;
  return stats;
};

export const recordFrame = (stats: MapStats, ms: number): void => {
  stats.drawMs[stats.frames % CAPACITY] = ms;
  stats.frames++;
  stats.lastDrawMs = ms;
};

export const releaseMapStats = (stats: MapStats): void => {
  if (window.__novaMapStats === stats) delete window.__novaMapStats;
};
