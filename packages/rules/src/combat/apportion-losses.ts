/**
 * Splits `loss` units over holders in proportion to what each holds (largest remainder; ties to the earlier
 * holder). No holder loses more than it holds, and the parts add up to `min(loss, total held)`.
 * Used for the defender's stationed fleets and home fleet; the server can use it to split stationed losses over
 * several stationed fleets. Exact while `loss × holding` stays below 2^53.
 */
export const apportionLosses = (loss: number, holdings: readonly number[]): number[] => {
  const total = holdings.reduce((sum, held) => sum + Math.max(0, held), 0);
  const toSplit = Math.min(Math.max(0, loss), total);
  if (toSplit === 0) return holdings.map(() => 0);
  const shares = holdings.map((held) => {
    const exact = Math.max(0, held) * toSplit;
    const remainder = exact % total;
    return { base: (exact - remainder) / total, remainder };
  });
  let left = toSplit - shares.reduce((sum, share) => sum + share.base, 0);
  const byRemainder = shares
    .map((share, index) => ({ index, remainder: share.remainder }))
    .filter((entry) => entry.remainder > 0)
    .sort((x, y) => y.remainder - x.remainder || x.index - y.index);
  const parts = shares.map((share) => share.base);
  for (const entry of byRemainder) {
    if (left === 0) break;
    parts[entry.index] = (parts[entry.index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
};
