import { mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

/** Debian's Chromium; browsers are never downloaded here. Override with CHROMIUM_PATH. */
export const CHROMIUM_PATH = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";

/** Failure and inspection screenshots (git-ignored). */
export const SCREENSHOT_DIR = fileURLToPath(new URL("../screenshots", import.meta.url));

/** How long a single wait for a text, URL or element may take before the step fails. */
export const STEP_TIMEOUT_MS = 15_000;

/**
 * Playwright's own `--disable-features` list (playwright-core's chromiumSwitches.ts, 1.64) and two more. Chromium
 * keeps only the last `--disable-features` switch, so a list of ours must repeat Playwright's.
 */
const DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  // Chromium 156 preloads its address bar's popup, a WebUI page in a renderer of its own, for every window: two
  // renderers per browser context that no test sees (about 2 s of CPU each per context here).
  "WebUIOmniboxPopup",
  "WebUIOmniboxAimPopup",
];

/**
 * Playwright's step log of the worker's last actions, printed with a failed test: each call's start and end, and
 * in between what it waited for, whether another element took the click, whether it retried, and when the click
 * was performed. That is what `DEBUG=pw:api` prints to stderr for every step of every test; here it is kept in
 * memory instead (Playwright's bundled `debug`, from its exported `lib/utilsBundle`), and only a failed test's tail
 * is shown. One browser serves one test at a time in a worker, so the tail is that test's. A developer's own
 * DEBUG setting is left alone (it prints as usual, and the report says so).
 */
const recentActions: string[] = [];
const ACTIONS_KEPT = 200;

interface DebugModule {
  enable(namespaces: string): void;
  log: (...args: unknown[]) => void;
}

const keepStepLog = (): boolean => {
  if (process.env["DEBUG"]) return false;
  try {
    const { debug } = createRequire(import.meta.url)("playwright-core/lib/utilsBundle") as { debug: DebugModule };
    debug.log = (...args: unknown[]) => {
      recentActions.push(args.map(String).join(" "));
      if (recentActions.length > ACTIONS_KEPT) recentActions.shift();
    };
    debug.enable("pw:api");
    return true;
  } catch {
    // An internal module of playwright-core: if it moves, failure reports lose this log and nothing else.
    return false;
  }
};
const stepLogKept = keepStepLog();

export const recentBrowserActions = (): readonly string[] =>
  stepLogKept ? recentActions : ["(not kept: DEBUG is set, or playwright-core's debug module moved)"];

const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      // No internet here: other hosts fail at name resolution, at once. (Routing requests through Playwright
      // instead would switch off the HTTP cache, and every navigation would fetch every chunk again.)
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
      // WebGL2 through SwiftShader for the 3D map (stack.md); never --use-gl=swiftshader.
      "--use-angle=swiftshader",
      "--enable-unsafe-swiftshader",
      `--disable-features=${DISABLED_FEATURES.join(",")}`,
    ],
  });

let workerChromium: Promise<Browser> | null = null;

/**
 * The worker's Chromium, launched by the first browser file and kept for the next ones (the e2e project shares one
 * module graph per worker): a launch and its first page cost about 4 s of CPU more than a page of a running browser.
 * Files stay apart through their own contexts, closed by `closeContexts` when a file ends. Playwright kills the
 * browser when the worker exits.
 */
export const workerBrowser = async (): Promise<Browser> => {
  const running = await workerChromium?.catch(() => null);
  if (running?.isConnected()) return running;
  workerChromium = launchBrowser();
  return workerChromium;
};

/** Closes every context of `browser`, which is what a file leaves behind (pages still polling the server included). */
export const closeContexts = async (browser: Browser | undefined): Promise<void> => {
  await Promise.all((browser?.contexts() ?? []).map((context) => context.close().catch(() => undefined)));
};

/** What the page said while a test ran, for failure messages. */
export interface PageDiagnostics {
  readonly consoleErrors: string[];
  readonly pageErrors: string[];
  /** Responses with status >= 400 and requests that failed outright, as "METHOD url -> status". */
  readonly failedRequests: string[];
  /** Requests to hosts other than 127.0.0.1/localhost, which fail at name resolution (no internet here). */
  readonly blockedRequests: string[];
}

export interface TestPage {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly diagnostics: PageDiagnostics;
  /** One line per problem seen so far, or "" when there was none. */
  describeProblems(): string;
}

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** A request to a host other than this machine (refused at name resolution: see `launchBrowser`). */
const isExternal = (address: string): boolean => {
  const url = new URL(address);
  return !["data:", "blob:"].includes(url.protocol) && !LOCAL_HOSTS.has(url.hostname);
};

/**
 * A fresh context (own cookies, localStorage and HTTP cache) and page; `guidance` lets the tours and away summary
 * show. External requests (e.g. web fonts the provider's pages import) fail at once (see `launchBrowser`) and are
 * listed apart, so nothing waits on a network that is not there.
 */
export const newTestPage = async (
  browser: Browser,
  options: { baseURL?: string; timezoneId?: string; guidance?: boolean; locale?: string; motion?: boolean } = {},
): Promise<TestPage> => {
  const context = await browser.newContext({
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    viewport: { width: 1366, height: 860 },
    locale: options.locale ?? "en-GB",
    // The player's "reduce motion" (issue 15): the landing page's star field is drawn once instead of at 60 frames
    // a second, which software rendering pays for on both cores. `motion: true` keeps the animations.
    reducedMotion: options.motion ? "no-preference" : "reduce",
  });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(STEP_TIMEOUT_MS);
  const diagnostics: PageDiagnostics = { consoleErrors: [], pageErrors: [], failedRequests: [], blockedRequests: [] };
  // The first-visit tours and the away summary (issue 18) would cover what other tests click: only the guidance
  // tests (guidance: true) see them.
  if (!options.guidance)
    await context.addInitScript(() => {
      window.localStorage.setItem("nova.tours.off", "1");
      window.localStorage.setItem("nova.awaySummary.off", "1");
    });

  const page = await context.newPage();
  page.on("console", (message) => {
    // "Failed to load resource" names no resource in its text: the location does.
    if (message.type() === "error") {
      const at = message.location().url;
      diagnostics.consoleErrors.push(at ? `${message.text()} (${at})` : message.text());
    }
  });
  page.on("pageerror", (error) => diagnostics.pageErrors.push(error.stack ?? error.message));
  page.on("response", (response) => {
    if (response.status() >= 400) {
      diagnostics.failedRequests.push(`${response.request().method()} ${response.url()} -> ${response.status()}`);
    }
  });
  page.on("requestfailed", (request) => {
    const reason = request.failure()?.errorText ?? "failed";
    if (isExternal(request.url())) {
      diagnostics.blockedRequests.push(request.url());
      return;
    }
    diagnostics.failedRequests.push(`${request.method()} ${request.url()} -> ${reason}`);
  });

  return {
    context,
    page,
    diagnostics,
    describeProblems: () =>
      [
        ...diagnostics.pageErrors.map((e) => `page error: ${e}`),
        ...diagnostics.consoleErrors.map((e) => `console error: ${e}`),
        ...diagnostics.failedRequests.map((e) => `request: ${e}`),
      ].join("\n"),
  };
};

/** Saves a full-page PNG as e2e/screenshots/<name>.png and returns its path (null when off); never throws. */
export const screenshot = async (page: Page, name: string): Promise<string | null> => {
  const file = join(SCREENSHOT_DIR, `${name.replace(/[^a-z0-9._-]+/gi, "-")}.png`);
  // Pictures for people to look at cost a full-page render and PNG encoding each (about 130 a run): CI, where no
  // one looks, turns them off with E2E_SCREENSHOTS=off. A failed test's picture is always taken.
  if (!name.startsWith("FAILED-") && process.env["E2E_SCREENSHOTS"] === "off") return null;
  try {
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    // Finite CSS transitions (MUI fades, button colours) jump to their end so shots show settled screens.
    await page.screenshot({ path: file, fullPage: true, animations: "disabled", timeout: 10_000 });
    return file;
  } catch (error) {
    console.warn(`screenshot ${name} failed: ${(error as Error).message}`);
    return null;
  }
};

/**
 * Resizes the page's viewport and waits for a rendered frame. Chromium re-evaluates the stylesheets' media queries
 * in its next frame, and a headless page with nothing animating may not draw one on its own: until it does, the
 * old width's layout stays (seen with the reduced-motion theme, which stops every animation).
 */
export const resizeViewport = async (page: Page, size: { width: number; height: number }): Promise<void> => {
  await page.setViewportSize(size);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
};
