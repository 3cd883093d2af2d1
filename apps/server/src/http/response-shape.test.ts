import { route, routes } from "@nova/contract";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineRoute } from "./define-route.ts";
import { shapeAnswer } from "./response-shape.ts";

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
    expect(JSON.stringify(shapeAnswer(Answer, valid))).toBe(JSON.stringify(Answer.parse(valid)));
    const withOptional = { ...valid, maybe: "m", strict: { a: 1 } };
    expect(JSON.stringify(shapeAnswer(Answer, withOptional))).toBe(JSON.stringify(Answer.parse(withOptional)));
  });

  it("drops every undeclared field, at any depth", () => {
    const leaky = {
      secret: "top",
      ...valid,
      inner: { ...valid.inner, passwordHash: "h" },
      list: valid.list.map((item) => ({ ...item, ownerEmail: "e@x" })),
      award: { ...valid.award, hidden: true },
    };
    const text = JSON.stringify(shapeAnswer(Answer, leaky));
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
      expect(() => shapeAnswer(Answer, wrong)).toThrow(z.ZodError);
    }
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
