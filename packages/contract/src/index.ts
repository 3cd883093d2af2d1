export * from "./errors.ts";
export * from "./routes.ts";
export * from "./schemas/common.ts";
export * from "./schemas/auth.ts";
export * from "./schemas/galaxy.ts";
export * from "./schemas/player.ts";
export * from "./schemas/galaxy-creation.ts";
