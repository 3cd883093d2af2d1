declare const space: unique symbol;

/**
 * A point in grid (world) units: the system at grid cell (x, y) covers [x, x + 1) × [y, y + 1), so its
 * centre is (x + 0.5, y + 0.5). Pan and zoom move the viewport, never the world.
 */
export type WorldPoint = { readonly x: number; readonly y: number } & { readonly [space]: "world" };

/** A point in CSS pixels relative to the canvas' top-left corner. */
export type ScreenPoint = { readonly x: number; readonly y: number } & { readonly [space]: "screen" };

export const worldPoint = (x: number, y: number): WorldPoint => ({ x, y }) as WorldPoint;
export const screenPoint = (x: number, y: number): ScreenPoint => ({ x, y }) as ScreenPoint;

/** Grid size of a galaxy in cells. */
export interface GridSize {
  readonly width: number;
  readonly height: number;
}

/** An inclusive rectangle of grid cells. */
export interface CellRange {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}
