import { describe, expect, it } from "vitest";
import { ManualClock } from "../platform/clock.ts";
import { createAnswerCache } from "./answer-cache.ts";

describe("answer cache", () => {
  const clock = new ManualClock(1_000_000);
  const answer = (version: string, text: string, until = Number.POSITIVE_INFINITY) => ({ version, text, until });

  it("gives back an answer for its key and version until its time is up", () => {
    const cache = createAnswerCache(() => "v1", clock);
    cache.set("alice /stats", answer("v1", "a", clock.now() + 10));
    expect(cache.get("alice /stats", "v1")?.text).toBe("a");
    expect(cache.get("bob /stats", "v1")).toBeUndefined();
    expect(cache.get("alice /stats", "v2")).toBeUndefined();
    clock.advance(10);
    expect(cache.get("alice /stats", "v1")).toBeUndefined();
  });

  it("holds only the answers of the newest version it was given", () => {
    const cache = createAnswerCache(() => "v2", clock);
    cache.set("alice /stats", answer("v1", "a"));
    cache.set("bob /stats", answer("v1", "b"));
    expect(cache.size).toBe(2);
    cache.set("alice /planets", answer("v2", "c"));
    expect(cache.size).toBe(1);
    expect(cache.get("bob /stats", "v1")).toBeUndefined();
    expect(cache.get("alice /planets", "v2")?.text).toBe("c");
  });

  it("is bounded in characters, dropping the least recently written first", () => {
    const cache = createAnswerCache(() => "v1", clock, 100, 5);
    cache.set("a", answer("v1", "123"));
    cache.set("b", answer("v1", "45"));
    cache.set("c", answer("v1", "6"));
    expect(cache.get("a", "v1")).toBeUndefined();
    expect(cache.get("b", "v1")?.text).toBe("45");
    expect(cache.get("c", "v1")?.text).toBe("6");
  });

  it("keeps nothing where the database has no version", () => {
    expect(createAnswerCache(undefined, clock).version()).toBeNull();
  });
});
