import type { GameText } from "@nova/contract";
import type { NewEvent } from "../../db/repositories/events-repository.ts";
import type { GalaxyRow } from "../../db/repositories/galaxies-repository.ts";
import type { PlayerRow } from "../../db/repositories/players-repository.ts";
import type { ServiceDeps } from "../deps.ts";

/** A private event of the acting player, stamped with the current turn and time. */
export const playerEvent = (
  deps: ServiceDeps,
  galaxy: GalaxyRow,
  player: PlayerRow,
  eventType: string,
  text: GameText,
  details: Record<string, unknown>,
): NewEvent => ({
  galaxyId: galaxy.id,
  id: deps.ids.uuid(),
  playerId: player.id,
  familyId: player.family_id,
  eventType,
  text,
  turnNumber: galaxy.current_turn,
  isPublic: false,
  details,
  createdAt: deps.clock.now(),
});
