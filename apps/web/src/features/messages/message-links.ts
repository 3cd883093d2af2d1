/** A run of a message's text: plain text, or a web address shown as a link. */
export type TextPart =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "link"; readonly href: string; readonly text: string };

// http(s) addresses only: other schemes (javascript:, data:) stay text.
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
// Sentence punctuation right after an address belongs to the sentence.
const TRAILING = /[.,;:!?)\]}]+$/;

/**
 * Splits a message into text and links. The result is rendered as React text nodes and anchors, never as HTML, so
 * whatever a player typed (tags included) shows exactly as typed.
 */
export const splitLinks = (body: string): TextPart[] => {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of body.matchAll(URL_PATTERN)) {
    const start = match.index;
    const url = match[0].replace(TRAILING, "");
    if (start > last) parts.push({ kind: "text", text: body.slice(last, start) });
    parts.push({ kind: "link", href: url, text: url });
    last = start + url.length;
  }
  if (last < body.length) parts.push({ kind: "text", text: body.slice(last) });
  return parts;
};
