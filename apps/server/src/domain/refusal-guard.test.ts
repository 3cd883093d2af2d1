import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { englishRefusal, REFUSAL_ARGUMENT, REFUSAL_REASONS, REFUSAL_TEXTS } from "@nova/contract";
import { describe, expect, it } from "vitest";

/**
 * Issue 11: no server code or reason is chosen by reading message text, so a refusal a player can meet is raised
 * with `refuse(reason, data)` where it is made. This guard fails when `new AppError(` is given a literal text that
 * is one of the contract's refusal texts (arguments compared as placeholders): use `refuse` instead.
 */
const SOURCE = join(import.meta.dirname, "..");
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [path] : [];
  });

const HOLE = "\u0000";
const templateShapes = new Set(REFUSAL_REASONS.map((reason) => REFUSAL_TEXTS[reason].replace(REFUSAL_ARGUMENT, HOLE)));
// `new AppError(<code>, "text"` or a template literal, its `${…}` holes taken as arguments.
const LITERAL_TEXT = /new AppError\(\s*[^,]+,\s*(?:"((?:[^"\\]|\\.)*)"|`((?:[^`\\]|\\.)*)`)/g;

describe("refusals in the server", () => {
  it("raise the contract's texts with refuse(reason, data), never as a literal AppError text", () => {
    const offenders: string[] = [];
    for (const file of files(SOURCE)) {
      for (const m of readFileSync(file, "utf8").matchAll(LITERAL_TEXT)) {
        const text = m[1] ?? m[2]!.replace(/\$\{[^}]*\}/g, HOLE);
        if (templateShapes.has(text)) offenders.push(`${relative(SOURCE, file)}: ${text.replaceAll(HOLE, "{…}")}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it("would catch one", () => {
    const sample = "throw new AppError(\"conflict\", `The empire name '${name}' is already taken in this galaxy`);";
    const m = [...sample.matchAll(LITERAL_TEXT)][0]!;
    expect(templateShapes.has(m[2]!.replace(/\$\{[^}]*\}/g, HOLE))).toBe(true);
  });

  it("render every template with all its values filled", () => {
    for (const reason of REFUSAL_REASONS) {
      const names = [...REFUSAL_TEXTS[reason].matchAll(REFUSAL_ARGUMENT)].map((a) => a[1]!);
      const text = englishRefusal(reason, Object.fromEntries(names.map((name, i) => [name, 1_200 + i])));
      expect(text, reason).not.toMatch(/\{\w+(, number)?\}/);
    }
  });
});
