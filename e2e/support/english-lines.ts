import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";

const LOCALES = fileURLToPath(new URL("../../apps/web/src/i18n/locales", import.meta.url));

const leaves = (tree: unknown, prefix = "", out = new Map<string, string>()): Map<string, string> => {
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else leaves(value, path, out);
  }
  return out;
};

const catalogue = (language: string): Map<string, string> => {
  const all = new Map<string, string>();
  for (const file of readdirSync(`${LOCALES}/${language}`)) {
    const ns = file.replace(/\.json$/, "");
    for (const [key, text] of leaves(JSON.parse(readFileSync(`${LOCALES}/${language}/${file}`, "utf8")))) {
      all.set(`${ns}:${key}`, text);
    }
  }
  return all;
};

/**
 * The English catalogue's fixed texts that German says differently ("Rankings", "Loading family..."): any of them
 * shown as a whole line of a German page is an untranslated string. Texts with arguments are left out (their
 * English skeleton never stands alone), and so are texts German keeps as they are ("NPC", "Credits").
 */
export const englishOnlyLines = (): Set<string> => {
  const english = catalogue("en");
  const german = catalogue("de");
  const lines = new Set<string>();
  for (const [key, text] of english) {
    const line = text.trim();
    if (line.includes("{") || line.includes("<") || !/[A-Za-z]{3}/.test(line)) continue;
    if (german.get(key)?.trim() === line) continue;
    lines.add(line);
  }
  return lines;
};

/** The page's visible lines (innerText of the whole document, dialogs included). */
export const visibleLines = async (page: Page): Promise<string[]> =>
  (await page.evaluate(() => document.body.innerText))
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");

/** Visible lines that are English texts of the catalogue, leaving out the given names (data, never translated). */
export const englishLinesOn = async (page: Page, names: readonly string[] = []): Promise<string[]> => {
  const english = englishOnlyLines();
  const allowed = new Set(names);
  return (await visibleLines(page)).filter((line) => english.has(line) && !allowed.has(line));
};

/**
 * The catalogue's loading texts in a language ("Markt wird geladen..."): keys named `loading...` (and the sign-in
 * checks). A page that shows one has not got its content yet.
 */
export const loadingLines = (language: string): Set<string> => {
  const lines = new Set<string>();
  for (const [key, text] of catalogue(language)) {
    if (/(^|[.:])(loading\w*|verifying|completing)$/.test(key)) lines.add(text.trim());
  }
  return lines;
};

/**
 * Why the page is not settled yet (its content still loading: a loading text, a spinner or skeleton in view, an
 * empty page or main region), or null when it is.
 */
export const stillLoading = async (page: Page, language: string): Promise<string | null> => {
  const loading = loadingLines(language);
  const shown = (await visibleLines(page)).find((line) => loading.has(line));
  if (shown) return `still loading: "${shown}"`;
  const busy = await page.evaluate(() => {
    const visible = (el: Element) => (el as HTMLElement).offsetParent !== null || el.getClientRects().length > 0;
    const spinner = [...document.querySelectorAll(".MuiCircularProgress-root, .MuiSkeleton-root")].some(visible);
    // The game's pages have a main region; the sign-in page has only the body.
    const region = document.querySelector("main") ?? document.body;
    const empty = region.innerText.split("\n").filter((line) => line.trim() !== "").length < 3;
    return spinner ? "a spinner or skeleton in view" : empty ? "the main region is empty" : null;
  });
  return busy;
};
