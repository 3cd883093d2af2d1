import type { Plugin } from "vite";
import { compileCatalogue } from "../src/i18n/compile-catalogue.ts";

const CATALOGUE = /[\\/]i18n[\\/]locales[\\/]([a-z]{2})[\\/][\w-]+\.json(?:\?.*)?$/;

/**
 * Ships the message catalogues compiled (src/i18n/compile-catalogue.ts): each locales/<language>/<namespace>.json is
 * turned into its compiled form before Vite makes a module of it, so the browser formats messages without parsing
 * them and the ICU parser stays out of the bundle (see the alias in vite.config.ts).
 */
export const precompileMessages = (): Plugin => ({
  name: "nova-precompile-messages",
  enforce: "pre",
  transform(code, id) {
    const match = CATALOGUE.exec(id);
    if (!match) return null;
    return { code: JSON.stringify(compileCatalogue(JSON.parse(code), match[1] as string)), map: null };
  },
});
