import type { ActiveOperations } from "@nova/contract";
import { FORCE_FIELD_DELAY_TURNS, FORCE_FIELD_TURNS, SABOTAGE_DELAY_TURNS, parsePlanetId } from "@nova/rules";
import type { AuthUser } from "../../auth/auth-user.ts";
import { activeForceFields, listPlantedOfTypes } from "../../db/repositories/active-effects-repository.ts";
import { findGalaxy } from "../../db/repositories/galaxies-repository.ts";
import { refuse } from "../../domain/app-error.ts";
import type { ServiceDeps } from "../deps.ts";
import { callerPlayer } from "../player/player-service.ts";
import { listRecentPlanetLists } from "../../db/repositories/operation-records-repository.ts";

/** How long a find_targets_planet result stays on the map: planets change hands, so old lists go stale. */
export const PLANET_LIST_TURNS = 48;

const PORTAL_EFFECTS = ["portal_force_field", "portal_sabotage"] as const;
type PortalEffectType = (typeof PORTAL_EFFECTS)[number];

const at = (planetId: string) => {
  const parsed = parsePlanetId(planetId);
  return parsed ? { x: parsed.x, y: parsed.y } : null;
};

const portalEffect = (row: { id: string; effect_type: string; planet_id: string; started_turn: number }) => {
  const where = at(row.planet_id);
  if (!where) return null;
  const type = row.effect_type as PortalEffectType;
  const delay = type === "portal_force_field" ? FORCE_FIELD_DELAY_TURNS : SABOTAGE_DELAY_TURNS;
  return {
    id: row.id,
    effectType: type,
    planetId: row.planet_id,
    ...where,
    startedTurn: row.started_turn,
    activeFromTurn: row.started_turn + delay,
    endsTurn: type === "portal_force_field" ? row.started_turn + delay + FORCE_FIELD_TURNS - 1 : null,
  };
};

/**
 * GET /operations/{galaxyId}/active: what the grid map's Intel Ops overlay draws. The caller's find_targets_planet
 * results of the last 48 turns, the portal effects the caller placed, and the force fields now blocking a portal
 * anywhere (plain to see, unlike a sabotage).
 */
export const activeOperations = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
): Promise<ActiveOperations> => {
  const player = await callerPlayer(deps, user, galaxyId);
  const db = deps.db.kysely;
  const galaxy = await findGalaxy(db, galaxyId);
  if (!galaxy) throw refuse("galaxy_not_found");
  const turn = galaxy.current_turn;
  const [lists, placed, fields] = await Promise.all([
    listRecentPlanetLists(db, galaxyId, player.id, turn - PLANET_LIST_TURNS),
    listPlantedOfTypes(db, galaxyId, player.id, PORTAL_EFFECTS),
    activeForceFields(db, galaxyId, turn),
  ]);
  return {
    planetLists: lists.map((row) => {
      const details = JSON.parse(row.details) as { intelData?: { planetLists?: { planetId: string }[] } };
      const planets = (details.intelData?.planetLists ?? []).flatMap((p) => {
        const where = at(p.planetId);
        return where ? [{ planetId: p.planetId, ...where }] : [];
      });
      return {
        operationId: row.id,
        targetPlayerId: row.target_id ?? "",
        targetPlayerName: row.username,
        turnNumber: row.turn_number,
        planets,
      };
    }),
    portalEffects: placed.flatMap((row) => portalEffect(row) ?? []),
    allPortalEffects: fields.flatMap((row) => portalEffect(row) ?? []),
  };
};
