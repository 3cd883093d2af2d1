import { REFUSAL_ARGUMENT, REFUSAL_REASONS, REFUSAL_TEXTS, type RefusalReason } from "@nova/contract";
import type { RefusalData } from "@nova/rules";

/**
 * Which of the contract's refusal texts a detail is, with the values it was filled with (issue 15). The rules and
 * services write their English texts where they refuse (the rules cannot import the contract); the error handler
 * asks this once per refusal so every answer carries a `reason` and its `data` and the client never reads English.
 * Only the server's own closed list is matched, whole and anchored, so a text is either exactly one reason or none.
 */
export interface IdentifiedRefusal {
  readonly reason: RefusalReason;
  readonly data: RefusalData;
}

// Grouped ("1,200") or plain digits, as formatCount and String(n) write them.
const NUMBER = "(-?\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|-?\\d+(?:\\.\\d+)?)";
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

interface Matcher {
  readonly reason: RefusalReason;
  readonly pattern: RegExp;
  readonly names: readonly { name: string; isNumber: boolean }[];
}

const compile = (reason: RefusalReason): Matcher => {
  const template: string = REFUSAL_TEXTS[reason];
  const names: { name: string; isNumber: boolean }[] = [];
  let source = "";
  let last = 0;
  for (const match of template.matchAll(REFUSAL_ARGUMENT)) {
    source += escape(template.slice(last, match.index));
    const isNumber = match[2] !== undefined;
    source += isNumber ? NUMBER : "(.+?)";
    names.push({ name: match[1]!, isNumber });
    last = match.index + match[0].length;
  }
  source += escape(template.slice(last));
  return { reason, pattern: new RegExp(`^${source}$`, "s"), names };
};

// The most literal text first, so "Insufficient {resource}" never swallows "Insufficient iron: need 5, have 1".
const literalLength = (m: Matcher) => REFUSAL_TEXTS[m.reason].replace(REFUSAL_ARGUMENT, "").length;
const MATCHERS = REFUSAL_REASONS.map(compile).sort((a, b) => literalLength(b) - literalLength(a));

export const identifyRefusal = (detail: string): IdentifiedRefusal | null => {
  for (const matcher of MATCHERS) {
    const found = matcher.pattern.exec(detail);
    if (!found) continue;
    const data: Record<string, string | number> = {};
    matcher.names.forEach(({ name, isNumber }, i) => {
      const value = found[i + 1]!;
      data[name] = isNumber ? Number(value.replaceAll(",", "")) : value;
    });
    return { reason: matcher.reason, data };
  }
  return null;
};
