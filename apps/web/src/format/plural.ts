import { formatNumber } from "./format-number.ts";

/** "1 planet", "2 planets", "1,200 planets": a count with thousands separators and the right form of the noun. */
export const countNoun = (count: number, one: string, many = `${one}s`): string =>
  `${formatNumber(count)} ${count === 1 ? one : many}`;

/** The noun alone in the right form for `count`: "turn" or "turns". */
export const nounFor = (count: number, one: string, many = `${one}s`): string => (count === 1 ? one : many);
