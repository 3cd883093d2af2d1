import { formatCount } from "./combat/battle-text.ts";

/**
 * Why an order is refused, as data: a stable code, the spec's text the player reads (`detail`), and the numbers
 * behind it (`data`) for a client that formats them itself. Every rule answers a refusal in this one shape; the
 * contract lists the codes (a closed union, each with one HTTP status) and checks that these are among them.
 */
export type RefusalCode =
  | "invalid_input"
  | "invalid_action"
  | "not_found"
  | "forbidden"
  | "conflict"
  | "insufficient_resources"
  | "insufficient_space"
  | "daily_limit_exceeded";

/** Named numbers and words of a refusal, e.g. `{ resource: "iron", need: 350, have: 120 }`. */
export type RefusalData = Readonly<Record<string, string | number>>;

export interface Refusal<C extends RefusalCode = RefusalCode> {
  readonly code: C;
  readonly detail: string;
  readonly data?: RefusalData;
  /** Which of the contract's refusal texts `detail` is, when it is one (see `because`). */
  readonly reason?: string;
}

export const refuse = <C extends RefusalCode>(code: C, detail: string, data?: RefusalData): Refusal<C> =>
  data === undefined ? { code, detail } : { code, detail, data };

/**
 * Names which of the contract's refusal texts a refusal is (issue 15), where it is made: `reason` is a key of the
 * contract's `REFUSAL_TEXTS` (the rules cannot import the contract; a server test checks every one) and `data`
 * holds every value its template needs, so the client can say it in the player's language.
 */
export const because = <R extends Refusal>(reason: string, refusal: R): R => ({ ...refusal, reason });

/**
 * The spec's `Insufficient {resource}: need N, have M` (rules.md 18) with its numbers as data. Units a fleet lacks
 * use the same text under `invalid_action`, the code the spec gives a fleet order.
 */
export const insufficient = <C extends "insufficient_resources" | "invalid_action" = "insufficient_resources">(
  resource: string,
  need: number,
  have: number,
  code: C = "insufficient_resources" as C,
): Refusal<C> => {
  const held = Math.max(0, Math.floor(have));
  // The detail groups thousands like every number a player reads; `data` keeps the plain numbers.
  return because(
    "insufficient_resource_amount",
    refuse(code, `Insufficient ${resource}: need ${formatCount(need)}, have ${formatCount(held)}`, {
      resource,
      need,
      have: held,
    }),
  );
};
