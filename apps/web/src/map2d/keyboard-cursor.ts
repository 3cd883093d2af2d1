import type { MapScene, SceneSystem } from "../map/scene.ts";

export type CursorDirection = "left" | "right" | "up" | "down";

export const ARROW_DIRECTIONS: Readonly<Record<string, CursorDirection>> = {
  ArrowLeft: "left",
  ArrowRight: "right",
  ArrowUp: "up",
  ArrowDown: "down",
};

/**
 * The system the keyboard cursor moves to from `from` in `direction` (issue 15): the nearest system ahead,
 * preferring ones close to the straight line (a system two cells aside costs as much as four cells ahead).
 * Systems inside the 45° cone ahead win over the rest of the half-plane. Null when nothing lies that way.
 */
export const nextSystem = (
  scene: Pick<MapScene, "systems">,
  from: { readonly x: number; readonly y: number },
  direction: CursorDirection,
): SceneSystem | null => {
  let best: SceneSystem | null = null;
  let bestScore = Infinity;
  for (const s of scene.systems) {
    const dx = s.x - from.x;
    const dy = s.y - from.y;
    const ahead = direction === "right" ? dx : direction === "left" ? -dx : direction === "down" ? dy : -dy;
    const aside = Math.abs(direction === "left" || direction === "right" ? dy : dx);
    if (ahead <= 0) continue;
    // Outside the cone: only after every system inside it.
    const score = ahead + 2 * aside + (aside > ahead ? 1_000_000 : 0);
    if (
      score < bestScore ||
      (score === bestScore && best !== null && (s.y < best.y || (s.y === best.y && s.x < best.x)))
    ) {
      best = s;
      bestScore = score;
    }
  }
  return best;
};

/** The system nearest to a point in grid cells (where the cursor starts when the map gets focus). */
export const nearestSystem = (
  scene: Pick<MapScene, "systems">,
  at: { readonly x: number; readonly y: number },
): SceneSystem | null => {
  let best: SceneSystem | null = null;
  let bestDistance = Infinity;
  for (const s of scene.systems) {
    const d = (s.x + 0.5 - at.x) ** 2 + (s.y + 0.5 - at.y) ** 2;
    if (d < bestDistance) {
      best = s;
      bestDistance = d;
    }
  }
  return best;
};
