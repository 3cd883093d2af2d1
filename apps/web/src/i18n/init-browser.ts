import LanguageDetector from "i18next-browser-languagedetector";
import resourcesToBackend from "i18next-resources-to-backend";
import { baseOptions, CATALOGUES_LOADED, i18n } from "./i18n.ts";
import { LANGUAGE_STORAGE_KEY } from "./remember-language.ts";

// Every catalogue is its own small chunk, fetched with the first screen that asks for its namespace.
const catalogues = import.meta.glob<Record<string, unknown>>("./locales/*/*.json", { import: "default" });

const loadCatalogue = async (language: string, namespace: string): Promise<Record<string, unknown>> => {
  const load = catalogues[`./locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No catalogue ${language}/${namespace}`);
  return load();
};

/**
 * Starts i18n in the browser: the remembered or the browser's language. The first screen waits only for its own
 * catalogues; the game's frame fetches the others (`loadEveryCatalogue`), and screens re-render once when they
 * have all arrived (`CATALOGUES_LOADED`). The landing and sign-in pages never download the game's catalogues.
 */
export const initBrowserI18n = async (): Promise<void> => {
  await i18n
    .use(LanguageDetector)
    .use(resourcesToBackend(loadCatalogue))
    .init({
      ...baseOptions,
      detection: { order: ["localStorage", "navigator"], lookupLocalStorage: LANGUAGE_STORAGE_KEY, caches: [] },
      react: { useSuspense: true, bindI18n: `languageChanged ${CATALOGUES_LOADED}` },
    });
};
