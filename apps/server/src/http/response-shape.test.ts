import { route, routes } from "@nova/contract";
import fc from "fast-check";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineRoute } from "./define-route.ts";
import { answerJson } from "./response-shape.ts";

const Inner = z.object({ id: z.string(), count: z.number().int(), note: z.string().nullable() });
const Answer = z.object({
  name: z.string(),
  ratio: z.number(),
  active: z.boolean(),
  kind: z.enum(["a", "b"]),
  tag: z.literal("x"),
  maybe: z.string().optional(),
  inner: Inner,
  list: z.array(Inner),
  nothing: Inner.nullable(),
  details: z.record(z.string(), z.unknown()),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  strict: z.strictObject({ a: z.number() }).optional(),
  award: z.union([z.object({ kind: z.literal("one"), a: z.number() }), z.object({ kind: z.literal("two") })]),
});

/** Everything the writer models itself, with no subtree left to zod. */
const Modelled = Answer.omit({ strict: true, award: true });
/** A value for either schema: without Modelled's missing fields when it is for Modelled. */
const forSchema = (schema: z.ZodType, value: object): object => {
  if (schema !== Modelled) return value;
  const { strict: _strict, award: _award, ...rest } = value as Record<string, unknown>;
  return rest;
};

const valid = {
  name: "n",
  ratio: 0.5,
  active: true,
  kind: "a" as const,
  tag: "x" as const,
  inner: { id: "i", count: 2, note: null },
  list: [
    { id: "j", count: 3, note: "n" },
    { id: "k", count: 4, note: null },
  ],
  nothing: null,
  details: { anything: { nested: [1, 2] } },
  params: { who: "me", n: 3 },
  award: { kind: "one" as const, a: 1 },
};

describe("answers shaped by their schema", () => {
  it("gives what zod's parse gives, key order included", () => {
    expect(answerJson(Answer, valid)).toBe(JSON.stringify(Answer.parse(valid)));
    const withOptional = { ...valid, maybe: "m", strict: { a: 1 } };
    expect(answerJson(Answer, withOptional)).toBe(JSON.stringify(Answer.parse(withOptional)));
  });

  it("drops every undeclared field, at any depth", () => {
    const leaky = {
      secret: "top",
      ...valid,
      inner: { ...valid.inner, passwordHash: "h" },
      list: valid.list.map((item) => ({ ...item, ownerEmail: "e@x" })),
      award: { ...valid.award, hidden: true },
    };
    const text = answerJson(Answer, leaky);
    for (const word of ["secret", "top", "passwordHash", "ownerEmail", "hidden"]) expect(text).not.toContain(word);
    expect(text).toBe(JSON.stringify(Answer.parse(leaky)));
  });

  it("fails as zod does on an answer that does not match", () => {
    for (const wrong of [
      { ...valid, ratio: "1" },
      { ...valid, ratio: Number.NaN },
      { ...valid, inner: { ...valid.inner, count: 1.5 } },
      { ...valid, kind: "c" },
      { ...valid, inner: undefined },
      { ...valid, list: [{ id: "j", count: 3 }] },
      { ...valid, params: { a: true } },
      // An object where a string is declared must not pass through with its fields.
      { ...valid, name: { secret: "s" } },
      { ...valid, strict: { a: 1, extra: 2 } },
    ]) {
      expect(() => answerJson(Answer, wrong)).toThrow(z.ZodError);
    }
  });

  it("is written as JSON with the very values zod's parse gives, whatever the order of the handler's keys", () => {
    const awkward = {
      ...valid,
      name: 'quote " backslash \\ newline \n tab \t bell \u0007 lone \ud800 emoji 🚀 </script>',
      ratio: -0,
      maybe: undefined,
      details: { unset: undefined, list: [undefined, 1], date: new Date(0), "10": 1, "2": 2, b: null },
      params: { "3": "three", a: 1 },
    };
    const reordered = Object.fromEntries(Object.entries(valid).reverse());
    for (const schema of [Answer, Modelled]) {
      for (const given of [valid, { ...valid, maybe: "m", strict: { a: 1 } }, awkward, reordered]) {
        const value = forSchema(schema, given);
        expect(JSON.parse(answerJson(schema, value))).toEqual(JSON.parse(JSON.stringify(schema.parse(value))));
      }
      // In the schema's order, it is zod's text to the character.
      expect(answerJson(schema, forSchema(schema, awkward))).toBe(
        JSON.stringify(schema.parse(forSchema(schema, awkward))),
      );
    }
    // Whatever the order of the handler's keys, the text is zod's, in the schema's order.
    const modelled = forSchema(Modelled, reordered);
    expect(answerJson(Modelled, modelled)).toBe(JSON.stringify(Modelled.parse(modelled)));
    expect(answerJson(Answer, reordered)).toBe(JSON.stringify(Answer.parse(reordered)));
  });

  it("never writes what the schema does not declare, nor what a class instance would say of itself", () => {
    class Sneaky {
      id = "i";
      count = 1;
      note = null;
      toJSON() {
        return { id: "i", count: 1, note: null, secret: "s" };
      }
    }
    // A declared field JSON.stringify would not see: zod's parse reads it, and so must the answer.
    const hidden = (value: object) => Object.defineProperty(value, "maybe", { value: "declared, not enumerable" });
    for (const schema of [Answer, Modelled]) {
      for (const value of [
        { ...valid, inner: new Sneaky() },
        { ...valid, list: [{ ...valid.inner, secret: "s" }] },
        { secret: "s", ...valid },
        hidden({ ...valid }),
      ].map((v) => forSchema(schema, v))) {
        const text = answerJson(schema, value);
        expect(text).not.toContain("secret");
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(schema.parse(value))));
      }
      expect(answerJson(schema, hidden({ ...forSchema(schema, valid) }))).toContain("declared, not enumerable");
    }
  });

  it("writes any value as zod's parse would, and refuses what zod refuses", () => {
    const leaf = fc.oneof(
      fc.string(),
      fc.double(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
    );
    const text = fc.string({ unit: "binary" });
    const item = fc.record({
      id: text,
      count: fc.integer(),
      note: fc.option(text, { nil: null }),
      leak: fc.anything(),
    });
    const answer = fc.record(
      {
        name: text,
        ratio: fc.double({ noNaN: true, noDefaultInfinity: true }),
        active: fc.boolean(),
        kind: fc.constantFrom("a", "b"),
        tag: fc.constant("x"),
        maybe: fc.option(text, { nil: undefined }),
        inner: item,
        list: fc.array(item, { maxLength: 3 }),
        nothing: fc.option(item, { nil: null }),
        details: fc.dictionary(text, fc.jsonValue()),
        params: fc.dictionary(text, fc.oneof(text, fc.integer())),
        award: fc.constantFrom({ kind: "one", a: 1 }, { kind: "two" }),
        extra: fc.anything(),
      },
      {
        requiredKeys: [
          "name",
          "ratio",
          "active",
          "kind",
          "tag",
          "inner",
          "list",
          "nothing",
          "details",
          "params",
          "award",
        ],
      },
    );
    // A valid answer, or one with a field (or an item's field) replaced by any leaf: mostly wrong, sometimes right.
    const candidate = fc
      .tuple(
        answer,
        fc.option(fc.tuple(fc.constantFrom(...Object.keys(Answer.shape), "inner.count", "inner.note"), leaf)),
      )
      .map(([value, change]) => {
        if (!change) return value;
        const [path, replacement] = change;
        const [head, field] = path.split(".") as [string, string | undefined];
        return field
          ? { ...value, [head]: { ...(value as unknown as Record<string, object>)[head], [field]: replacement } }
          : { ...value, [head]: replacement };
      });
    const seen = { written: 0, refused: 0 };
    fc.assert(
      fc.property(candidate, fc.constantFrom(Answer, Modelled), (given, schema: z.ZodType) => {
        const value = forSchema(schema, given);
        const parsed = schema.safeParse(value);
        if (parsed.success) {
          seen.written++;
          expect(answerJson(schema, value)).toBe(JSON.stringify(parsed.data));
        } else {
          seen.refused++;
          expect(() => answerJson(schema, value)).toThrow(z.ZodError);
        }
      }),
      { numRuns: 1000 },
    );
    // Both ways were taken, many times.
    expect(seen.written).toBeGreaterThan(20);
    expect(seen.refused).toBeGreaterThan(20);
  });

  it("is what defineRoute answers", async () => {
    const app = Fastify();
    const r = route({ ...routes.health, auth: false, mutates: false, path: "/shaped", response: Answer });
    defineRoute(app, r, async () => ({ ...valid, internalNotes: "do not send" }) as never);
    const res = await app.inject({ method: "GET", url: "/shaped" });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("internalNotes");
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(Answer.parse(valid))));
    await app.close();
  });
});
