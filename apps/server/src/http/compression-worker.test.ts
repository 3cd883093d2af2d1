import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { startCompressor } from "./compression-worker.ts";

describe("the compression thread", () => {
  const compressor = startCompressor();
  afterAll(() => compressor.close());

  it("compresses with brotli and with gzip, each answer to its own bytes", async () => {
    const texts = Array.from({ length: 50 }, (_, i) => JSON.stringify({ i, planets: "x".repeat(100 * i + 1) }));
    const [br, gz] = await Promise.all([
      Promise.all(texts.map((t) => compressor.compress(t, "br"))),
      Promise.all(texts.map((t) => compressor.compress(Buffer.from(t), "gzip"))),
    ]);
    texts.forEach((text, i) => {
      expect(brotliDecompressSync(br[i]!).toString()).toBe(text);
      expect(gunzipSync(gz[i]!).toString()).toBe(text);
    });
    expect(br[49]!.length).toBeLessThan(texts[49]!.length / 10);
  });

  it("starts a new thread after the last one ended", async () => {
    await compressor.compress("one", "br");
    await compressor.close();
    expect(brotliDecompressSync(await compressor.compress("two", "br")).toString()).toBe("two");
  });
});
