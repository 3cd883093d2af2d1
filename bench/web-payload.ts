/**
 * npm run bench:web — the bytes a browser downloads for /, /login and the dashboard: every chunk each one loads
 * (the entry with its static imports, plus the route's lazily loaded page and what it imports), raw and gzip.
 * Reads the build's manifest: run `npm run build` first. Target: / and /login under 250 KB gzip.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

interface Chunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}

const dist = fileURLToPath(new URL("../apps/web/dist", import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8")) as Record<string, Chunk>;
const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entry) throw new Error("no entry chunk in the manifest");

/** The files a module's chunk loads before it runs: itself, its CSS and its static imports, transitively. */
const closure = (key: string, files = new Set<string>()): Set<string> => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const child of chunk.imports ?? []) closure(child, files);
  return files;
};

// The English catalogues each first screen fetches (i18next loads `common` at start, the page its own);
// the game's frame fetches the rest in the background, so the dashboard lists only those it waits for.
const catalogues = (...namespaces: readonly string[]) => namespaces.map((ns) => `src/i18n/locales/en/${ns}.json`);

const ROUTES: Record<string, readonly string[]> = {
  "/": [entry, "src/pages/LandingPage.tsx", ...catalogues("common", "auth")],
  "/login": [entry, "src/pages/LoginPage.tsx", ...catalogues("common", "auth")],
  "/dashboard": [
    entry,
    "src/layout/GameLayout.tsx",
    "src/pages/DashboardPage.tsx",
    ...catalogues("common", "layout", "dashboard"),
  ],
};

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`.padStart(10);
for (const [route, modules] of Object.entries(ROUTES)) {
  const files = new Set<string>(["index.html"]);
  for (const m of modules) closure(m, files);
  let raw = 0;
  let gzip = 0;
  console.log(`\n${route}`);
  for (const file of files) {
    const bytes = readFileSync(join(dist, file));
    const zipped = gzipSync(bytes).length;
    raw += bytes.length;
    gzip += zipped;
    console.log(`  ${file.padEnd(48)} ${kb(bytes.length)} ${kb(zipped)} gzip`);
  }
  console.log(`  ${"total".padEnd(48)} ${kb(raw)} ${kb(gzip)} gzip`);
}
