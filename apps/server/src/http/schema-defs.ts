import type { z } from "zod";

// What the answer shaper (response-shape.ts) and the answer writer (answer-writer.ts) read of a zod schema, and how
// a leaf that does not match says so.

/** Thrown by a leaf that does not match: the caller parses the whole answer with zod instead. */
export class Mismatch extends Error {}
export const MISMATCH = new Mismatch("answer does not match its schema");
export const mismatch = (): never => {
  throw MISMATCH;
};

export interface Def {
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

export const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const LEAF_TYPES = new Set(["string", "number", "boolean", "null", "enum", "literal"]);

/** Unions of leaves are modelled here (zod takes the first option that accepts the value); other unions are zod's. */
export const isUnionOfLeaves = (options: readonly z.ZodType[]): boolean =>
  options.every((o) => LEAF_TYPES.has(defOf(o).type));

/** A record keyed by any string (enum-keyed records, or keys with checks, are zod's). */
export const hasPlainStringKeys = (def: Def): boolean => {
  const key = defOf(def.keyType as z.ZodType);
  return key.type === "string" && !key.checks?.length;
};

/** Whether a number schema declares an integer (`.int()` and the like). */
export const isInteger = (def: Def): boolean =>
  (def.checks ?? []).some((c) => c._zod.def.check === "number_format" && /int/.test(c._zod.def.format ?? ""));

/** A union's compiled options tried in order: zod takes the first option that accepts the value, and so does this. */
export const firstAccepting =
  <T>(options: readonly ((v: unknown) => T)[]) =>
  (v: unknown): T => {
    for (const option of options) {
      try {
        return option(v);
      } catch (error) {
        if (error !== MISMATCH) throw error;
      }
    }
    return mismatch();
  };
