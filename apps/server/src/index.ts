export { buildApp, type App, type AppDeps } from "./app.ts";
export { loadConfig, type Config } from "./config.ts";
export { openDatabase, migrate, type Db } from "./db/database.ts";
export { startServer, type RunningServer } from "./server.ts";
export { ManualClock, systemClock, type Clock } from "./platform/clock.ts";
export { systemIds } from "./platform/ids.ts";
export { createGalaxy } from "./services/galaxy/galaxy-factory.ts";
export { processNextFlip, type FlipResult } from "./engine/turn-flip.ts";
export { bulkUpdateById } from "./db/bulk-writes.ts";
export { plusParameters } from "./db/sqlite-parameters.ts";
export type { ServiceDeps } from "./services/deps.ts";
export { signMailLink } from "./notifications/mail-links.ts";
// The opening-pace simulation (bench/opening-pace.ts) plays a new player through the same services as the API.
export { registerPlayer } from "./services/player/registration-service.ts";
export { adviceFor } from "./services/guidance/advice-service.ts";
export { placeBuildOrder, placeUnitOrder } from "./services/player/order-service.ts";
// bench:http measures an order without HTTP through the same services as the API.
export { trade } from "./services/market/market-service.ts";
export { sendFleet } from "./services/fleets/fleet-send-service.ts";
export { castOperation } from "./services/operations/operations-service.ts";
