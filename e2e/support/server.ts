import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig, startServer, type RunningServer } from "@nova/server";

/** The built web client the server serves (`npm run build -w @nova/web`); E2E_WEB_DIST points elsewhere. */
export const WEB_DIST = fileURLToPath(new URL("../../apps/web/dist", import.meta.url));

export interface TestServer {
  /** e.g. `http://127.0.0.1:43123`, no trailing slash. */
  readonly url: string;
  readonly running: RunningServer;
  close(): Promise<void>;
}

/**
 * Starts the real server in-process on a random port with a fresh SQLite database in a temp directory
 * (migrated, with the public demo galaxy "demo"), serving the built web client and flipping turns inline. `env` adds
 * or overrides environment variables, e.g. the OIDC_* ones.
 */
export const startTestServer = async (env: Record<string, string> = {}): Promise<TestServer> => {
  const webDist = env["WEB_DIST"] ?? process.env["E2E_WEB_DIST"] ?? WEB_DIST;
  if (!existsSync(join(webDist, "index.html"))) {
    throw new Error(
      `The web client is not built (${webDist}/index.html missing): run \`npm run build -w @nova/web\` first.`,
    );
  }
  const dir = await mkdtemp(join(tmpdir(), "nova-e2e-"));
  try {
    // Only what the test asks for decides the auth mode, not the developer's shell.
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(([key]) => !key.startsWith("OIDC_") && key !== "AUTH_MODE"),
    );
    const config = loadConfig({
      ...inherited,
      NODE_ENV: "test",
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: `sqlite:${join(dir, "e2e.db")}`,
      LOG_LEVEL: "warn",
      WEB_DIST: webDist,
      DEMO_GALAXY: "true",
      // Every browser and the tests' own API calls share 127.0.0.1: the limit is tested in the integration suite.
      RATE_LIMIT_PER_MINUTE: "100000",
      // Flips on the server's own loop: no browser test waits for a timed flip (their galaxies turn every 5 minutes
      // or more, and the tests advance turns through the operator API), and the worker thread costs about 1 s of
      // CPU to start and stop, for each of some 30 servers a run. The worker thread has its own integration tests.
      TURN_WORKER: "inline",
      ...env,
    });
    const running = await startServer(config);
    const url = running.url.replace(/\/$/, "");
    return {
      url,
      running,
      close: async () => {
        try {
          await running.close();
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
};
