import { describe, expect, it } from "vitest";
import { compressedAnswers } from "./compressed-answers.ts";

describe("compressed answers", () => {
  const counting = () => {
    let calls = 0;
    const compress = async (text: string) => {
      calls++;
      return Buffer.from(`z:${text}`);
    };
    return { compress, calls: () => calls };
  };

  it("compresses an answer once while it stays the same, and again as soon as it changes", async () => {
    const answers = compressedAnswers();
    const c = counting();
    expect((await answers.get("u1 br /a", "one", c.compress)).toString()).toBe("z:one");
    // Known: the very bytes, at once (no promise, no tick).
    const again = answers.get("u1 br /a", "one", c.compress);
    expect(Buffer.isBuffer(again) && again.toString()).toBe("z:one");
    expect(c.calls()).toBe(1);
    expect((await answers.get("u1 br /a", "two", c.compress)).toString()).toBe("z:two");
    expect(c.calls()).toBe(2);
  });

  it("never answers one key with another key's bytes", async () => {
    const answers = compressedAnswers();
    const c = counting();
    await answers.get("u1 br /a", "mine", c.compress);
    expect((await answers.get("u2 br /a", "yours", c.compress)).toString()).toBe("z:yours");
    expect((await answers.get("u1 br /a", "mine", c.compress)).toString()).toBe("z:mine");
    expect(c.calls()).toBe(2);
  });

  it("forgets the least recently written beyond its bounds", async () => {
    const answers = compressedAnswers(2, 1_000_000);
    const c = counting();
    await answers.get("a", "1", c.compress);
    await answers.get("b", "2", c.compress);
    await answers.get("c", "3", c.compress);
    await answers.get("a", "1", c.compress);
    expect(c.calls()).toBe(4);
    const small = compressedAnswers(100, 20);
    const d = counting();
    await small.get("a", "0123456789", d.compress);
    await small.get("b", "0123456789", d.compress);
    await small.get("a", "0123456789", d.compress);
    expect(d.calls()).toBe(3);
  });
});
