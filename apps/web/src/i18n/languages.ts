import { isLanguage, LANGUAGES, type Language } from "@nova/contract";

/** The languages the game speaks (the contract's list). English is the source: it holds the spec's texts. */
export { isLanguage, LANGUAGES, type Language };

export const SOURCE_LANGUAGE: Language = "en";

/** Each language's own name, shown as it is in the language picker whatever the current language. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: "English", de: "Deutsch" };

/** Regional formats used by Intl: the spec's English numbers are US-grouped ("1,200"). */
export const INTL_LOCALES: Readonly<Record<Language, string>> = { en: "en-US", de: "de-DE" };
