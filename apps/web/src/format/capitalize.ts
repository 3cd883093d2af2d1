/** "quantam" → "Quantam"; "cash_factory" → "Cash Factory". */
export const capitalize = (text: string): string =>
  text
    .split("_")
    .map((word) => (word === "" ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join(" ");
