import { z } from "zod";
import { PlanetSchema } from "./planets.ts";

export const GalaxyLayoutSchema = z.object({
  galaxyId: z.string(),
  gridSize: z.object({ width: z.number().int(), height: z.number().int() }),
  systemCount: z.number().int(),
  /** Compact ids `x,y:planetCount` of family home systems, parallel to homeFamilies. */
  homeIds: z.array(z.string()),
  homeFamilies: z.array(z.string()),
  neutralIds: z.array(z.string()),
  systems: z.array(
    z.object({
      id: z.string(),
      x: z.number().int(),
      y: z.number().int(),
      planetCount: z.number().int(),
      systemType: z.enum(["home", "normal"]),
    }),
  ),
});
export type GalaxyLayout = z.infer<typeof GalaxyLayoutSchema>;

export const SystemSchema = z.object({
  id: z.string(),
  x: z.number().int(),
  y: z.number().int(),
  systemType: z.enum(["home", "normal"]),
  planetCount: z.number().int(),
  /** The family whose home this is, or whose members own most of its planets. */
  familyId: z.string().nullable(),
  /** The player owning most of the system's planets (ties: earliest claim), if anyone owns one. */
  owner: z.string().nullable(),
  ownerName: z.string().nullable(),
  ownedPlanets: z.number().int(),
});
export type SystemInfo = z.infer<typeof SystemSchema>;
export const SystemListSchema = z.object({ systems: z.array(SystemSchema) });
export const SystemsQuerySchema = z.object({ home_only: z.enum(["true", "false", "1", "0"]).optional() });
export const QuadrantQuerySchema = z.object({
  quadrant_x: z.coerce.number().int().min(0).max(1000),
  quadrant_y: z.coerce.number().int().min(0).max(1000),
  player_id: z.string().optional(),
});
export const SystemPlanetsSchema = z.object({ systemId: z.string(), planets: z.array(PlanetSchema) });
export const OccupiedSystemsSchema = z.object({ occupiedSystems: z.record(z.string(), z.array(z.string())) });
export const FamilySchema = z.object({
  id: z.string(),
  name: z.string(),
  members: z.array(z.string()),
  homeSystemId: z.string(),
  homeCoordinates: z.object({ x: z.number().int(), y: z.number().int() }),
});
export const FamilyListSchema = z.object({ families: z.array(FamilySchema) });
