import { z } from "zod";
import { GalaxyIdSchema, ID_MESSAGE, ID_PATTERN } from "./common.ts";

export const FLEET_STATUSES = ["idle", "traveling", "stationed", "returning", "arrived"] as const;
/** exploration and attack are the spec's; move and reinforce are trips to one's own planets. */
export const FLEET_ACTIONS = ["exploration", "attack", "move", "reinforce"] as const;

const count = z
  .number({ error: "Please enter a valid quantity" })
  .int("Please enter a valid quantity")
  .min(0, "Please enter a valid quantity")
  .max(1e12, "Please enter a valid quantity");

/** Units in a request: every key optional, whole numbers >= 0. Lasers are buildings and never travel. */
export const UnitCountsSchema = z.strictObject({
  soldiers: count.optional(),
  droids: count.optional(),
  fighters: count.optional(),
  bombers: count.optional(),
  transports: count.optional(),
  wizards: count.optional(),
  agents: count.optional(),
  explorers: count.optional(),
});
export type UnitCounts = z.infer<typeof UnitCountsSchema>;

const n = z.number().int();
export const FleetUnitsSchema = z.object({
  soldiers: n,
  droids: n,
  fighters: n,
  bombers: n,
  transports: n,
  lasers: n,
  wizards: n,
  agents: n,
  explorers: n,
});

const Point = z.object({ x: z.number(), y: z.number() });

export const FleetSchema = z.object({
  id: z.string(),
  fleetId: z.string(),
  fleetName: z.string(),
  isHomeFleet: z.boolean(),
  status: z.enum(FLEET_STATUSES),
  action: z.enum(FLEET_ACTIONS).nullable(),
  units: FleetUnitsSchema,
  homePlanetId: z.string().nullable(),
  sourcePlanetId: z.string().nullable(),
  targetPlanetId: z.string().nullable(),
  stationedPlanetId: z.string().nullable(),
  locationPlanetId: z.string().nullable(),
  arrivesAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  createdAt: z.string(),
  travelTimeSeconds: z.number().int().nullable(),
  /** Null: clients interpolate from the coordinates and times (core-play section 4). */
  currentPosition: Point.nullable(),
  sourcePlanetCoordinates: Point.nullable(),
  targetPlanetCoordinates: Point.nullable(),
  portalCoordinates: Point.nullable(),
  portalUsedId: z.string().nullable(),
});
export type Fleet = z.infer<typeof FleetSchema>;
export const FleetListSchema = z.object({ fleets: z.array(FleetSchema) });
export const FleetsQuerySchema = z.object({ playerId: z.string().optional(), player_id: z.string().optional() });

/** The acting player is always the token's; a playerId here that is not the caller's is refused. */
const actor = {
  galaxyId: GalaxyIdSchema,
  playerId: z.string().max(100).regex(ID_PATTERN, `playerId ${ID_MESSAGE}`).optional(),
};

export const SendFleetRequestSchema = z.strictObject({
  ...actor,
  sourceFleetId: z.string().min(1).max(300).regex(ID_PATTERN, `sourceFleetId ${ID_MESSAGE}`),
  /** "move" stations units on one of the caller's own planets (the map's Station Units). */
  action: z.enum(["exploration", "attack", "move"], { error: "action must be exploration, attack or move" }),
  targetPlanetId: z.string({ error: "Target planet is required" }).trim().min(1, "Target planet is required").max(200),
  units: UnitCountsSchema,
  fleetName: z.string().trim().max(40, "Fleet name must be at most 40 characters").optional(),
});
export type SendFleetRequest = z.infer<typeof SendFleetRequestSchema>;

export const FleetActionResponseSchema = z.object({
  message: z.string(),
  fleet: FleetSchema.nullable(),
  travelTimeSeconds: z.number().int().nullable(),
  fee: z.number().int(),
});

export const FleetParamsSchema = z.object({
  fleetId: z.string().min(1).max(300).regex(ID_PATTERN, `fleetId ${ID_MESSAGE}`),
});
export const RecallRequestSchema = z.strictObject({ ...actor });
export const MoveRequestSchema = z.strictObject({
  ...actor,
  targetPlanetId: z.string({ error: "Target planet is required" }).trim().min(1, "Target planet is required").max(200),
  units: UnitCountsSchema.optional(),
});
export const ReinforceRequestSchema = z.strictObject({ ...actor, units: UnitCountsSchema });

/**
 * GET /fleets/incoming/{galaxyId}: another empire's attack fleet on its way to one of the caller's planets, or
 * waiting in orbit for its order to attack (our addition; docs/decisions.md). Who sends it and when it arrives
 * are seen; its strength is not (intel operations are for that).
 */
export const IncomingFleetSchema = z.object({
  fleetId: z.string(),
  attackerId: z.string(),
  attackerName: z.string(),
  targetPlanetId: z.string(),
  targetPlanetName: z.string(),
  /** "traveling" on its way, "arrived" in orbit awaiting its order to attack. */
  status: z.enum(["traveling", "arrived"]),
  arrivesAt: z.string().nullable(),
});
export type IncomingFleet = z.infer<typeof IncomingFleetSchema>;
export const IncomingFleetListSchema = z.object({ fleets: z.array(IncomingFleetSchema) });
