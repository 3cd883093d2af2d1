import { MAP_COLOURS, RELATION_SHAPES, type FillKey } from "../map/palette.ts";

const PATHS = {
  circle: <circle cx="6" cy="6" r="5" />,
  diamond: <path d="M6 0 L12 6 L6 12 L0 6 Z" />,
  triangle: <path d="M6 0.5 L11.5 11 L0.5 11 Z" />,
  square: <rect x="1" y="1" width="10" height="10" />,
  ring: <circle cx="6" cy="6" r="4" fill="none" strokeWidth="2.5" />,
} as const;

/** A relation's shape in its colour, as the grid map draws it (decorative: the text next to it says it). */
export function RelationIcon({ relation, size = 12 }: { readonly relation: FillKey; readonly size?: number }) {
  const colour = MAP_COLOURS[relation];
  const shape = RELATION_SHAPES[relation];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 12 12"
      aria-hidden="true"
      focusable="false"
      data-shape={shape}
      fill={colour}
      stroke={colour}
      style={{ flexShrink: 0 }}
    >
      {PATHS[shape]}
    </svg>
  );
}
