/**
 * A quantity field's value (core-play section 5): a non-negative whole number, anything else (empty,
 * negative, decimal, letters) becomes 0, and values above `max` are clamped to it.
 */
export const parseQuantity = (input: string, max: number): number => {
  const text = input.trim();
  if (!/^\d+$/.test(text)) return 0;
  return Math.min(max, Number(text));
};

/** Quantities per type, as the dialogs keep them. */
export type Quantities<T extends string> = Readonly<Partial<Record<T, number>>>;

/** The chosen lines: types with a quantity above 0, in the given order. */
export const chosenLines = <T extends string>(
  types: readonly T[],
  quantities: Quantities<T>,
): { type: T; quantity: number }[] =>
  types.flatMap((type) => {
    const quantity = quantities[type] ?? 0;
    return quantity > 0 ? [{ type, quantity }] : [];
  });
