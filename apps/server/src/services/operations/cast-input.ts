import type { OperationType, TargetUnitType } from "@nova/rules";

/** One cast as a player (or an NPC) orders it: who casts what, on whom. */
export interface CastInput {
  readonly playerId: string;
  readonly operationType: OperationType;
  readonly targetPlayerId: string | null;
  readonly targetPlanetId: string | null;
  readonly framedPlayerId: string | null;
  readonly targetUnitType: TargetUnitType | null | undefined;
}
