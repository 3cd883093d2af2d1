/** The combat knobs of rules.md 19, with their defaults. */
export interface CombatConfig {
  /** A repelled attack loses every surviving fighting unit; if false, air survivors fly home (rules.md 12.6). */
  readonly defeatDestroysFleet: boolean;
  /** Ground-battle loss scale for the winner: `winnerLoss = this × loserPower / winnerPower`. */
  readonly groundLossWinner: number;
  /** Ground-battle loss scale for the loser: `loserLoss = min(1, this × winnerPower / loserPower)`. */
  readonly groundLossLoser: number;
  /** Largest share of fighters (and bombers, transports) a side can lose in the air battle. */
  readonly airLossCap: number;
  /** The defender's natural air bonus. */
  readonly defenderAirBonus: number;
  /** Above this networth ratio a won planet is razed instead of captured. */
  readonly razeRatio: number;
  /** Above this networth ratio a won planet is destroyed. */
  readonly destroyRatio: number;
  /** Turns a destroyed planet stays uninhabitable. */
  readonly uninhabitableTurns: number;
}

export const DEFAULT_COMBAT_CONFIG: CombatConfig = {
  defeatDestroysFleet: true,
  groundLossWinner: 0.15,
  groundLossLoser: 0.5,
  airLossCap: 0.3,
  defenderAirBonus: 1.2,
  razeRatio: 1.5,
  destroyRatio: 1 / 0.35,
  uninhabitableTurns: 72,
};
