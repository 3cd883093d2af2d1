import { parsePlanetId } from "@nova/rules";

/**
 * The full planet id (`demo:12,4:2`) for a reference that may lack its galaxy (`12,4:2`), as activity
 * texts and deep links carry either form.
 */
export const fullPlanetId = (galaxyId: string, reference: string): string =>
  parsePlanetId(reference) ? reference : `${galaxyId}:${reference}`;

/** A piece of text: plain, or a planet reference to turn into a link. */
export type TextPart =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "planet"; readonly text: string; readonly galaxyId: string | null; readonly ref: string };

// `x,y:n`, optionally prefixed by a galaxy id (`demo:12,4:2`); never inside a longer number or word.
const PLANET_REF = /(?<![\w,:])(?:([A-Za-z0-9_-]{3,64}):)?(\d{1,5}),(\d{1,5}):(\d{1,3})(?![\w,]|:\d)/g;

/** Splits text into plain parts and planet references (core-play section 2: planet links in text). */
export const splitPlanetRefs = (text: string): TextPart[] => {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(PLANET_REF)) {
    const start = match.index;
    if (start > last) parts.push({ kind: "text", text: text.slice(last, start) });
    const [whole, galaxyId, x, y, index] = match;
    parts.push({ kind: "planet", text: whole, galaxyId: galaxyId ?? null, ref: `${x},${y}:${index}` });
    last = start + whole.length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
};
