import type { z } from "zod";
import {
  defOf,
  firstAccepting,
  hasPlainStringKeys,
  isInteger,
  isPlainObject,
  isUnionOfLeaves,
  MISMATCH,
  mismatch,
} from "./schema-defs.ts";
import { writerOf } from "./answer-writer.ts";

/**
 * A compiled copy of what `schema.parse(value)` returns for an answer, without zod's per-call work: declared
 * fields copied in the schema's order, undeclared ones dropped, each leaf's type checked (string, finite number,
 * integer where declared, boolean, enum member, literal, null). Content checks (lengths, patterns) are not run
 * again: they say nothing about what may leak, and the handlers build these values themselves.
 *
 * Whatever it does not model exactly (unions of objects, enum-keyed records, strict objects, defaults,
 * transforms, dates...) is handed to zod for that subtree, and any leaf that does not match makes the whole
 * answer go through `schema.parse`, so a wrong answer still fails the way it did (500, with zod's issue) and the
 * output never holds a field the schema does not declare.
 */
type Shaper = (value: unknown) => unknown;

/** zod's own parse of a subtree this module does not model. */
const byZod =
  (schema: z.ZodType): Shaper =>
  (value) =>
    schema.parse(value);

const compile = (schema: z.ZodType): Shaper => {
  const def = defOf(schema);
  switch (def.type) {
    case "string":
      return (v) => (typeof v === "string" ? v : mismatch());
    case "number": {
      const integer = isInteger(def);
      return integer
        ? (v) => (Number.isSafeInteger(v) ? v : mismatch())
        : (v) => (typeof v === "number" && Number.isFinite(v) ? v : mismatch());
    }
    case "boolean":
      return (v) => (typeof v === "boolean" ? v : mismatch());
    case "null":
      return (v) => (v === null ? v : mismatch());
    case "unknown":
    case "any":
      return (v) => v;
    case "enum": {
      const allowed = new Set(Object.values(def.entries ?? {}));
      return (v) => (allowed.has(v as string) ? v : mismatch());
    }
    case "literal": {
      const allowed = new Set(def.values ?? []);
      return (v) => (allowed.has(v) ? v : mismatch());
    }
    case "nullable": {
      const inner = compile(def.innerType as z.ZodType);
      return (v) => (v === null ? null : inner(v));
    }
    case "optional": {
      const inner = compile(def.innerType as z.ZodType);
      return (v) => (v === undefined ? undefined : inner(v));
    }
    case "array": {
      const element = compile(def.element as z.ZodType);
      return (v) => {
        if (!Array.isArray(v)) return mismatch();
        const out = new Array<unknown>(v.length);
        for (let i = 0; i < v.length; i++) out[i] = element(v[i]);
        return out;
      };
    }
    case "object":
      // A strict (or passthrough) object answers differently from a stripping one: zod decides.
      return def.catchall ? byZod(schema) : compileObject(def.shape ?? {});
    case "record":
      return hasPlainStringKeys(def) ? compileRecord(compile(def.valueType as z.ZodType)) : byZod(schema);
    case "union": {
      const options = def.options ?? [];
      // Unions of leaves only: zod takes the first option that accepts the value, and so does this.
      if (!isUnionOfLeaves(options)) return byZod(schema);
      return firstAccepting(options.map(compile));
    }
    default:
      return byZod(schema);
  }
};

const compileObject = (shape: Record<string, z.ZodType>): Shaper => {
  const fields = Object.entries(shape).map(([key, fieldSchema]) => {
    const type = defOf(fieldSchema).type;
    return { key, shape: compile(fieldSchema), optional: type === "optional" };
  });
  return (v) => {
    if (!isPlainObject(v)) return mismatch();
    const out: Record<string, unknown> = {};
    for (const field of fields) {
      const value = v[field.key];
      // zod leaves an absent optional key absent.
      if (value === undefined && field.optional && !(field.key in v)) continue;
      out[field.key] = field.shape(value);
    }
    return out;
  };
};

const compileRecord =
  (valueShape: Shaper): Shaper =>
  (v) => {
    if (!isPlainObject(v)) return mismatch();
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(v)) out[key] = valueShape(v[key]);
    return out;
  };

const compiledShapes = new WeakMap<z.ZodType, Shaper>();

/**
 * The answer as `schema.parse(value)` would return it (see above), compiled once per schema. A value that does not
 * match goes through zod itself, which throws as before.
 */
export const shapeAnswer = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => {
  let shaper = compiledShapes.get(schema);
  if (!shaper) {
    shaper = compile(schema);
    compiledShapes.set(schema, shaper);
  }
  try {
    return shaper(value) as z.output<S>;
  } catch (error) {
    if (error !== MISMATCH) throw error;
    return schema.parse(value);
  }
};

/**
 * The answer's JSON text: written straight from the value (answer-writer.ts), or, when a leaf does not match, from
 * the shaped copy, which throws zod's error. Either way the text holds the declared fields only, with the same values
 * as `JSON.stringify(schema.parse(value))`.
 */
export const answerJson = (schema: z.ZodType, value: unknown): string => {
  try {
    return writerOf(schema)(value) ?? "null";
  } catch (error) {
    if (error !== MISMATCH) throw error;
    return JSON.stringify(shapeAnswer(schema, value)) ?? "null";
  }
};
