import { worldPoint, type CellRange } from "../map/coordinates.ts";
import type { FleetOnMap } from "../map/fleet-path.ts";
import { MAP_COLOURS, RELATION_SHAPES, fillOf, ringOf, type FillKey, type RelationShape } from "../map/palette.ts";
import { forEachSystemIn, type MapScene } from "../map/scene.ts";
import { visibleCells, worldToScreen, type Viewport } from "../map/viewport.ts";

export interface DrawOptions {
  readonly showPortals: boolean;
  readonly showOtherHomes: boolean;
  readonly fleets: readonly FleetOnMap[];
  /** Intel Ops overlay: systems ("x,y") with revealed planets and with a force-fielded portal; empty when off. */
  readonly intelSystems: ReadonlySet<string>;
  readonly forceFieldSystems: ReadonlySet<string>;
  readonly hovered: { readonly x: number; readonly y: number } | null;
  readonly selected: { readonly x: number; readonly y: number } | null;
  /** The keyboard cursor (issue 15), drawn as a dashed yellow frame; null when the map has no keyboard focus. */
  readonly cursor?: { readonly x: number; readonly y: number } | null;
  /** Device pixels per CSS pixel of the canvas' backing store. */
  readonly pixelRatio: number;
}

export interface DrawResult {
  readonly visibleSystems: number;
  readonly range: CellRange | null;
}

const FILLS: readonly FillKey[] = ["neutral", "npc", "enemy", "family", "own"];

/** Star radius in cells: bigger systems (more planets) look bigger, within a fixed band. */
const radiusFactor = (planetCount: number): number => 0.16 + 0.035 * Math.min(planetCount, 6);

/**
 * Draws one frame of the grid map: only the cells on screen are visited (culling), and systems are drawn
 * in one path per colour so a frame costs a handful of canvas calls however many systems are visible.
 */
export const drawGrid = (ctx: CanvasRenderingContext2D, scene: MapScene, v: Viewport, o: DrawOptions): DrawResult => {
  const cell = v.cellSize;
  ctx.setTransform(o.pixelRatio, 0, 0, o.pixelRatio, 0, 0);
  ctx.fillStyle = MAP_COLOURS.background;
  ctx.fillRect(0, 0, v.width, v.height);

  const origin = worldToScreen(v, worldPoint(0, 0));
  const gridW = scene.grid.width * cell;
  const gridH = scene.grid.height * cell;
  ctx.fillStyle = "rgba(20, 30, 60, 0.35)";
  ctx.fillRect(origin.x, origin.y, gridW, gridH);

  const range = visibleCells(v, scene.grid);
  if (range === null) {
    strokeEdge(ctx, origin.x, origin.y, gridW, gridH);
    return { visibleSystems: 0, range };
  }

  if (cell >= 14) drawGridLines(ctx, v, range, origin.x, origin.y);
  strokeEdge(ctx, origin.x, origin.y, gridW, gridH);

  // One pass over the visible cells sorts centres into per-colour buckets.
  const buckets: Record<FillKey, number[]> = { neutral: [], npc: [], enemy: [], family: [], own: [] };
  const ownHomeRings: number[] = [];
  const otherHomeRings: number[] = [];
  const portalRings: number[] = [];
  const intelRings: number[] = [];
  const fieldRings: number[] = [];
  const overlay = o.intelSystems.size > 0 || o.forceFieldSystems.size > 0;
  const labels: number[] = [];
  const visible = forEachSystemIn(scene, range, (s) => {
    const cx = origin.x + (s.x + 0.5) * cell;
    const cy = origin.y + (s.y + 0.5) * cell;
    const r = Math.max(1.5, cell * radiusFactor(s.planetCount));
    buckets[fillOf(s)].push(cx, cy, r);
    const ring = ringOf(s, o.showOtherHomes);
    if (ring === "ownHome") ownHomeRings.push(cx, cy, r);
    else if (ring === "otherHome") otherHomeRings.push(cx, cy, r);
    if (o.showPortals && s.hasPortal) portalRings.push(cx, cy, r);
    if (overlay) {
      const k = `${s.x},${s.y}`;
      if (o.intelSystems.has(k)) intelRings.push(cx, cy, r);
      if (o.forceFieldSystems.has(k)) fieldRings.push(cx, cy, r);
    }
    if (cell >= 36) labels.push(cx, cy, s.planetCount, RELATION_SHAPES[fillOf(s)] === "ring" ? 1 : 0);
  });

  // Each relation has its shape as well as its colour (issue 15); too small to tell shapes apart, all are squares.
  const asSquares = cell < 8;
  for (const key of FILLS) {
    const list = buckets[key];
    if (list.length === 0) continue;
    const shape: RelationShape = asSquares ? "square" : RELATION_SHAPES[key];
    ctx.beginPath();
    for (let i = 0; i < list.length; i += 3) traceShape(ctx, shape, list[i]!, list[i + 1]!, list[i + 2]!);
    if (shape === "ring") {
      ctx.strokeStyle = MAP_COLOURS[key];
      ctx.lineWidth = Math.max(1.5, cell * 0.07);
      ctx.stroke();
    } else {
      ctx.fillStyle = MAP_COLOURS[key];
      ctx.fill();
    }
  }

  strokeRings(ctx, ownHomeRings, MAP_COLOURS.ownHome, Math.max(1.5, cell * 0.06), cell * 0.12);
  strokeRings(ctx, otherHomeRings, MAP_COLOURS.otherHome, Math.max(1.5, cell * 0.05), cell * 0.12);
  strokeRings(ctx, portalRings, MAP_COLOURS.portal, Math.max(1, cell * 0.04), cell * 0.22);
  strokeRings(ctx, intelRings, MAP_COLOURS.intel, Math.max(1, cell * 0.04), cell * 0.32);
  strokeRings(ctx, fieldRings, MAP_COLOURS.forceField, Math.max(1.5, cell * 0.06), cell * 0.42);

  if (labels.length > 0) {
    ctx.font = `600 ${Math.round(cell * 0.24)}px Inter, Segoe UI, sans-serif`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    // Dark on filled shapes, light inside the hollow ring of neutral systems.
    for (let i = 0; i < labels.length; i += 4) {
      ctx.fillStyle = labels[i + 3] === 1 ? "#e6ecff" : "rgba(5, 8, 18, 0.9)";
      ctx.fillText(String(labels[i + 2]), labels[i]!, labels[i + 1]! + 0.5);
    }
  }

  if (o.fleets.length > 0) drawFleets(ctx, o.fleets, origin.x, origin.y, cell);
  if (o.hovered) strokeCell(ctx, o.hovered, origin.x, origin.y, cell, "rgba(255, 255, 255, 0.45)", 1);
  if (o.selected) strokeCell(ctx, o.selected, origin.x, origin.y, cell, MAP_COLOURS.selection, 2);
  if (o.cursor) {
    ctx.save();
    ctx.setLineDash([5, 3]);
    strokeCell(ctx, o.cursor, origin.x, origin.y, cell, MAP_COLOURS.cursor, 3);
    ctx.restore();
  }
  return { visibleSystems: visible, range };
};

/** Adds one system's outline to the current path: the relation's shape, about `r` in radius. */
export const traceShape = (ctx: CanvasRenderingContext2D, shape: RelationShape, cx: number, cy: number, r: number) => {
  switch (shape) {
    case "square": {
      const h = r * 0.9;
      ctx.rect(cx - h, cy - h, h * 2, h * 2);
      return;
    }
    case "diamond":
      ctx.moveTo(cx, cy - r * 1.2);
      ctx.lineTo(cx + r * 1.2, cy);
      ctx.lineTo(cx, cy + r * 1.2);
      ctx.lineTo(cx - r * 1.2, cy);
      ctx.closePath();
      return;
    case "triangle":
      ctx.moveTo(cx, cy - r * 1.25);
      ctx.lineTo(cx + r * 1.15, cy + r * 0.85);
      ctx.lineTo(cx - r * 1.15, cy + r * 0.85);
      ctx.closePath();
      return;
    case "ring": {
      const ring = r * 0.8;
      ctx.moveTo(cx + ring, cy);
      ctx.arc(cx, cy, ring, 0, Math.PI * 2);
      return;
    }
    default:
      ctx.moveTo(cx + r, cy);
      ctx.arc(cx, cy, r, 0, Math.PI * 2);
  }
};

const strokeEdge = (ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number) => {
  ctx.strokeStyle = MAP_COLOURS.galaxyEdge;
  ctx.lineWidth = 1;
  ctx.strokeRect(x + 0.5, y + 0.5, w - 1, h - 1);
};

const drawGridLines = (ctx: CanvasRenderingContext2D, v: Viewport, range: CellRange, ox: number, oy: number) => {
  const cell = v.cellSize;
  const top = Math.max(0, oy + range.y0 * cell);
  const bottom = Math.min(v.height, oy + (range.y1 + 1) * cell);
  const left = Math.max(0, ox + range.x0 * cell);
  const right = Math.min(v.width, ox + (range.x1 + 1) * cell);
  ctx.strokeStyle = MAP_COLOURS.gridLine;
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (let x = range.x0; x <= range.x1 + 1; x++) {
    const sx = Math.round(ox + x * cell) + 0.5;
    ctx.moveTo(sx, top);
    ctx.lineTo(sx, bottom);
  }
  for (let y = range.y0; y <= range.y1 + 1; y++) {
    const sy = Math.round(oy + y * cell) + 0.5;
    ctx.moveTo(left, sy);
    ctx.lineTo(right, sy);
  }
  ctx.stroke();
};

const strokeRings = (
  ctx: CanvasRenderingContext2D,
  list: readonly number[],
  colour: string,
  width: number,
  gap: number,
) => {
  if (list.length === 0) return;
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.beginPath();
  for (let i = 0; i < list.length; i += 3) {
    const r = list[i + 2]! + gap + width;
    ctx.moveTo(list[i]! + r, list[i + 1]!);
    ctx.arc(list[i]!, list[i + 1]!, r, 0, Math.PI * 2);
  }
  ctx.stroke();
};

const strokeCell = (
  ctx: CanvasRenderingContext2D,
  at: { x: number; y: number },
  ox: number,
  oy: number,
  cell: number,
  colour: string,
  width: number,
) => {
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.strokeRect(ox + at.x * cell + width / 2, oy + at.y * cell + width / 2, cell - width, cell - width);
};

/** Traveling fleets: a faint dashed route and a triangle pointing at the target (red for attacks). */
const drawFleets = (
  ctx: CanvasRenderingContext2D,
  fleets: readonly FleetOnMap[],
  ox: number,
  oy: number,
  cell: number,
) => {
  const at = (p: { x: number; y: number }) => [ox + (p.x + 0.5) * cell, oy + (p.y + 0.5) * cell] as const;
  ctx.save();
  ctx.setLineDash([4, 4]);
  ctx.lineWidth = 1;
  for (const f of fleets) {
    const [x0, y0] = at(f.from);
    const [x1, y1] = at(f.to);
    ctx.strokeStyle = f.attack ? "rgba(255, 82, 82, 0.5)" : "rgba(79, 195, 247, 0.5)";
    ctx.beginPath();
    ctx.moveTo(x0, y0);
    ctx.lineTo(x1, y1);
    ctx.stroke();
  }
  ctx.setLineDash([]);
  const size = Math.max(4, cell * 0.22);
  for (const f of fleets) {
    const [x, y] = at(f);
    const [tx, ty] = at(f.to);
    const angle = Math.atan2(ty - y, tx - x);
    ctx.fillStyle = f.attack ? MAP_COLOURS.attackFleet : MAP_COLOURS.fleet;
    ctx.beginPath();
    ctx.moveTo(x + Math.cos(angle) * size, y + Math.sin(angle) * size);
    ctx.lineTo(x + Math.cos(angle + 2.5) * size, y + Math.sin(angle + 2.5) * size);
    ctx.lineTo(x + Math.cos(angle - 2.5) * size, y + Math.sin(angle - 2.5) * size);
    ctx.closePath();
    ctx.fill();
  }
  ctx.restore();
};
