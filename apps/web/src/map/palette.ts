import { relationOf, type SceneSystem } from "./scene.ts";

/**
 * Map colours shared by the 2D grid and the legend. Relations and homes use the Okabe–Ito palette, which stays
 * distinguishable with deuteranopia, protanopia and tritanopia; each relation also has its own shape
 * (`RELATION_SHAPES`), so colour is never the only cue (issue 15).
 */
export const MAP_COLOURS = {
  own: "#009E73",
  family: "#56B4E9",
  enemy: "#D55E00",
  npc: "#CC79A7",
  ownHome: "#F0E442",
  otherHome: "#E69F00",
  neutral: "#8a96c2",
  portal: "#d0d0d0",
  /** Intel Ops overlay: planets an intel spell revealed, portals held by a force field. */
  intel: "#ff4081",
  forceField: "#4dd0e1",
  fleet: "#4fc3f7",
  attackFleet: "#ff5252",
  background: "#050812",
  gridLine: "rgba(120, 160, 255, 0.08)",
  galaxyEdge: "rgba(120, 160, 255, 0.35)",
  selection: "#ffffff",
  /** The grid map's keyboard cursor (dashed). */
  cursor: "#F0E442",
} as const;

export type FillKey = "own" | "family" | "enemy" | "npc" | "neutral";

/** The shape each relation is drawn with on the grid and in its legend. */
export const RELATION_SHAPES = {
  own: "circle",
  family: "diamond",
  enemy: "triangle",
  npc: "square",
  neutral: "ring",
} as const satisfies Record<FillKey, string>;

export type RelationShape = (typeof RELATION_SHAPES)[FillKey];

/** The fill of a system on the grid: its relation (homes get a ring on top, see `ringOf`). */
export const fillOf = (s: SceneSystem): FillKey => relationOf(s);

/** The ring around a home system, if it is drawn: the own home always, other homes with their toggle on. */
export const ringOf = (s: SceneSystem, showOtherHomes: boolean): "ownHome" | "otherHome" | null => {
  if (s.home === "own") return "ownHome";
  if (s.home === "other" && showOtherHomes) return "otherHome";
  return null;
};
