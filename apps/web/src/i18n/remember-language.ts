import type { Language } from "./languages.ts";

/** The key under which the browser remembers the chosen language (the account's choice overrides it). */
export const LANGUAGE_STORAGE_KEY = "nova.language";

/** Remembered in the browser too, so the next visit starts in it before the account's choice is known. */
export const rememberLanguage = (language: Language | null): void => {
  try {
    if (language) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be disabled (private mode): the account still remembers.
  }
};
