import { systemAt, type MapScene } from "./scene.ts";

/** Why a focus text was refused, for the catalogue (map:toolbar.focusErrors.*); `message` is the English text. */
export type FocusError = "empty" | "noHome" | "format" | "missing";

export type FocusResult =
  | { readonly ok: true; readonly x: number; readonly y: number }
  | {
      readonly ok: false;
      readonly message: string;
      readonly code: FocusError;
      readonly x?: number;
      readonly y?: number;
    };

const COORDINATES = /^(\d+)\s*,\s*(\d+)$/;

/** The map focus box (core-play section 5): 'x,y' of an existing system, or 'home'. */
export const parseFocus = (input: string, scene: MapScene | null): FocusResult => {
  const text = input.trim();
  if (text === "") return { ok: false, code: "empty", message: "Please enter a system coordinate" };
  if (text.toLowerCase() === "home") {
    return scene?.home
      ? { ok: true, x: scene.home.x, y: scene.home.y }
      : { ok: false, code: "noHome", message: "Home system not found" };
  }
  const match = COORDINATES.exec(text);
  if (!match) return { ok: false, code: "format", message: 'Invalid format. Use "x,y" (e.g., 50,75) or "home"' };
  const x = Number(match[1]);
  const y = Number(match[2]);
  if (!scene || !systemAt(scene, x, y)) {
    return { ok: false, code: "missing", x, y, message: `No system found at coordinates ${x},${y}` };
  }
  return { ok: true, x, y };
};

/** The focusX/focusY deep link, when both are whole numbers. */
export const focusFromQuery = (focusX: string | null, focusY: string | null): { x: number; y: number } | null => {
  if (focusX === null || focusY === null || !/^\d+$/.test(focusX.trim()) || !/^\d+$/.test(focusY.trim())) return null;
  return { x: Number(focusX), y: Number(focusY) };
};
