import { starColour3d, type StarColourOptions } from "../map/galaxy-3d.ts";
import { NO_MARKS, type IntelMarks } from "../map/intel-overlay.ts";
import { MAP_COLOURS } from "../map/palette.ts";
import type { SceneSystem } from "../map/scene.ts";

/** The part of a canvas 2D context the minimap draws with. */
export type MinimapContext = Pick<
  CanvasRenderingContext2D,
  "clearRect" | "fillRect" | "beginPath" | "arc" | "stroke" | "fillStyle" | "strokeStyle" | "lineWidth"
>;

export interface MinimapPicture {
  readonly size: number;
  /** Canvas pixels per grid cell. */
  readonly scale: number;
  /** The (sampled) systems drawn as dots. */
  readonly dots: readonly SceneSystem[];
  /** Every system of the scene: the Intel marks index into it, so no mark is lost to the dots' sampling. */
  readonly systems: readonly SceneSystem[];
  readonly options: StarColourOptions;
  /** The Intel overlay's marks while its toggle is on, else NO_MARKS. */
  readonly marks?: IntelMarks;
  /** The camera target in grid cells. */
  readonly target: { readonly x: number; readonly y: number };
}

/** Ring radius in canvas pixels: a revealed system, and a force-fielded portal ringed wider (as on the 3D map). */
export const MINIMAP_INTEL_RING = 3;
export const MINIMAP_FORCE_FIELD_RING = 4.5;

/**
 * Draws the minimap: the dots, then the Intel Ops marks as rings in the overlay's colours (revealed planets
 * pink, force-fielded portals cyan), then the camera ring.
 */
export const drawMinimap = (ctx: MinimapContext, picture: MinimapPicture): void => {
  const { size, scale, target } = picture;
  ctx.clearRect(0, 0, size, size);
  ctx.fillStyle = "rgba(3, 5, 12, 0.9)";
  ctx.fillRect(0, 0, size, size);
  for (const s of picture.dots) {
    ctx.fillStyle = starColour3d(s, picture.options);
    const r = s.home ? 2.5 : 1.5;
    ctx.fillRect((s.x + 0.5) * scale - r / 2, (s.y + 0.5) * scale - r / 2, r, r);
  }
  const marks = picture.marks ?? NO_MARKS;
  const ring = (indexes: readonly number[], colour: string, radius: number) => {
    ctx.strokeStyle = colour;
    ctx.lineWidth = 1.25;
    for (const k of indexes) {
      const s = picture.systems[k];
      if (!s) continue;
      ctx.beginPath();
      ctx.arc((s.x + 0.5) * scale, (s.y + 0.5) * scale, radius, 0, Math.PI * 2);
      ctx.stroke();
    }
  };
  ring(marks.intel, MAP_COLOURS.intel, MINIMAP_INTEL_RING);
  ring(marks.forceField, MAP_COLOURS.forceField, MINIMAP_FORCE_FIELD_RING);
  ctx.strokeStyle = "#ffffff";
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.arc(target.x * scale, target.y * scale, 6, 0, Math.PI * 2);
  ctx.stroke();
};
