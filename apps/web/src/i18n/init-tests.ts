import { LANGUAGES } from "./languages.ts";
import { NAMESPACES } from "./namespaces.ts";
import { baseOptions, i18n } from "./i18n.ts";
import { compileCatalogue } from "./compile-catalogue.ts";

// Unit tests render synchronously: every catalogue of every language is bundled into the test run up front, compiled
// as the build compiles them for the browser (build-plugins/precompile-messages.ts).
const catalogues = import.meta.glob<Record<string, unknown>>("./locales/*/*.json", {
  import: "default",
  eager: true,
});

const resources = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    Object.fromEntries(
      NAMESPACES.map((ns) => [ns, compileCatalogue(catalogues[`./locales/${language}/${ns}.json`] ?? {}, language)]),
    ),
  ]),
);

if (!i18n.isInitialized) {
  void i18n.init({ ...baseOptions, resources, lng: "en", ns: [...NAMESPACES], initAsync: false });
}
