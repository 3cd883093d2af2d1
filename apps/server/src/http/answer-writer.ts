import type { z } from "zod";
import {
  defOf,
  firstAccepting,
  hasPlainStringKeys,
  isInteger,
  isPlainObject,
  isUnionOfLeaves,
  mismatch,
} from "./schema-defs.ts";

/**
 * An answer's JSON text written straight from the value by code compiled once per schema: what
 * `JSON.stringify(shapeAnswer(schema, value))` gives (declared fields only, in the schema's order, each leaf's type
 * checked), in one pass instead of a check or a copy followed by `JSON.stringify`. The dashboard's answer (50 planets
 * of 21 fields) cost half as much this way (decision 225).
 *
 * A writer returns undefined for what JSON leaves out (an absent optional field, an undefined unknown) and throws
 * MISMATCH on a leaf of the wrong type; subtrees the shaper hands to zod are written from zod's parse, as there.
 */
export type Writer = (value: unknown) => string | undefined;

// JSON.stringify would escape these (controls, quote, backslash, lone surrogates); any other string is written as is.
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /[\u0000-\u001f"\\\ud800-\udfff]/;
const writeString = (v: string): string => (NEEDS_ESCAPE.test(v) ? JSON.stringify(v) : `"${v}"`);

const leafWriter = (def: ReturnType<typeof defOf>): Writer | null => {
  switch (def.type) {
    case "string":
      return (v) => (typeof v === "string" ? writeString(v) : mismatch());
    case "number": {
      const integer = isInteger(def);
      // For a finite number, String() is the text JSON.stringify writes.
      return integer
        ? (v) => (Number.isSafeInteger(v) ? String(v) : mismatch())
        : (v) => (typeof v === "number" && Number.isFinite(v) ? String(v) : mismatch());
    }
    case "boolean":
      return (v) => (v === true ? "true" : v === false ? "false" : mismatch());
    case "null":
      return (v) => (v === null ? "null" : mismatch());
    case "enum": {
      const allowed = new Map(Object.values(def.entries ?? {}).map((e) => [e, JSON.stringify(e)]));
      return (v) => allowed.get(v as string) ?? mismatch();
    }
    case "literal": {
      const allowed = new Map((def.values ?? []).map((e) => [e, JSON.stringify(e)]));
      return (v) => (allowed.has(v) ? (allowed.get(v) as string) : mismatch());
    }
    default:
      return null;
  }
};

const compile = (schema: z.ZodType): Writer => {
  const def = defOf(schema);
  const leaf = leafWriter(def);
  if (leaf) return leaf;
  switch (def.type) {
    case "unknown":
    case "any":
      return (v) => JSON.stringify(v);
    case "nullable": {
      const inner = compile(def.innerType as z.ZodType);
      return (v) => (v === null ? "null" : inner(v));
    }
    case "optional": {
      const inner = compile(def.innerType as z.ZodType);
      return (v) => (v === undefined ? undefined : inner(v));
    }
    case "array": {
      const element = compile(def.element as z.ZodType);
      return (v) => {
        if (!Array.isArray(v)) return mismatch();
        if (v.length === 0) return "[]";
        let out = "[";
        for (let i = 0; i < v.length; i++) out += (i === 0 ? "" : ",") + (element(v[i]) ?? "null");
        return out + "]";
      };
    }
    case "object":
      return def.catchall ? byZod(schema) : compileObject(def.shape ?? {});
    case "record":
      return hasPlainStringKeys(def) ? compileRecord(compile(def.valueType as z.ZodType)) : byZod(schema);
    case "union": {
      const options = def.options ?? [];
      if (!isUnionOfLeaves(options)) return byZod(schema);
      return firstAccepting(options.map(compile));
    }
    default:
      return byZod(schema);
  }
};

/** zod's own parse of a subtree this module does not model, as the shaper does. */
const byZod =
  (schema: z.ZodType): Writer =>
  (v) =>
    JSON.stringify(schema.parse(v));

const compileObject = (shape: Record<string, z.ZodType>): Writer => {
  const fields = Object.entries(shape).map(([key, fieldSchema]) => ({
    key,
    // `"key":`, written before the value.
    label: `${JSON.stringify(key)}:`,
    write: compile(fieldSchema),
    optional: defOf(fieldSchema).type === "optional",
  }));
  return (v) => {
    if (!isPlainObject(v)) return mismatch();
    let out = "{";
    for (const field of fields) {
      const value = v[field.key];
      if (value === undefined && field.optional) continue;
      const text = field.write(value);
      if (text === undefined) continue;
      out += (out.length === 1 ? "" : ",") + field.label + text;
    }
    return out + "}";
  };
};

const compileRecord =
  (value: Writer): Writer =>
  (v) => {
    if (!isPlainObject(v)) return mismatch();
    let out = "{";
    for (const key of Object.keys(v)) {
      // zod's parse assigns each key to a new object, where "__proto__" sets no key: the answer never held it.
      if (key === "__proto__") continue;
      const text = value(v[key]);
      if (text === undefined) continue;
      out += (out.length === 1 ? "" : ",") + writeString(key) + ":" + text;
    }
    return out + "}";
  };

const compiledWriters = new WeakMap<z.ZodType, Writer>();

/** The writer of a schema, compiled on first use. */
export const writerOf = (schema: z.ZodType): Writer => {
  let writer = compiledWriters.get(schema);
  if (!writer) {
    writer = compile(schema);
    compiledWriters.set(schema, writer);
  }
  return writer;
};
