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
