import type { z } from "zod";
import { MISMATCH, writerOf } from "./answer-writer.ts";

/**
 * The answer's JSON text: written straight from the value (answer-writer.ts), or, when a leaf does not match, from
 * zod's parse, which throws zod's error (a 500 with zod's issue) or, where zod accepts what the writer refused, gives
 * zod's own answer. Either way the text holds the declared fields only, with the same values as
 * `JSON.stringify(schema.parse(value))`.
 */
export const answerJson = (schema: z.ZodType, value: unknown): string => {
  try {
    return writerOf(schema)(value) ?? "null";
  } catch (error) {
    if (error !== MISMATCH) throw error;
    return JSON.stringify(schema.parse(value)) ?? "null";
  }
};
