import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { systemIds, uuidV7 } from "./ids.ts";

/** RFC 9562's layout for version 7: 48 bits of ms, the version digit 7, the variant bits 10. */
const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const MAX_MS = 2 ** 48 - 1;

describe("ids", () => {
  it("are version 7 UUIDs that begin with the time they were made", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_MS }), (now) => {
        const id = uuidV7(now);
        expect(id).toMatch(V7);
        expect(Number.parseInt(id.slice(0, 8) + id.slice(9, 13), 16)).toBe(now);
      }),
    );
  });

  it("sort as text in the order of the times they were made", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_MS }), fc.integer({ min: 0, max: MAX_MS }), (a, b) => {
        fc.pre(a !== b);
        const [earlier, later] = a < b ? [uuidV7(a), uuidV7(b)] : [uuidV7(b), uuidV7(a)];
        expect(earlier < later).toBe(true);
      }),
    );
  });

  it("differ within one millisecond, and the system's are made now", () => {
    const now = Date.now();
    const ids = Array.from({ length: 1000 }, () => uuidV7(now));
    expect(new Set(ids).size).toBe(1000);
    const made = systemIds.uuid();
    const ms = Number.parseInt(made.slice(0, 8) + made.slice(9, 13), 16);
    expect(ms).toBeGreaterThanOrEqual(now);
    expect(ms).toBeLessThanOrEqual(Date.now());
  });
});
