import { LANGUAGES } from "./languages.ts";
import { NAMESPACES } from "./namespaces.ts";
import { baseOptions, i18n } from "./i18n.ts";

// Unit tests render synchronously: every catalogue of every language is bundled into the test run up front.
const catalogues = import.meta.glob<Record<string, unknown>>("./locales/*/*.json", {
  import: "default",
  eager: true,
});

const resources = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    Object.fromEntries(NAMESPACES.map((ns) => [ns, catalogues[`./locales/${language}/${ns}.json`] ?? {}])),
  ]),
);

if (!i18n.isInitialized) {
  void i18n.init({ ...baseOptions, resources, lng: "en", ns: [...NAMESPACES], initAsync: false });
}
