import type { SceneSystem } from "./scene.ts";

/** Map colours shared by the 2D grid and the legend: own, family, enemy, homes, neutral. */
export const MAP_COLOURS = {
  own: "#66bb6a",
  family: "#29b6f6",
  enemy: "#ef5350",
  ownHome: "#ffd54f",
  otherHome: "#ff9800",
  neutral: "#8a96c2",
  portal: "#ba68c8",
  /** Intel Ops overlay: planets an intel spell revealed, portals held by a force field. */
  intel: "#ff4081",
  forceField: "#4dd0e1",
  fleet: "#4fc3f7",
  attackFleet: "#ff5252",
  background: "#050812",
  gridLine: "rgba(120, 160, 255, 0.08)",
  galaxyEdge: "rgba(120, 160, 255, 0.35)",
  selection: "#ffffff",
} as const;

export type FillKey = "own" | "family" | "enemy" | "neutral";

/** The fill of a system on the grid: its standing (homes get a ring on top, see `ringOf`). */
export const fillOf = (s: SceneSystem): FillKey => s.standing;

/** The ring around a home system, if it is drawn: the own home always, other homes with their toggle on. */
export const ringOf = (s: SceneSystem, showOtherHomes: boolean): "ownHome" | "otherHome" | null => {
  if (s.home === "own") return "ownHome";
  if (s.home === "other" && showOtherHomes) return "otherHome";
  return null;
};
