import i18next, { type i18n as I18n, type InitOptions } from "i18next";
import { initReactI18next } from "react-i18next";
import { NAMESPACES } from "./namespaces.ts";
import { precompiledIcu } from "./precompiled-icu.ts";
import { INTL_LOCALES, LANGUAGES, SOURCE_LANGUAGE, isLanguage, type Language } from "./languages.ts";

/** The client's one i18next instance; components reach it through react-i18next's `useTranslation`. */
export const i18n: I18n = i18next.createInstance();

/** Options both the browser and the tests start from: ICU messages (compiled), English as the fallback. */
export const baseOptions: InitOptions = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: SOURCE_LANGUAGE,
  load: "languageOnly",
  defaultNS: "common",
  ns: ["common"],
  // React escapes what it renders; players' text is never turned into HTML.
  interpolation: { escapeValue: false },
  returnNull: false,
};

i18n.use(precompiledIcu).use(initReactI18next);

/** The language the client speaks now, one of ours. */
export const currentLanguage = (): Language => {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : SOURCE_LANGUAGE;
};

/** The Intl locale for the current language's numbers: the spec's English numbers are US-grouped ("1,200"). */
export const currentIntlLocale = (): string => INTL_LOCALES[currentLanguage()];

/**
 * The locale for dates and times: the browser's own regional form when it speaks the current language (a British
 * browser keeps its 24-hour clock, an Austrian one its dates), else the language's usual one.
 */
export const currentDateLocale = (): string => {
  const language = currentLanguage();
  const preferred = typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]);
  return preferred.find((tag) => tag.toLowerCase().split("-")[0] === language) ?? INTL_LOCALES[language];
};

// Screen readers and the browser's own hyphenation follow <html lang>.
i18n.on("languageChanged", () => {
  if (typeof document !== "undefined") document.documentElement.lang = currentLanguage();
});

/**
 * The event screens re-render on when catalogues arrived in the background (react `bindI18n`). i18next's own
 * "loaded" fires once per catalogue: bound to it, every translated component rendered again some 25 times after
 * the game's frame first showed. Components wait for their own namespaces through Suspense; this event is only
 * for plain functions that read other domains' texts.
 */
export const CATALOGUES_LOADED = "cataloguesLoaded";

/** Fetches namespaces in the background, then lets the screens re-render once. */
export const loadCataloguesInBackground = (namespaces: readonly string[]): void => {
  const load = () =>
    void i18n.loadNamespaces([...namespaces]).then(() => {
      i18n.emit(CATALOGUES_LOADED);
    });
  if (i18n.isInitialized) load();
  else i18n.on("initialized", load);
};

/**
 * Fetches every catalogue of the current language in the background (the game's frame calls it when it first
 * shows): plain functions (a round line, a unit's name, a refusal's title) read other domains' texts through
 * `i18n.t`, which cannot wait for a fetch. Later language changes fetch every loaded namespace again.
 */
export const loadEveryCatalogue = (): void => loadCataloguesInBackground(NAMESPACES);
