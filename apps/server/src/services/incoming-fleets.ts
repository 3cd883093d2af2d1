import type { IncomingFleet } from "@nova/contract";
import { planetLabel } from "@nova/rules";
import type { AuthUser } from "../auth/auth-user.ts";
import { iso } from "../platform/clock.ts";
import type { ServiceDeps } from "./deps.ts";
import { callerPlayer } from "./player-service.ts";

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
  const rows = await deps.db.kysely
    .selectFrom("fleets as f")
    .innerJoin("planets as p", (join) =>
      join.onRef("p.galaxy_id", "=", "f.galaxy_id").onRef("p.id", "=", "f.target_planet_id"),
    )
    .innerJoin("players as a", (join) =>
      join.onRef("a.galaxy_id", "=", "f.galaxy_id").onRef("a.id", "=", "f.player_id"),
    )
    .select(["f.id", "f.player_id", "a.username", "f.target_planet_id", "f.status", "f.arrives_at"])
    .where("f.galaxy_id", "=", galaxyId)
    .where("f.action", "=", "attack")
    .where("f.status", "in", ["traveling", "arrived"])
    .where("p.owner_id", "=", player.id)
    .where("f.player_id", "!=", player.id)
    .orderBy("f.arrives_at")
    .orderBy("f.id")
    .execute();
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
