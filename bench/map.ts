/**
 * npm run bench:map — frame times of the 2D grid map in headless Chromium (software rendering) while it is
 * panned and zoomed, for the largest galaxy the wizard allows (50×50, density 0.2: 500 systems) and for a
 * 200×200 galaxy with 8,000 systems, plus the generation time of the largest wizard galaxy.
 *
 * Needs the built web client (`npm run build -w @nova/web`, or BENCH_WEB_DIST) and Debian's Chromium
 * (CHROMIUM_PATH). Frames are driven from inside the page: each animation frame dispatches a pointer move
 * (a drag in circles) and every 15th frame a wheel step, and the time between frames is recorded. The frame
 * rate limit is lifted (--disable-frame-rate-limit), so a frame takes as long as its work, not 16.7 ms.
 * BENCH_SCREENSHOT_DIR saves a screenshot of each map after the run.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Page } from "playwright-core";
import { generateGalaxy, type GalaxyConfig } from "@nova/rules";
import { createGalaxy, loadConfig, startServer } from "@nova/server";

/** What the grid renderer publishes (apps/web/src/map2d/map-stats.ts). */
declare global {
  interface Window {
    __novaMapStats?: {
      frames: number;
      drawMs: Float64Array;
      visibleSystems: number;
      totalSystems: number;
      viewport: { centerX: number; centerY: number; cellSize: number } | null;
    };
  }
}

const WEB_DIST = process.env["BENCH_WEB_DIST"] ?? fileURLToPath(new URL("../apps/web/dist", import.meta.url));
const CHROMIUM = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";
const FRAMES = Number(process.env["BENCH_FRAMES"] ?? 300);

const LARGEST_WIZARD: GalaxyConfig = {
  gridWidth: 50,
  gridHeight: 50,
  familyCount: 10,
  maxPlayersPerFamily: 50,
  planetsPerHomeSystem: 50,
  planetsPerNeutralSystem: 20,
  systemDensity: 0.2,
  turnLengthMinutes: 15,
};
const HUGE: GalaxyConfig = {
  gridWidth: 200,
  gridHeight: 200,
  familyCount: 10,
  maxPlayersPerFamily: 10,
  planetsPerHomeSystem: 10,
  planetsPerNeutralSystem: 2,
  systemDensity: 0.2,
  turnLengthMinutes: 15,
};

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (v: number) => `${v.toFixed(2)} ms`;

const generation = () => {
  const times: number[] = [];
  let systems = 0;
  let planets = 0;
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    const g = generateGalaxy(LARGEST_WIZARD, `bench-gen-${i}`);
    times.push(performance.now() - start);
    systems = g.systems.length;
    planets = g.totalPlanets;
  }
  console.log(
    `generateGalaxy, largest wizard galaxy (50×50, density 0.2, 10 families × 50, 20 per neutral system): ` +
      `${systems} systems, ${planets} planets — median ${ms(percentile(times, 50))}, max ${ms(Math.max(...times))} ` +
      `(target < 2 s)`,
  );
};

interface PhaseResult {
  readonly frameMs: number[];
  readonly drawMs: number[];
  readonly visible: number;
  readonly cellSize: number;
}

/** Runs FRAMES animation frames of dragging in circles with a wheel step every 15th frame. */
const drivePhase = (page: Page, frames: number): Promise<PhaseResult> =>
  page.evaluate(async (count) => {
    const stats = window.__novaMapStats!;
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="grid-map-canvas"]')!;
    const rect = canvas.getBoundingClientRect();
    let x = rect.left + rect.width / 2;
    let y = rect.top + rect.height / 2;
    const pointer = (type: string) =>
      canvas.dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          pointerId: 7,
          isPrimary: true,
          button: 0,
          buttons: 1,
          clientX: x,
          clientY: y,
        }),
      );
    const firstFrame = stats.frames;
    pointer("pointerdown");
    const frameMs: number[] = [];
    await new Promise<void>((resolve) => {
      let i = 0;
      let last = performance.now();
      const step = () => {
        const now = performance.now();
        if (i > 0) frameMs.push(now - last);
        last = now;
        const angle = i / 20;
        x += Math.cos(angle) * 14;
        y += Math.sin(angle) * 14;
        pointer("pointermove");
        if (i % 15 === 7) {
          const zoomIn = Math.floor(i / 15) % 2 === 0;
          canvas.dispatchEvent(
            new WheelEvent("wheel", {
              bubbles: true,
              cancelable: true,
              deltaY: zoomIn ? -100 : 100,
              clientX: x,
              clientY: y,
            }),
          );
        }
        i++;
        if (i <= count) requestAnimationFrame(step);
        else resolve();
      };
      requestAnimationFrame(step);
    });
    pointer("pointerup");
    const drawn = stats.frames - firstFrame;
    const drawMs: number[] = [];
    for (let k = 0; k < Math.min(drawn, stats.drawMs.length); k++) {
      drawMs.push(stats.drawMs[(stats.frames - 1 - k) % stats.drawMs.length]!);
    }
    return { frameMs, drawMs, visible: stats.visibleSystems, cellSize: stats.viewport?.cellSize ?? 0 };
  }, frames);

/** Zooms to the smallest cells (8 px), where the most systems are on screen. */
const zoomAllTheWayOut = (page: Page) =>
  page.evaluate(async () => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="grid-map-canvas"]')!;
    for (let i = 0; i < 30; i++) {
      canvas.dispatchEvent(
        new WheelEvent("wheel", { bubbles: true, cancelable: true, deltaY: 100, clientX: 700, clientY: 500 }),
      );
      await new Promise((r) => requestAnimationFrame(r));
    }
  });

const report = (label: string, r: PhaseResult, target: number) => {
  const median = percentile(r.frameMs, 50);
  console.log(
    `  ${label}: frame median ${ms(median)}, p95 ${ms(percentile(r.frameMs, 95))}; ` +
      `draw median ${ms(percentile(r.drawMs, 50))}, p95 ${ms(percentile(r.drawMs, 95))}; ` +
      `${r.frameMs.length} frames, ~${r.visible} systems on screen at ${r.cellSize.toFixed(1)} px ` +
      `(target median < ${target} ms: ${median < target ? "met" : "MISSED"})`,
  );
};

const main = async () => {
  generation();
  if (!existsSync(join(WEB_DIST, "index.html"))) {
    throw new Error(
      `${WEB_DIST}/index.html is missing: run \`npm run build -w @nova/web\` first (or set BENCH_WEB_DIST).`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), "nova-bench-map-"));
  const server = await startServer(
    loadConfig({
      ...process.env,
      NODE_ENV: "test",
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: `sqlite:${join(dir, "bench.db")}`,
      LOG_LEVEL: "warn",
      WEB_DIST,
      DEMO_GALAXY: "false",
    }),
    { scheduler: false, galaxyJobs: false },
  );
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--use-angle=swiftshader",
      "--enable-unsafe-swiftshader",
      "--disable-frame-rate-limit",
      "--disable-gpu-vsync",
    ],
  });
  try {
    const galaxies = [
      { id: "bench-50", label: "50×50, density 0.2 (largest wizard galaxy)", config: LARGEST_WIZARD, target: 16 },
      { id: "bench-200", label: "200×200, 8,000 systems", config: HUGE, target: 33 },
    ];
    for (const g of galaxies) {
      const start = performance.now();
      const created = await createGalaxy(server.app.services, {
        id: g.id,
        name: g.label,
        shardId: "shard-1",
        ownerId: null,
        isPrivate: false,
        config: g.config,
        npcCount: 40,
        npcDifficulty: "medium",
      });
      console.log(
        `\n${g.label}: ${created.totalSystems} systems, ${created.totalPlanets} planets ` +
          `(stored in ${((performance.now() - start) / 1000).toFixed(1)} s)`,
      );
      const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, baseURL: server.url });
      // tsx compiles the functions passed to page.evaluate with esbuild's name-keeping helper; define it in the page.
      await context.addInitScript("globalThis.__name = (f) => f;");
      const page = await context.newPage();
      await page.goto("/");
      await page.evaluate(() => localStorage.setItem("nova-imperia.dev-token", "dev:bench-viewer"));
      await page.goto(`/galaxy-map-grid?galaxyId=${g.id}`);
      await page.waitForFunction(
        () => (window.__novaMapStats?.frames ?? 0) > 0 && window.__novaMapStats!.totalSystems > 0,
        null,
        {
          timeout: 60_000,
        },
      );
      await drivePhase(page, 30); // warm-up
      report("default zoom (40 px cells)", await drivePhase(page, FRAMES), g.target);
      await zoomAllTheWayOut(page);
      report("zoomed out (8 px cells)", await drivePhase(page, FRAMES), g.target);
      const shots = process.env["BENCH_SCREENSHOT_DIR"];
      if (shots) await page.screenshot({ path: join(shots, `bench-map-${g.id}.png`) });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
};

await main();
