import i18next from "i18next";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { compileCatalogue, compileMessage } from "./compile-catalogue.ts";
import { LANGUAGES } from "./languages.ts";
import { precompiledIcu } from "./precompiled-icu.ts";

const catalogues = import.meta.glob<Record<string, unknown>>("./locales/*/*.json", { import: "default", eager: true });

/** Every message of a catalogue and its compiled form, by dotted key. */
const pairs = (source: unknown, compiled: unknown, prefix = ""): [string, string, unknown][] =>
  Object.entries(source as Record<string, unknown>).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    const out = (compiled as Record<string, unknown>)[key];
    return typeof value === "string" ? [[path, value, out]] : pairs(value, out, path);
  });

describe("compiled messages", () => {
  it("keep plain text as text, ICU's quoting undone, and the rest as IntlMessageFormat's own tree", () => {
    expect(compileMessage("Planets", "en")).toBe("Planets");
    expect(compileMessage("", "en")).toBe("");
    expect(compileMessage("It''s '{'literal'}' text", "en")).toBe("It's {literal} text");
    const plural = "{count, plural, one {# planet} other {# planets}}";
    expect(compileMessage(plural, "en")).toEqual(new IntlMessageFormat(plural, "en").getAst());
  });

  it("name the key of a message that is not valid ICU", () => {
    expect(() => compileCatalogue({ planetList: { title: "Planets {count" } }, "en")).toThrow(/planetList\.title/);
  });

  it("are, for every message of every catalogue, what IntlMessageFormat makes of its text", () => {
    let trees = 0;
    for (const [file, source] of Object.entries(catalogues)) {
      const language = /locales\/(\w+)\//.exec(file)?.[1] as string;
      for (const [key, text, compiled] of pairs(source, compileCatalogue(source, language))) {
        const parsed = new IntlMessageFormat(text, language, undefined, { ignoreTag: true });
        if (typeof compiled === "string") expect(parsed.format(), `${file} ${key}`).toBe(compiled);
        else {
          trees++;
          expect(compiled, `${file} ${key}`).toEqual(parsed.getAst());
        }
      }
    }
    // Most messages are plain text; the rest (arguments, plurals) are trees.
    expect(trees).toBeGreaterThan(100);
  });
});

describe("the i18next formatter for compiled messages", () => {
  const setUp = async () => {
    const instance = i18next.createInstance().use(precompiledIcu);
    const resources = Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        {
          test: compileCatalogue(
            {
              plain: language === "en" ? "Planets" : "Planeten",
              count:
                language === "en"
                  ? "{count, plural, one {# planet} other {# planets}}"
                  : "{count, plural, one {# Planet} other {# Planeten}}",
              named: "{name} · {value, number}",
            },
            language,
          ),
        },
      ]),
    );
    await instance.init({ resources, lng: "en", fallbackLng: "en", ns: ["test"], defaultNS: "test" });
    // The game's catalogues type i18next's keys (i18next.d.ts); this instance holds other ones.
    return { t: instance.t as unknown as (key: string, options?: Record<string, unknown>) => string };
  };

  it("formats plurals and numbers in the language asked for", async () => {
    const instance = await setUp();
    expect(instance.t("plain")).toBe("Planets");
    expect(instance.t("count", { count: 1 })).toBe("1 planet");
    expect(instance.t("count", { count: 1200 })).toBe("1,200 planets");
    expect(instance.t("count", { count: 1200, lng: "de" })).toBe("1.200 Planeten");
    expect(instance.t("plain", { lng: "de" })).toBe("Planeten");
    expect(instance.t("named", { name: "<b>Vega</b>", value: 2500 })).toBe("<b>Vega</b> · 2,500");
  });

  it("shows the key of a message given too few arguments, and a missing key as itself", async () => {
    const instance = await setUp();
    expect(instance.t("named", { name: "Vega" })).toBe("named");
    expect(instance.t("nowhere")).toBe("nowhere");
  });
});
