import type { z } from "zod";

/**
 * An answer's JSON text written straight from the value by code compiled once per schema: what
 * `JSON.stringify(schema.parse(value))` gives (declared fields only, in the schema's order, each leaf's type checked;
 * content checks such as lengths and patterns are not run again: they say nothing about what may leak, and the
 * handlers build these values themselves), in one pass instead of a check or a copy followed by `JSON.stringify`
 * (decisions 149, 225, 228, 230).
 *
 * A writer returns undefined for what JSON leaves out (an absent optional field, an undefined unknown) and throws
 * MISMATCH on a leaf of the wrong type. What it does not model exactly (unions of objects, enum-keyed records, strict
 * objects, defaults, transforms...) is written from zod's parse of that subtree.
 */
export type Writer = (value: unknown) => string | undefined;

/** Thrown by a leaf that does not match: the caller parses the whole answer with zod instead. */
class Mismatch extends Error {}
export const MISMATCH = new Mismatch("answer does not match its schema");
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

const LEAF_TYPES = new Set(["string", "number", "boolean", "null", "enum", "literal"]);

/** Unions of leaves are written here (zod takes the first option that accepts the value); other unions are zod's. */
const isUnionOfLeaves = (options: readonly z.ZodType[]): boolean => options.every((o) => LEAF_TYPES.has(defOf(o).type));

/** A record keyed by any string (enum-keyed records, or keys with checks, are zod's). */
const hasPlainStringKeys = (def: Def): boolean => {
  const key = defOf(def.keyType as z.ZodType);
  return key.type === "string" && !key.checks?.length;
};

/** Whether a number schema declares an integer (`.int()` and the like). */
const isInteger = (def: Def): boolean =>
  (def.checks ?? []).some((c) => c._zod.def.check === "number_format" && /int/.test(c._zod.def.format ?? ""));

// JSON.stringify would escape these (controls, quote, backslash, lone surrogates); any other string is written as is.
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /[\u0000-\u001f"\\\ud800-\udfff]/;
const writeString = (v: string): string => (NEEDS_ESCAPE.test(v) ? JSON.stringify(v) : `"${v}"`);

/** A JavaScript string literal of `text` (JSON's string syntax is JavaScript's). */
const literal = (text: string): string => JSON.stringify(text);

/**
 * Generates one JavaScript function per schema node, each calling its children's by name. Closures shared by every
 * schema made their call sites megamorphic in the server, where all the routes' answers go through them: the
 * dashboard's 39 KB took 300 µs of the serving thread (bench:routes profile). Generated code keeps each call site
 * to one target, which V8 inlines. Only schema keys and constants of the schemas go into the source.
 */
class Generator {
  readonly functions: string[] = [];
  /** Values the generated code reads: enum and literal tables, and schemas left to zod. */
  readonly constants: unknown[] = [];
  private readonly names = new Map<z.ZodType, string>();

  nameOf(schema: z.ZodType): string {
    const known = this.names.get(schema);
    if (known) return known;
    const name = `w${this.names.size}`;
    this.names.set(schema, name);
    this.functions.push(`function ${name}(v) {\n${this.body(schema)}\n}`);
    return name;
  }

  private constant(value: unknown): string {
    this.constants.push(value);
    return `C[${this.constants.length - 1}]`;
  }

  private body(schema: z.ZodType): string {
    const def = defOf(schema);
    switch (def.type) {
      case "string":
        return `if (typeof v !== "string") return M(); return S(v);`;
      case "number":
        return isInteger(def)
          ? `if (!Number.isSafeInteger(v)) return M(); return "" + v;`
          : `if (typeof v !== "number" || !Number.isFinite(v)) return M(); return "" + v;`;
      case "boolean":
        return `return v === true ? "true" : v === false ? "false" : M();`;
      case "null":
        return `return v === null ? "null" : M();`;
      case "enum":
      case "literal": {
        const values = def.type === "enum" ? Object.values(def.entries ?? {}) : (def.values ?? []);
        const table = this.constant(new Map(values.map((e) => [e, JSON.stringify(e)])));
        return `const t = ${table}.get(v); return t === undefined ? M() : t;`;
      }
      case "unknown":
      case "any":
        return `return J(v);`;
      case "nullable":
        return `return v === null ? "null" : ${this.nameOf(def.innerType as z.ZodType)}(v);`;
      case "optional":
        return `return v === undefined ? undefined : ${this.nameOf(def.innerType as z.ZodType)}(v);`;
      case "array": {
        const element = this.nameOf(def.element as z.ZodType);
        return [
          `if (!Array.isArray(v)) return M();`,
          `const n = v.length;`,
          `if (n === 0) return "[]";`,
          `let out = "[" + (${element}(v[0]) ?? "null");`,
          `for (let i = 1; i < n; i++) out += "," + (${element}(v[i]) ?? "null");`,
          `return out + "]";`,
        ].join("\n");
      }
      case "object":
        // A strict (or passthrough) object answers differently from a stripping one: zod decides.
        return def.catchall ? this.byZod(schema) : this.object(def.shape ?? {});
      case "record": {
        if (!hasPlainStringKeys(def)) return this.byZod(schema);
        const value = this.nameOf(def.valueType as z.ZodType);
        return [
          `if (typeof v !== "object" || v === null || Array.isArray(v)) return M();`,
          `let out = "", s = "{";`,
          `for (const k of Object.keys(v)) {`,
          // zod's parse assigns each key to a new object, where "__proto__" sets no key: the answer never held it.
          `  if (k === "__proto__") continue;`,
          `  const t = ${value}(v[k]);`,
          `  if (t === undefined) continue;`,
          `  out += s + S(k) + ":" + t;`,
          `  s = ",";`,
          `}`,
          `return s === "{" ? "{}" : out + "}";`,
        ].join("\n");
      }
      case "union": {
        const options = def.options ?? [];
        // Unions of leaves only: zod takes the first option that accepts the value, and so does this.
        if (!isUnionOfLeaves(options)) return this.byZod(schema);
        const tries = options.map(
          (o) => `try { return ${this.nameOf(o)}(v); } catch (e) { if (e !== MISMATCH) throw e; }`,
        );
        return [...tries, `return M();`].join("\n");
      }
      default:
        return this.byZod(schema);
    }
  }

  /** zod's own parse of a subtree this module does not model. */
  private byZod(schema: z.ZodType): string {
    return `return J(${this.constant(schema)}.parse(v));`;
  }

  private object(shape: Record<string, z.ZodType>): string {
    const lines = [
      `if (typeof v !== "object" || v === null || Array.isArray(v)) return M();`,
      `let out = "", s = "{", t;`,
    ];
    for (const [key, fieldSchema] of Object.entries(shape)) {
      const write = this.nameOf(fieldSchema);
      const label = literal(`${JSON.stringify(key)}:`);
      // An absent optional field, or a value JSON leaves out, writes nothing.
      lines.push(
        defOf(fieldSchema).type === "optional"
          ? `t = v[${literal(key)}]; if (t !== undefined) { t = ${write}(t); if (t !== undefined) { out += s + ${label} + t; s = ","; } }`
          : `t = ${write}(v[${literal(key)}]); if (t !== undefined) { out += s + ${label} + t; s = ","; }`,
      );
    }
    lines.push(`return s === "{" ? "{}" : out + "}";`);
    return lines.join("\n");
  }
}

const compile = (schema: z.ZodType): Writer => {
  const generator = new Generator();
  const root = generator.nameOf(schema);
  const source = `${generator.functions.join("\n")}\nreturn ${root};`;
  // The source holds schema keys as literals only, never values of an answer.
  const make = new Function("M", "MISMATCH", "J", "S", "C", source) as (...args: unknown[]) => Writer;
  return make(mismatch, MISMATCH, JSON.stringify, writeString, generator.constants);
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
