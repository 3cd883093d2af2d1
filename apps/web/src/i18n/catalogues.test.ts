import { describe, expect, it } from "vitest";
import { IntlMessageFormat } from "intl-messageformat";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { i18n } from "./i18n.ts";
import { INTL_LOCALES, LANGUAGES, SOURCE_LANGUAGE } from "./languages.ts";
import { NAMESPACES } from "./namespaces.ts";

const catalogues = import.meta.glob<Record<string, unknown>>("./locales/*/*.json", {
  import: "default",
  eager: true,
});

/** Every message of a catalogue, by its dotted key. */
const flatten = (tree: unknown, prefix = ""): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
};

/** The argument names a message uses, at any depth (plural and select branches included). */
const argumentsOf = (elements: MessageFormatElement[], into = new Set<string>()): Set<string> => {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      argumentsOf(element.children, into);
      continue;
    }
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
  }
  return into;
};

const catalogue = (language: string, ns: string): Map<string, string> => {
  const loaded = catalogues[`./locales/${language}/${ns}.json`];
  if (!loaded) throw new Error(`missing catalogue ${language}/${ns}.json`);
  return flatten(loaded);
};

describe("message catalogues", () => {
  it.each(NAMESPACES)("%s: every language has exactly the source language's keys", (ns) => {
    const source = [...catalogue(SOURCE_LANGUAGE, ns).keys()].sort();
    for (const language of LANGUAGES) {
      expect([...catalogue(language, ns).keys()].sort(), `${language}/${ns}.json`).toEqual(source);
    }
  });

  it.each(NAMESPACES)("%s: every message is valid ICU with the source's arguments, and none is empty", (ns) => {
    const source = catalogue(SOURCE_LANGUAGE, ns);
    for (const language of LANGUAGES) {
      for (const [key, message] of catalogue(language, ns)) {
        expect(message.trim(), `${language}/${ns}:${key} is empty`).not.toBe("");
        const used = argumentsOf(parse(message));
        expect([...used].sort(), `${language}/${ns}:${key} arguments`).toEqual(
          [...argumentsOf(parse(source.get(key) ?? ""))].sort(),
        );
        expect(() => new IntlMessageFormat(message, INTL_LOCALES[language])).not.toThrow();
      }
    }
  });

  it("no file in locales/ is outside the namespace list", () => {
    const known = new Set(LANGUAGES.flatMap((l) => NAMESPACES.map((ns) => `./locales/${l}/${ns}.json`)));
    expect(Object.keys(catalogues).filter((path) => !known.has(path))).toEqual([]);
  });
});

describe("plurals and numbers follow the language", () => {
  it("English and German plural forms", async () => {
    expect(i18n.t("count.planets", { count: 1 })).toBe("1 planet");
    expect(i18n.t("count.planets", { count: 1200 })).toBe("1,200 planets");
    const german = i18n.getFixedT("de");
    expect(german("count.planets", { count: 1 })).toBe("1 Planet");
    expect(german("count.planets", { count: 1200 })).toBe("1.200 Planeten");
    expect(german("count.planets", { count: 0 })).toBe("0 Planeten");
  });
});
