import type { NpcDifficulty } from "@nova/rules";

/** Number fields are kept as typed text so a half-typed value can be shown and explained. */
export interface WizardValues {
  readonly galaxyId: string;
  readonly galaxyName: string;
  readonly shardId: string;
  readonly isPrivate: boolean;
  readonly turnLengthMinutes: number;
  readonly gridWidth: string;
  readonly gridHeight: string;
  readonly systemDensity: number;
  readonly familyCount: string;
  readonly maxPlayersPerFamily: string;
  readonly planetsPerNeutralSystem: string;
  readonly npcCount: number;
  readonly npcDifficulty: NpcDifficulty;
  /** The round's last turn (docs/rounds.md). */
  readonly endTurn: string;
  /** Start the next round automatically when this one ends. */
  readonly recurring: boolean;
}

export type WizardField = keyof WizardValues;
export type WizardErrors = Partial<Record<WizardField, string>>;
