import { DEFAULT_SIGNUP_HOURS } from "@nova/rules";
import { z } from "zod";
import { parseNotificationConfig, type NotificationConfig } from "./notifications/notification-config.ts";

/** Server configuration, parsed once from the environment at start-up. */
export interface Config {
  readonly port: number;
  readonly host: string;
  /** `sqlite:<path>` or `postgres://...`. */
  readonly databaseUrl: string;
  readonly authMode: "dev" | "oidc";
  readonly oidc: { readonly issuer: string; readonly audience: string; readonly clientId: string | null } | null;
  readonly adminUsers: readonly string[];
  readonly webDist: string | null;
  readonly demoGalaxy: boolean;
  readonly schedulerIntervalMs: number;
  /** How long a push socket may stay open before its first (auth) message arrives. */
  readonly pushAuthTimeoutMs: number;
  readonly rateLimitPerMinute: number;
  readonly logLevel: string;
  /** Bearer token that opens GET /metrics; without one the endpoint does not exist. */
  readonly metricsToken: string | null;
  /** Testing only: hold each flip's transaction open this long after its writes (crash tests kill the process then). */
  readonly faultPauseInFlipMs: number;
  /** How long a recurring galaxy's next round takes sign-ups before its first turn (docs/rounds.md). */
  readonly roundSignupHours: number;
  /**
   * Where turn flips run (docs/turn-worker.md): `thread` (default) a worker thread with its own database
   * connection; `inline` on the API's own event loop; `off` nowhere in this process (API processes next to a
   * separate `npm run worker`).
   */
  readonly turnWorker: "thread" | "inline" | "off";
  /** Redis for the rate limiter's counters, shared by every process; null keeps them in this process's memory. */
  readonly rateLimitRedisUrl: string | null;
  /** Key prefix of the limiter's counters in Redis (several deployments or test runs may share one Redis). */
  readonly rateLimitRedisPrefix: string;
  /** The origin browsers load the game from (`https://play.example.com`); WebSocket upgrades from others are refused. */
  readonly publicOrigin: string | null;
  readonly notifications: NotificationConfig;
}

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z.string().optional(),
  OIDC_ISSUER: z.url().optional(),
  OIDC_AUDIENCE: z.string().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  ADMIN_USERS: z.string().default(""),
  AUTH_MODE: z.enum(["dev", "oidc"]).optional(),
  NODE_ENV: z.string().default("development"),
  WEB_DIST: z.string().optional(),
  DEMO_GALAXY: z.enum(["true", "false"]).default("true"),
  SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(50).default(1000),
  PUSH_AUTH_TIMEOUT_MS: z.coerce.number().int().min(50).default(10_000),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  LOG_LEVEL: z.string().default("info"),
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  NOVA_FAULT_PAUSE_IN_FLIP_MS: z.coerce.number().int().min(0).default(0),
  ROUND_SIGNUP_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(DEFAULT_SIGNUP_HOURS),
  TURN_WORKER: z.enum(["thread", "inline", "off"]).default("thread"),
  RATE_LIMIT_REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "RATE_LIMIT_REDIS_URL must be a redis:// URL")
    .optional(),
  RATE_LIMIT_REDIS_PREFIX: z.string().min(1).max(100).default("nova-rate:"),
  PUBLIC_ORIGIN: z
    .url()
    .transform((u) => new URL(u).origin)
    .optional(),
});

export class ConfigError extends Error {}

export const DEFAULT_SQLITE_URL = "sqlite:./data/nova.db";

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration ${issue?.path.join(".")}: ${issue?.message}`);
  }
  const e = parsed.data;
  const databaseUrl = e.DATABASE_URL && e.DATABASE_URL.length > 0 ? e.DATABASE_URL : DEFAULT_SQLITE_URL;
  if (!/^(sqlite:|postgres(ql)?:\/\/)/.test(databaseUrl)) {
    throw new ConfigError("DATABASE_URL must be sqlite:<path> or postgres://...");
  }
  if (e.OIDC_ISSUER && e.AUTH_MODE === "dev")
    throw new ConfigError("AUTH_MODE=dev cannot be combined with OIDC_ISSUER");
  if (!e.OIDC_ISSUER && e.AUTH_MODE === "oidc") throw new ConfigError("AUTH_MODE=oidc needs OIDC_ISSUER");
  // Development sign-in lets anyone claim any name: never silently in production.
  if (!e.OIDC_ISSUER && e.NODE_ENV === "production" && e.AUTH_MODE !== "dev") {
    throw new ConfigError("NODE_ENV=production needs OIDC_ISSUER (or AUTH_MODE=dev to allow development sign-in)");
  }
  const oidc = e.OIDC_ISSUER
    ? {
        issuer: e.OIDC_ISSUER,
        // Never the client id by default: that is the audience of the ID tokens the browser holds (issue 13).
        audience: e.OIDC_AUDIENCE ?? "nova-imperia",
        clientId: e.OIDC_CLIENT_ID ?? null,
      }
    : null;
  const notifications = parseNotificationConfig(env);
  if (typeof notifications === "string") throw new ConfigError(notifications);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl,
    authMode: oidc ? "oidc" : "dev",
    oidc,
    adminUsers: e.ADMIN_USERS.split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    webDist: e.WEB_DIST ?? null,
    demoGalaxy: e.DEMO_GALAXY === "true",
    schedulerIntervalMs: e.SCHEDULER_INTERVAL_MS,
    pushAuthTimeoutMs: e.PUSH_AUTH_TIMEOUT_MS,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN ?? null,
    faultPauseInFlipMs: e.NOVA_FAULT_PAUSE_IN_FLIP_MS,
    roundSignupHours: e.ROUND_SIGNUP_HOURS,
    turnWorker: e.TURN_WORKER,
    rateLimitRedisUrl: e.RATE_LIMIT_REDIS_URL ?? null,
    rateLimitRedisPrefix: e.RATE_LIMIT_REDIS_PREFIX,
    publicOrigin: e.PUBLIC_ORIGIN ?? null,
    notifications,
  };
};
