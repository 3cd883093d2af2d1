import { z } from "zod";
import { AccountSchema, AuthConfigSchema, HealthSchema, UserProfileSchema } from "./schemas/auth.ts";
import { GalaxyParamsSchema, GalaxyQuerySchema } from "./schemas/common.ts";
import {
  AdvanceTurnRequestSchema,
  AdvanceTurnResponseSchema,
  GalaxyListSchema,
  PlayerListSchema,
  RaceListSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  TurnInfoSchema,
} from "./schemas/galaxy.ts";
import { PlayerStatsSchema } from "./schemas/player.ts";
import { PlanetListSchema, PlanetParamsSchema, PlanetSchema } from "./schemas/planets.ts";
import {
  BuildingJobListSchema,
  BuildOrderRequestSchema,
  BuildOrderResponseSchema,
  UnitBuildRequestSchema,
  UnitBuildResponseSchema,
  UnitJobListSchema,
} from "./schemas/build.ts";
import { EventListSchema, EventsQuerySchema, EventTypesSchema } from "./schemas/events.ts";
import {
  GalaxyCreationRequestSchema,
  GalaxyCreationResponseSchema,
  GalaxyJobListSchema,
  GalaxyJobParamsSchema,
  GalaxyJobSchema,
  GalaxyJobsQuerySchema,
} from "./schemas/galaxy-jobs.ts";
import {
  GalaxyAccessSchema,
  InvitationListSchema,
  InvitationSchema,
  InviteParamsSchema,
  InviteRequestSchema,
  MessageSchema,
  SetPrivacyRequestSchema,
} from "./schemas/galaxy-access.ts";
import {
  FamilyListSchema,
  GalaxyLayoutSchema,
  OccupiedSystemsSchema,
  QuadrantQuerySchema,
  SystemListSchema,
  SystemPlanetsSchema,
  SystemsQuerySchema,
} from "./schemas/map.ts";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/** One API route: its path (Fastify `:param` syntax) and the schemas of everything that crosses the wire. */
export interface RouteDef<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  readonly method: HttpMethod;
  readonly path: string;
  /** Whether the caller must be signed in. */
  readonly auth: boolean;
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly response: R;
}

const none = z.object({});

const route = <P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  def: RouteDef<P, Q, B, R>,
): RouteDef<P, Q, B, R> => def;

/** The route table: the server registers these, the web client calls them. */
export const routes = {
  health: route({
    method: "GET",
    path: "/health",
    auth: false,
    params: none,
    query: none,
    body: none,
    response: HealthSchema,
  }),
  authConfig: route({
    method: "GET",
    path: "/auth/config",
    auth: false,
    params: none,
    query: none,
    body: none,
    response: AuthConfigSchema,
  }),
  me: route({
    method: "GET",
    path: "/auth/me",
    auth: true,
    params: none,
    query: none,
    body: none,
    response: UserProfileSchema,
  }),
  account: route({
    method: "GET",
    path: "/auth/account",
    auth: true,
    params: none,
    query: none,
    body: none,
    response: AccountSchema,
  }),
  galaxyList: route({
    method: "GET",
    path: "/galaxy/list",
    auth: true,
    params: none,
    query: none,
    body: none,
    response: GalaxyListSchema,
  }),
  galaxyPlayers: route({
    method: "GET",
    path: "/galaxy/players/:galaxyId",
    auth: true,
    params: GalaxyParamsSchema,
    query: none,
    body: none,
    response: PlayerListSchema,
  }),
  races: route({
    method: "GET",
    path: "/galaxy/races",
    auth: false,
    params: none,
    query: none,
    body: none,
    response: RaceListSchema,
  }),
  turnInfo: route({
    method: "GET",
    path: "/galaxy/turn-info/:galaxyId",
    auth: true,
    params: GalaxyParamsSchema,
    query: none,
    body: none,
    response: TurnInfoSchema,
  }),
  register: route({
    method: "POST",
    path: "/galaxy/register",
    auth: true,
    params: none,
    query: none,
    body: RegisterRequestSchema,
    response: RegisterResponseSchema,
  }),
  playerStats: route({
    method: "GET",
    path: "/player/stats",
    auth: true,
    params: none,
    query: GalaxyQuerySchema,
    body: none,
    response: PlayerStatsSchema,
  }),
  advanceTurn: route({
    method: "POST",
    path: "/admin/galaxies/:galaxyId/advance-turn",
    auth: true,
    params: GalaxyParamsSchema,
    query: none,
    body: AdvanceTurnRequestSchema,
    response: AdvanceTurnResponseSchema,
  }),
  planets: route({
    method: "GET",
    path: "/galaxy/planets/:galaxyId",
    auth: true,
    params: GalaxyParamsSchema,
    query: none,
    body: none,
    response: PlanetListSchema,
  }),
  planet: route({
    method: "GET",
    path: "/galaxy/planets/:galaxyId/:planetId",
    auth: true,
    params: PlanetParamsSchema,
    query: none,
    body: none,
    response: PlanetSchema,
  }),
  buildOrder: route({
    method: "POST",
    path: "/build/order",
    auth: true,
    params: none,
    query: none,
    body: BuildOrderRequestSchema,
    response: BuildOrderResponseSchema,
  }),
  buildJobs: route({
    method: "GET",
    path: "/build/jobs/:galaxyId",
    auth: true,
    params: GalaxyParamsSchema,
    query: none,
    body: none,
    response: BuildingJobListSchema,
  }),
  unitBuild: route({
    method: "POST",
    path: "/units/build",
    auth: true,
    params: none,
    query: none,
    body: UnitBuildRequestSchema,
    response: UnitBuildResponseSchema,
  }),
  unitJobs: route({
    method: "GET",
    path: "/units/build/:galaxyId",
    auth: true,
    params: GalaxyParamsSchema,
    query: none,
    body: none,
    response: UnitJobListSchema,
  }),
  events: route({
    method: "GET",
    path: "/events/:galaxyId",
    auth: true,
    params: GalaxyParamsSchema,
    query: EventsQuerySchema,
    body: none,
    response: EventListSchema,
  }),
  eventStream: route({
    method: "GET",
    path: "/events/:galaxyId/stream",
    auth: true,
    params: GalaxyParamsSchema,
    query: EventsQuerySchema,
    body: none,
    response: EventListSchema,
  }),
  familyEvents: route({
    method: "GET",
    path: "/events/:galaxyId/family/:familyId",
    auth: true,
    params: GalaxyParamsSchema.extend({ familyId: z.string().min(1).max(200) }),
    query: EventsQuerySchema,
    body: none,
    response: EventListSchema,
  }),
  eventTypes: route({
    method: "GET",
    path: "/events/:galaxyId/types",
    auth: true,
    params: GalaxyParamsSchema,
    query: none,
    body: none,
    response: EventTypesSchema,
  }),
  createGalaxy: route({
    method: "POST",
    path: "/galaxy-creation/create",
    auth: true,
    params: none,
    query: none,
    body: GalaxyCreationRequestSchema,
    response: GalaxyCreationResponseSchema,
  }),
  galaxyJob: route({
    method: "GET",
    path: "/galaxy-creation/status/:jobId",
    auth: true,
    params: GalaxyJobParamsSchema,
    query: none,
    body: none,
    response: GalaxyJobSchema,
  }),
  galaxyJobs: route({
    method: "GET",
    path: "/galaxy-creation/jobs",
    auth: true,
    params: none,
    query: GalaxyJobsQuerySchema,
    body: none,
    response: GalaxyJobListSchema,
  }),
  galaxyAccess: route({
    method: "GET",
    path: "/galaxy-access/:galaxyId",
    auth: true,
    params: GalaxyParamsSchema,
    query: none,
    body: none,
    response: GalaxyAccessSchema,
  }),
  setGalaxyPrivacy: route({
    method: "PUT",
    path: "/galaxy-access/:galaxyId",
    auth: true,
    params: GalaxyParamsSchema,
    query: none,
    body: SetPrivacyRequestSchema,
    response: GalaxyAccessSchema,
  }),
  invite: route({
    method: "POST",
    path: "/galaxy-access/:galaxyId/invite",
    auth: true,
    params: GalaxyParamsSchema,
    query: none,
    body: InviteRequestSchema,
    response: InvitationSchema,
  }),
  revokeInvite: route({
    method: "DELETE",
    path: "/galaxy-access/:galaxyId/invite/:userId",
    auth: true,
    params: InviteParamsSchema,
    query: none,
    body: none,
    response: MessageSchema,
  }),
  invitations: route({
    method: "GET",
    path: "/galaxy-access/:galaxyId/invitations",
    auth: true,
    params: GalaxyParamsSchema,
    query: none,
    body: none,
    response: InvitationListSchema,
  }),
  layout: route({
    method: "GET",
    path: "/galaxy/layout/:galaxyId",
    auth: true,
    params: GalaxyParamsSchema,
    query: none,
    body: none,
    response: GalaxyLayoutSchema,
  }),
  systems: route({
    method: "GET",
    path: "/galaxy/systems/:galaxyId",
    auth: true,
    params: GalaxyParamsSchema,
    query: SystemsQuerySchema,
    body: none,
    response: SystemListSchema,
  }),
  quadrant: route({
    method: "GET",
    path: "/galaxy/systems/:galaxyId/quadrant",
    auth: true,
    params: GalaxyParamsSchema,
    query: QuadrantQuerySchema,
    body: none,
    response: SystemListSchema,
  }),
  systemPlanets: route({
    method: "GET",
    path: "/galaxy/system-planets/:galaxyId/:systemId",
    auth: true,
    params: GalaxyParamsSchema.extend({ systemId: z.string().min(1).max(200) }),
    query: none,
    body: none,
    response: SystemPlanetsSchema,
  }),
  occupiedSystems: route({
    method: "GET",
    path: "/galaxy/occupied-systems/:galaxyId",
    auth: true,
    params: GalaxyParamsSchema,
    query: none,
    body: none,
    response: OccupiedSystemsSchema,
  }),
  families: route({
    method: "GET",
    path: "/galaxy/families/:galaxyId",
    auth: true,
    params: GalaxyParamsSchema,
    query: none,
    body: none,
    response: FamilyListSchema,
  }),
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
export type RouteResponse<N extends RouteName> = z.infer<Routes[N]["response"]>;
export type RouteBody<N extends RouteName> = z.input<Routes[N]["body"]>;
export type RouteParams<N extends RouteName> = z.input<Routes[N]["params"]>;
export type RouteQuery<N extends RouteName> = z.input<Routes[N]["query"]>;
