import type { PlanetType } from "@nova/rules";
import { i18n } from "../../i18n/i18n.ts";

export interface PlanetTypeVisual {
  /** The type's name in the current language ("Gas Giant"), from the `planets` catalogue. */
  readonly label: string;
  /** Surface colour and its darker shade, for the planet icon's gradient. */
  readonly colour: string;
  readonly shade: string;
}

// The English names, for screens (the maps) that show a type before the `planets` catalogue has loaded.
const ENGLISH: Readonly<Record<PlanetType, string>> = {
  terran: "Terran",
  volcanic: "Volcanic",
  ice: "Ice",
  gas: "Gas Giant",
  barren: "Barren",
  unknown: "Unknown",
};

/** "Gas Giant": a planet type's name from the `planets` catalogue. */
export const planetTypeLabel = (type: PlanetType): string =>
  i18n.t(`planets:types.${type}`, { defaultValue: ENGLISH[type] });

const visual = (type: PlanetType, colour: string, shade: string): PlanetTypeVisual => ({
  get label() {
    return planetTypeLabel(type);
  },
  colour,
  shade,
});

/** How each planet type looks in lists and dialogs. */
export const PLANET_TYPE_VISUALS: Readonly<Record<PlanetType, PlanetTypeVisual>> = {
  terran: visual("terran", "#66bb6a", "#1565c0"),
  volcanic: visual("volcanic", "#ff7043", "#4e1c0a"),
  ice: visual("ice", "#b3e5fc", "#4f83a8"),
  gas: visual("gas", "#ffcc80", "#8d5b2a"),
  barren: visual("barren", "#a1887f", "#3e2c25"),
  unknown: visual("unknown", "#90a4ae", "#263238"),
};
