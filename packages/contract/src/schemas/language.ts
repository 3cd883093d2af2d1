import { z } from "zod";

/** The languages the game speaks (issue 15). English is the source language and holds the spec's texts. */
export const LANGUAGES = ["en", "de"] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

export const LanguageChoiceSchema = z.object({
  language: z.enum(LANGUAGES, { error: "Unknown language" }),
});

/** The account's language, or null when it follows the browser. */
export const AccountLanguageSchema = z.object({ language: z.enum(LANGUAGES).nullable() });
