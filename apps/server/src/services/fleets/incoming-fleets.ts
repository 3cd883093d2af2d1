import type { IncomingFleet } from "@nova/contract";
import { planetLabel } from "@nova/rules";
import type { AuthUser } from "../../auth/auth-user.ts";
import { listIncomingAttacks } from "../../db/repositories/fleets-repository.ts";
import { iso } from "../../platform/clock.ts";
import type { ServiceDeps } from "../deps.ts";
import { callerPlayer } from "../player/player-service.ts";

/**
 * GET /fleets/incoming/{galaxyId}: attack fleets of other empires heading for the caller's planets or waiting in
 * orbit there, soonest first. Fleets travel for turns, so a defender who sees them coming can station units,
 * build lasers or strike first (docs/decisions.md); their strength stays hidden.
 */
export const incomingFleets = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
): Promise<{ fleets: IncomingFleet[] }> => {
  const player = await callerPlayer(deps, user, galaxyId);
  const rows = await listIncomingAttacks(deps.db.kysely, galaxyId, player.id);
  return {
    fleets: rows.map((r) => ({
      fleetId: r.id,
      attackerId: r.player_id,
      attackerName: r.username,
      targetPlanetId: r.target_planet_id ?? "",
      targetPlanetName: planetLabel(r.target_planet_id ?? ""),
      status: r.status === "arrived" ? ("arrived" as const) : ("traveling" as const),
      arrivesAt: r.arrives_at === null ? null : iso(r.arrives_at),
    })),
  };
};
