import { hashUnit } from "@nova/rules";
import { i18n } from "../i18n/i18n.ts";

/** The 20 stellar types' ids; each has its name in the `map` catalogue (`stars.<id>`). */
export type StarId =
  | "o-blue-giant"
  | "b-blue-white"
  | "a-white"
  | "f-yellow-white"
  | "g-yellow-dwarf"
  | "k-orange-dwarf"
  | "m-red-dwarf"
  | "k-red-giant"
  | "m-red-supergiant"
  | "b-blue-supergiant"
  | "d-white-dwarf"
  | "ns-neutron"
  | "psr-pulsar"
  | "l-brown-dwarf"
  | "c-carbon"
  | "wr-wolf-rayet"
  | "t-tauri"
  | "binary-yellow"
  | "sg-yellow-hypergiant"
  | "bh-accretion";

/** One stellar type of the star catalogue (core-play section 3). */
export interface StarType {
  readonly id: StarId;
  /** The English name (the catalogue's source text); shown through `starName`. */
  readonly name: string;
  /** Spectral class as astronomers write it. */
  readonly starClass: string;
  /** Surface temperature in kelvin. */
  readonly temperature: number;
  /** Core, mid and glow colours, CSS hex. */
  readonly colors: { readonly core: string; readonly mid: string; readonly glow: string };
  /** Drawn radius relative to a Sun-like star (1). */
  readonly size: number;
  /** Relative brightness of the glow, 0-1. */
  readonly luminosity: number;
  readonly surfaceDetail: boolean;
  readonly pulse: boolean;
  readonly corona: boolean;
}

const star = (
  id: StarId,
  name: string,
  starClass: string,
  temperature: number,
  core: string,
  mid: string,
  glow: string,
  size: number,
  luminosity: number,
  flags: { surfaceDetail?: boolean; pulse?: boolean; corona?: boolean } = {},
): StarType => ({
  id,
  name,
  starClass,
  temperature,
  colors: { core, mid, glow },
  size,
  luminosity,
  surfaceDetail: flags.surfaceDetail ?? false,
  pulse: flags.pulse ?? false,
  corona: flags.corona ?? false,
});

/** The 20 stellar types, ordered from hot to cool and then the exotic ones. */
export const STAR_CATALOGUE: readonly StarType[] = [
  star("o-blue-giant", "Blue Giant", "O", 40000, "#f4f8ff", "#9bb0ff", "#5a7dff", 1.8, 1, { corona: true }),
  star("b-blue-white", "Blue-White Star", "B", 20000, "#f7faff", "#aabfff", "#7391ff", 1.5, 0.9, { corona: true }),
  star("a-white", "White Star", "A", 9000, "#ffffff", "#cad7ff", "#9fb4ff", 1.3, 0.8),
  star("f-yellow-white", "Yellow-White Star", "F", 7000, "#fffdf5", "#f8f7ff", "#e6e9ff", 1.15, 0.7, {
    surfaceDetail: true,
  }),
  star("g-yellow-dwarf", "Yellow Dwarf", "G", 5800, "#fffbe6", "#fff4b0", "#ffd34d", 1, 0.65, {
    surfaceDetail: true,
    corona: true,
  }),
  star("k-orange-dwarf", "Orange Dwarf", "K", 4500, "#fff1db", "#ffd2a1", "#ff9f45", 0.85, 0.55, {
    surfaceDetail: true,
  }),
  star("m-red-dwarf", "Red Dwarf", "M", 3200, "#ffe0d0", "#ffb08a", "#ff5a36", 0.6, 0.4, { surfaceDetail: true }),
  star("k-red-giant", "Red Giant", "K III", 4000, "#ffe4c4", "#ff9a55", "#e8501c", 2, 0.75, {
    surfaceDetail: true,
    pulse: true,
  }),
  star("m-red-supergiant", "Red Supergiant", "M I", 3500, "#ffd7b5", "#ff7b42", "#c72f10", 2.4, 0.85, {
    surfaceDetail: true,
    pulse: true,
    corona: true,
  }),
  star("b-blue-supergiant", "Blue Supergiant", "B I", 25000, "#f2f6ff", "#8fa8ff", "#3d5cff", 2.2, 1, {
    corona: true,
    pulse: true,
  }),
  star("d-white-dwarf", "White Dwarf", "D", 12000, "#ffffff", "#e0e8ff", "#b8c8ff", 0.35, 0.5),
  star("ns-neutron", "Neutron Star", "NS", 600000, "#e8f4ff", "#7fd6ff", "#2fa8ff", 0.25, 0.9, { pulse: true }),
  star("psr-pulsar", "Pulsar", "PSR", 1000000, "#f0fbff", "#6ff0ff", "#00c8ff", 0.3, 1, { pulse: true, corona: true }),
  star("l-brown-dwarf", "Brown Dwarf", "L", 1800, "#c98a6a", "#8a4a33", "#5a2a1c", 0.5, 0.2, { surfaceDetail: true }),
  star("c-carbon", "Carbon Star", "C", 3000, "#ffc9a8", "#ff6a3c", "#b3200a", 1.9, 0.6, {
    surfaceDetail: true,
    pulse: true,
  }),
  star("wr-wolf-rayet", "Wolf-Rayet Star", "WR", 70000, "#f5f0ff", "#b59bff", "#7a4dff", 1.4, 1, {
    corona: true,
    pulse: true,
  }),
  star("t-tauri", "T Tauri Star", "T", 4300, "#fff0d8", "#ffc27a", "#ff8c2a", 0.9, 0.6, { pulse: true, corona: true }),
  star("binary-yellow", "Binary Star", "G+K", 5200, "#fffbe0", "#ffe08a", "#ffb347", 1.1, 0.7, {
    surfaceDetail: true,
    corona: true,
  }),
  star("sg-yellow-hypergiant", "Yellow Hypergiant", "G 0", 6500, "#fffde8", "#ffe66b", "#ffbf00", 2.6, 0.95, {
    pulse: true,
    corona: true,
  }),
  star("bh-accretion", "Black Hole Accretion Disk", "BH", 10000000, "#1a1028", "#b266ff", "#ff66cc", 1.2, 0.8, {
    corona: true,
    pulse: true,
  }),
];

/** The star type of a system: a hash of its coordinates picks one of the 20 (same system, same star). */
export const starTypeAt = (x: number, y: number): StarType => {
  const index = Math.floor(hashUnit("star-type", x, y) * STAR_CATALOGUE.length);
  return STAR_CATALOGUE[Math.min(index, STAR_CATALOGUE.length - 1)] as StarType;
};

/** A star type's name in the current language ("Orange Dwarf", "Oranger Zwerg"); the map screens load `map`. */
export const starName = (star: Pick<StarType, "id">): string => i18n.t(`map:stars.${star.id}`);
