import type { GameText } from "@nova/contract";
import type { i18n as I18n } from "i18next";
import { useTranslation } from "react-i18next";
import { i18n as appI18n } from "./i18n.ts";

/**
 * Server-written texts (issue 15): the Empire Log, galaxy news and the away summary send a code and parameters
 * next to their English. This renders them from the `server` catalogue in the player's language. A parameter that
 * is itself a text (a fragment such as "3 farms") is rendered first, a list of them is joined with ", " — as the
 * server's English renderer (packages/contract/src/texts/english.ts) does. An unknown code (a newer server)
 * falls back to the English the server sent.
 */
type Loose = { readonly code: string; readonly params: Readonly<Record<string, unknown>> };

const isText = (value: unknown): value is Loose =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { code?: unknown }).code === "string" &&
  typeof (value as { params?: unknown }).params === "object";

const render = (instance: I18n, language: string, text: Loose): string | null => {
  const key = `server:${text.code}`;
  if (!instance.exists(key, { lng: language })) return null;
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(text.params ?? {})) {
    if (isText(value)) {
      const inner = render(instance, language, value);
      if (inner === null) return null;
      values[name] = inner;
    } else if (Array.isArray(value) && value.every(isText)) {
      const parts = value.map((v) => render(instance, language, v));
      if (parts.some((p) => p === null)) return null;
      values[name] = parts.join(", ");
    } else values[name] = value;
  }
  // Dynamic key: the code comes from the server; `exists` above checked it is in the catalogue.
  return instance.t(key as never, { ...values, lng: language }) as unknown as string;
};

/** The text in `language` (default: the client's), or `fallback` (the server's English) for an unknown code. */
export const serverText = (
  text: GameText | Loose | null | undefined,
  fallback: string,
  language: string = appI18n.resolvedLanguage ?? appI18n.language,
  instance: I18n = appI18n,
): string => (text ? (render(instance, language, text) ?? fallback) : fallback);

/** In components: `const text = useServerText(); text(event.text, event.summary)`; re-renders on a language change. */
export const useServerText = () => {
  const { i18n } = useTranslation("server");
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (text: GameText | Loose | null | undefined, fallback: string) => serverText(text, fallback, language, i18n);
};
