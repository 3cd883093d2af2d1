import { describe, expect, it } from "vitest";
import { ManualClock } from "../platform/clock.ts";
import { createAnswerCache } from "./answer-cache.ts";

describe("answer cache", () => {
  const clock = new ManualClock(1_000_000);
  const answer = (version: string, text: string, until = Number.POSITIVE_INFINITY) => ({
    reader: "someone",
    version,
    text,
    until,
  });

  it("gives back an answer for its key and version until its time is up", () => {
    const cache = createAnswerCache(() => "g1/0", clock);
    cache.set("alice /stats", answer("g1/0", "a", clock.now() + 10));
    expect(cache.get("alice /stats", "g1/0")?.text).toBe("a");
    expect(cache.get("bob /stats", "g1/0")).toBeUndefined();
    expect(cache.get("alice /stats", "g2/0")).toBeUndefined();
    clock.advance(10);
    expect(cache.get("alice /stats", "g1/0")).toBeUndefined();
  });

  it("holds only the answers of the newest version it was given", () => {
    const cache = createAnswerCache(() => "g2/0", clock);
    cache.set("alice /stats", answer("g1/0", "a"));
    cache.set("bob /stats", answer("g1/0", "b"));
    expect(cache.size).toBe(2);
    cache.set("alice /planets", answer("g2/0", "c"));
    expect(cache.size).toBe(1);
    expect(cache.get("bob /stats", "g1/0")).toBeUndefined();
    expect(cache.get("alice /planets", "g2/0")?.text).toBe("c");
  });

  it("holds the answers of one generation whatever their readers' own writes", () => {
    const cache = createAnswerCache(() => "g2/0", clock);
    cache.set("alice /stats", answer("g2/3", "a"));
    cache.set("bob /stats", answer("g2/0", "b"));
    expect(cache.size).toBe(2);
    expect(cache.get("alice /stats", "g2/3")?.text).toBe("a");
    // Alice wrote once more since: her answer is stale, Bob's holds.
    expect(cache.get("alice /stats", "g2/4")).toBeUndefined();
    expect(cache.get("bob /stats", "g2/0")?.text).toBe("b");
  });

  it("is bounded in characters, dropping the least recently written first", () => {
    const cache = createAnswerCache(() => "g1/0", clock, 100, 5);
    cache.set("a", answer("g1/0", "123"));
    cache.set("b", answer("g1/0", "45"));
    cache.set("c", answer("g1/0", "6"));
    expect(cache.get("a", "g1/0")).toBeUndefined();
    expect(cache.get("b", "g1/0")?.text).toBe("45");
    expect(cache.get("c", "g1/0")?.text).toBe("6");
  });

  it("keeps nothing where the database has no version", () => {
    expect(createAnswerCache(undefined, clock).version("alice")).toBeNull();
  });
});
