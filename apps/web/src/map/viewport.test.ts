import { describe, expect, test } from "vitest";
import { screenPoint, worldPoint } from "./coordinates.ts";
import {
  BUTTON_ZOOM_STEP,
  cellAt,
  centerOnCell,
  createViewport,
  DEFAULT_CELL_SIZE,
  fitGalaxy,
  MAX_CELL_SIZE,
  MIN_CELL_SIZE,
  panBy,
  screenToWorld,
  visibleCells,
  WHEEL_ZOOM_STEP,
  worldToScreen,
  zoomAt,
} from "./viewport.ts";

const grid = { width: 30, height: 20 };
const base = createViewport(grid, 800, 600);

describe("viewport", () => {
  test("starts centred on the galaxy at the default cell size", () => {
    expect(base.cellSize).toBe(DEFAULT_CELL_SIZE);
    expect(base.center).toEqual({ x: 15, y: 10 });
    expect(worldToScreen(base, worldPoint(15, 10))).toEqual({ x: 400, y: 300 });
  });

  test("screen and world conversions are inverse", () => {
    const v = { ...base, cellSize: 23, center: worldPoint(3.25, 7.5) };
    const s = screenPoint(123, 456);
    const back = worldToScreen(v, screenToWorld(v, s));
    expect(back.x).toBeCloseTo(123, 9);
    expect(back.y).toBeCloseTo(456, 9);
  });

  test("the cell under the pointer", () => {
    expect(cellAt(base, screenPoint(400, 300))).toEqual({ x: 15, y: 10 });
    expect(cellAt(base, screenPoint(399, 299))).toEqual({ x: 14, y: 9 });
  });

  test("panning moves the world with the pointer and stops at the galaxy's edges", () => {
    const moved = panBy(base, 40, -80, grid);
    expect(moved.center).toEqual({ x: 14, y: 12 });
    const far = panBy(base, 100_000, -100_000, grid);
    expect(far.center).toEqual({ x: 0, y: 20 });
  });

  test("zoom keeps the anchored world point in place and clamps to 8-80 px", () => {
    const anchor = screenPoint(100, 500);
    const before = screenToWorld(base, anchor);
    const zoomed = zoomAt(base, BUTTON_ZOOM_STEP, grid, anchor);
    expect(zoomed.cellSize).toBeCloseTo(DEFAULT_CELL_SIZE * 1.3);
    const after = screenToWorld(zoomed, anchor);
    expect(after.x).toBeCloseTo(before.x, 9);
    expect(after.y).toBeCloseTo(before.y, 9);

    let v = base;
    for (let i = 0; i < 40; i++) v = zoomAt(v, WHEEL_ZOOM_STEP, grid);
    expect(v.cellSize).toBe(MAX_CELL_SIZE);
    for (let i = 0; i < 60; i++) v = zoomAt(v, 1 / BUTTON_ZOOM_STEP, grid);
    expect(v.cellSize).toBe(MIN_CELL_SIZE);
    expect(zoomAt(v, 0.5, grid)).toBe(v);
  });

  test("fit shows the whole galaxy when the minimum size allows, centred", () => {
    const fit = fitGalaxy(base, grid);
    expect(fit.center).toEqual({ x: 15, y: 10 });
    expect(fit.cellSize * grid.width).toBeLessThanOrEqual(800);
    expect(fit.cellSize * grid.height).toBeLessThanOrEqual(600);
    expect(fit.cellSize).toBeCloseTo(26.66, 1);
    // With room kept for the legend, the galaxy's bottom edge ends above it.
    const inset = fitGalaxy(base, grid, 48);
    const bottom = worldToScreen(inset, worldPoint(0, grid.height));
    expect(bottom.y).toBeLessThanOrEqual(600 - 48 + 0.01);
    expect(worldToScreen(inset, worldPoint(0, 0)).y).toBeGreaterThanOrEqual(-0.01);
    const huge = fitGalaxy(base, { width: 200, height: 200 });
    expect(huge.cellSize).toBe(MIN_CELL_SIZE);
  });

  test("centring on a cell puts its middle at the canvas centre", () => {
    const v = centerOnCell(base, 3, 4, grid);
    expect(worldToScreen(v, worldPoint(3.5, 4.5))).toEqual({ x: 400, y: 300 });
  });

  test("visible cells are clipped to the galaxy (culling)", () => {
    expect(visibleCells(base, grid)).toEqual({ x0: 5, y0: 2, x1: 24, y1: 17 });
    const small = createViewport({ width: 200, height: 200 }, 400, 400, 40);
    expect(visibleCells(small, { width: 200, height: 200 })).toEqual({ x0: 95, y0: 95, x1: 104, y1: 104 });
    const corner = { ...base, center: worldPoint(0, 0) };
    expect(visibleCells(corner, grid)).toEqual({ x0: 0, y0: 0, x1: 9, y1: 7 });
  });
});
