import { z } from "zod";
import { RACES } from "@nova/rules";

/** How the web client should sign in: development names, or OIDC code + PKCE against `issuer`. */
export const AuthConfigSchema = z.object({
  mode: z.enum(["dev", "oidc"]),
  issuer: z.string().nullable(),
  clientId: z.string().nullable(),
  audience: z.string().nullable(),
  scope: z.string(),
});
export type AuthConfig = z.infer<typeof AuthConfigSchema>;

export const UserPlayerRefSchema = z.object({
  galaxyId: z.string(),
  playerId: z.string(),
  username: z.string(),
  race: z.enum(RACES),
});

export const UserProfileSchema = z.object({
  userId: z.string(),
  email: z.string().nullable(),
  displayName: z.string(),
  name: z.string(),
  isAdmin: z.boolean(),
  players: z.array(UserPlayerRefSchema),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

export const AccountSchema = z.object({
  userId: z.string(),
  displayName: z.string(),
  email: z.string().nullable(),
  createdAt: z.string(),
  galaxies: z.array(
    z.object({
      galaxyId: z.string(),
      galaxyName: z.string(),
      playerId: z.string(),
      playerRace: z.enum(RACES),
      playerUsername: z.string(),
      playerNetworth: z.number(),
      playerPlanetCount: z.number().int(),
    }),
  ),
});
export type Account = z.infer<typeof AccountSchema>;

export const HealthSchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["sqlite", "postgres"]),
  time: z.string(),
  /**
   * This process's turn flips: `running` in its worker thread (`restarting` after the thread died, `starting`
   * before it ticked), `inline` on the API's event loop, `off` when a separate worker process flips turns.
   * The API keeps answering whatever the worker's state.
   */
  turnWorker: z.object({
    status: z.enum(["starting", "running", "restarting", "inline", "off"]),
    lastTickAt: z.string().nullable(),
    restarts: z.number().int(),
  }),
});
