import type { z } from "zod";

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

/** Thrown by a leaf that does not match: the caller parses the whole answer with zod instead. */
class Mismatch extends Error {}
const MISMATCH = new Mismatch("answer does not match its schema");
const mismatch = (): never => {
  throw MISMATCH;
};

interface Def {
  readonly type: string;
  readonly shape?: Record<string, z.ZodType>;
  readonly catchall?: z.ZodType;
  readonly element?: z.ZodType;
  readonly innerType?: z.ZodType;
  readonly options?: readonly z.ZodType[];
  readonly keyType?: z.ZodType;
  readonly valueType?: z.ZodType;
  readonly entries?: Record<string, string | number>;
  readonly values?: readonly unknown[];
  readonly checks?: readonly {
    readonly _zod: { readonly def: { readonly check?: string; readonly format?: string } };
  }[];
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const LEAF_TYPES = new Set(["string", "number", "boolean", "null", "enum", "literal"]);

/** Unions of leaves are modelled here (zod takes the first option that accepts the value); other unions are zod's. */
const isUnionOfLeaves = (options: readonly z.ZodType[]): boolean => options.every((o) => LEAF_TYPES.has(defOf(o).type));

/** A record keyed by any string (enum-keyed records, or keys with checks, are zod's). */
const hasPlainStringKeys = (def: Def): boolean => {
  const key = defOf(def.keyType as z.ZodType);
  return key.type === "string" && !key.checks?.length;
};

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
      const integer = (def.checks ?? []).some(
        (c) => c._zod.def.check === "number_format" && /int/.test(c._zod.def.format ?? ""),
      );
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
      const compiled = options.map(compile);
      return (v) => {
        for (const option of compiled) {
          try {
            return option(v);
          } catch (error) {
            if (error !== MISMATCH) throw error;
          }
        }
        return mismatch();
      };
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
 * Whether `value` already has the form `shapeAnswer` would give it, up to the order of keys: every object a plain
 * one whose own keys are all declared (every required one present), every leaf of its declared type, nothing handed
 * to zod. Then `JSON.stringify(value)` is the shaped answer's text with the keys in the order the handler wrote
 * them, and the copy need not be made. Handlers build their answers from declared fields only, so this is the
 * common case; on a 50-planet list it cost about a third of shaping the copy and stringifying it.
 */
type Check = (value: unknown) => boolean;

const isLiteralObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== "object" || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  // A class instance could carry a toJSON or getters that JSON.stringify and the shaper read differently.
  return proto === Object.prototype || proto === null;
};

const leafCheck = (schema: z.ZodType): Check => {
  const shaper = compile(schema);
  return (v) => {
    try {
      shaper(v);
      return true;
    } catch (error) {
      if (error !== MISMATCH) throw error;
      return false;
    }
  };
};

const compileCheck = (schema: z.ZodType): Check => {
  const def = defOf(schema);
  switch (def.type) {
    case "string":
      return (v) => typeof v === "string";
    case "boolean":
      return (v) => typeof v === "boolean";
    case "null":
      return (v) => v === null;
    case "number":
    case "enum":
    case "literal":
      return leafCheck(schema);
    case "unknown":
    case "any":
      return () => true;
    case "nullable": {
      const inner = compileCheck(def.innerType as z.ZodType);
      return (v) => v === null || inner(v);
    }
    case "optional": {
      const inner = compileCheck(def.innerType as z.ZodType);
      return (v) => v === undefined || inner(v);
    }
    case "array": {
      const element = compileCheck(def.element as z.ZodType);
      return (v) => {
        if (!Array.isArray(v)) return false;
        for (let i = 0; i < v.length; i++) if (!element(v[i])) return false;
        return true;
      };
    }
    case "object":
      return def.catchall ? () => false : compileObjectCheck(def.shape ?? {});
    case "record": {
      if (!hasPlainStringKeys(def)) return () => false;
      const value = compileCheck(def.valueType as z.ZodType);
      return (v) => {
        if (!isLiteralObject(v)) return false;
        for (const k of Object.keys(v)) if (!value(v[k])) return false;
        return true;
      };
    }
    case "union": {
      return isUnionOfLeaves(def.options ?? []) ? leafCheck(schema) : () => false;
    }
    default:
      // zod's parse may change what it is given (defaults, transforms): only the shaper's path is exact.
      return () => false;
  }
};

const compileObjectCheck = (shape: Record<string, z.ZodType>): Check => {
  const fields = new Map(
    Object.entries(shape).map(([key, fieldSchema]) => [
      key,
      { check: compileCheck(fieldSchema), optional: defOf(fieldSchema).type === "optional" },
    ]),
  );
  const required = [...fields.values()].filter((f) => !f.optional).length;
  const optionalKeys = [...fields].filter(([, f]) => f.optional).map(([key]) => key);
  return (v) => {
    if (!isLiteralObject(v)) return false;
    const keys = Object.keys(v);
    let requiredSeen = 0;
    for (const key of keys) {
      const field = fields.get(key);
      if (!field || !field.check(v[key])) return false;
      if (!field.optional) requiredSeen++;
    }
    if (requiredSeen !== required) return false;
    // An optional field that is not an own enumerable key must read as absent, as JSON.stringify will leave it.
    if (keys.length - requiredSeen < optionalKeys.length) {
      for (const key of optionalKeys) if (!keys.includes(key) && v[key] !== undefined) return false;
    }
    return true;
  };
};

const compiledChecks = new WeakMap<z.ZodType, Check>();

/**
 * The answer's JSON text: the value itself stringified when it already has the answer's form (see above), else the
 * shaped copy, which drops what is undeclared (in the schema's key order) or throws zod's error when a leaf is wrong.
 * Either way the text holds the declared fields only, with the same values as `JSON.stringify(schema.parse(value))`.
 */
export const answerJson = (schema: z.ZodType, value: unknown): string => {
  let check = compiledChecks.get(schema);
  if (!check) {
    check = compileCheck(schema);
    compiledChecks.set(schema, check);
  }
  return JSON.stringify(check(value) ? value : shapeAnswer(schema, value)) ?? "null";
};
