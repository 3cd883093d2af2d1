/** Soldiers and droids on board, and how many of each die with their transports. */
export interface TroopLoss {
  readonly soldiers: number;
  readonly droids: number;
}

/**
 * Troops lost with destroyed transports (rules.md 12.4 phase 1 step 3): each type loses
 * `round(troops × transportsLost / transportsBefore)`. Spare transports give no protection (IC S1).
 */
export const troopsLostWithTransports = (
  troops: TroopLoss,
  transportsBefore: number,
  transportsLost: number,
): TroopLoss => {
  if (transportsBefore <= 0 || transportsLost <= 0) return { soldiers: 0, droids: 0 };
  const share = (count: number): number => Math.min(count, Math.round((count * transportsLost) / transportsBefore));
  return { soldiers: share(troops.soldiers), droids: share(troops.droids) };
};
