import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";

/** A message as the client holds it: plain text as a string, anything else as its ICU syntax tree. */
export type CompiledMessage = string | MessageFormatElement[];

export interface CompiledCatalogue {
  readonly [key: string]: CompiledMessage | CompiledCatalogue;
}

/**
 * One ICU message parsed ahead of time, as IntlMessageFormat would parse it in the browser (tags left as text, the
 * language's locale), so the browser needs no parser (precompiled-icu.ts). Plain text (one literal, ICU's quoting
 * undone, or nothing) stays a string: most messages are, and a string is smaller than its tree.
 */
export const compileMessage = (message: string, language: string): CompiledMessage => {
  const tree = parse(message, { ignoreTag: true, locale: new Intl.Locale(language) });
  if (tree.length === 0) return "";
  const [first] = tree;
  if (tree.length === 1 && first?.type === TYPE.literal) return first.value;
  return tree;
};

/**
 * A catalogue (locales/<language>/<namespace>.json) with every message compiled: at build time for the browser
 * (build-plugins/precompile-messages.ts), when the unit tests start for them (init-tests.ts). A syntax error throws,
 * naming the key, so a broken message fails the build instead of showing in the game.
 */
export const compileCatalogue = (catalogue: unknown, language: string, path = ""): CompiledCatalogue => {
  if (typeof catalogue !== "object" || catalogue === null || Array.isArray(catalogue)) {
    throw new Error(`catalogue ${path || "(root)"}: expected an object of messages`);
  }
  const compiled: Record<string, CompiledMessage | CompiledCatalogue> = {};
  for (const [key, value] of Object.entries(catalogue)) {
    const at = path ? `${path}.${key}` : key;
    if (typeof value !== "string") {
      compiled[key] = compileCatalogue(value, language, at);
      continue;
    }
    try {
      compiled[key] = compileMessage(value, language);
    } catch (error) {
      throw new Error(`message ${at} (${language}) is not valid ICU: ${String(error)}`, { cause: error });
    }
  }
  return compiled;
};
