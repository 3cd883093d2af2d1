import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { I18nFormatModule } from "i18next";
import { IntlMessageFormat } from "intl-messageformat";

/**
 * i18next's formatter for catalogues compiled ahead of time (compile-catalogue.ts): plain text is returned as it is,
 * a syntax tree is formatted by IntlMessageFormat, which takes trees as well as text. In place of i18next-icu, which
 * parsed each message's text in the browser: the browser build leaves the ICU parser out (vite.config.ts), a tenth of
 * the sign-in page's download. As i18next-icu did, i18next's own interpolation and plural keys are not used: plurals
 * and arguments are ICU's.
 */
const formatters = new WeakMap<MessageFormatElement[], Map<string, IntlMessageFormat>>();

const formatterFor = (tree: MessageFormatElement[], language: string): IntlMessageFormat => {
  let byLanguage = formatters.get(tree);
  if (!byLanguage) {
    byLanguage = new Map();
    formatters.set(tree, byLanguage);
  }
  let formatter = byLanguage.get(language);
  if (!formatter) {
    formatter = new IntlMessageFormat(tree, language, undefined, { ignoreTag: true });
    byLanguage.set(language, formatter);
  }
  return formatter;
};

export const precompiledIcu = {
  type: "i18nFormat",
  // Trees reach `parse` as they are, not as nested keys.
  handleAsObject: false,
  parse(res: unknown, options: Record<string, unknown>, language: string, _namespace: string, key: string): unknown {
    if (!Array.isArray(res)) return res;
    try {
      return formatterFor(res as MessageFormatElement[], language).format(options);
    } catch (error) {
      // A message given the wrong arguments shows its key rather than breaking the screen.
      console.warn(`message ${key} could not be formatted: ${String(error)}`);
      return key;
    }
  },
  addLookupKeys: (finalKeys: string[]) => finalKeys,
} satisfies I18nFormatModule & Record<string, unknown>;
