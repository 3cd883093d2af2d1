import type { PlanetType } from "@nova/rules";

export interface PlanetTypeVisual {
  readonly label: string;
  /** Surface colour and its darker shade, for the planet icon's gradient. */
  readonly colour: string;
  readonly shade: string;
}

/** How each planet type looks in lists and dialogs. */
export const PLANET_TYPE_VISUALS: Readonly<Record<PlanetType, PlanetTypeVisual>> = {
  terran: { label: "Terran", colour: "#66bb6a", shade: "#1565c0" },
  volcanic: { label: "Volcanic", colour: "#ff7043", shade: "#4e1c0a" },
  ice: { label: "Ice", colour: "#b3e5fc", shade: "#4f83a8" },
  gas: { label: "Gas Giant", colour: "#ffcc80", shade: "#8d5b2a" },
  barren: { label: "Barren", colour: "#a1887f", shade: "#3e2c25" },
  unknown: { label: "Unknown", colour: "#90a4ae", shade: "#263238" },
};
