import { boundedMap } from "./bounded-map.ts";

/**
 * The last compressed form of each caller's answer at each URL, reused while the answer stays the same: a
 * dashboard polls turn-info, stats and events every few seconds and gets the same bytes until the galaxy changes,
 * and compressing a few KB again would cost the compression thread more than building the answer cost, and the
 * answer a round trip to that thread. An entry is used only when the new
 * answer is byte for byte the text it was made from (a string comparison), so nothing stale is ever sent, and
 * the key holds the caller, so one caller's entry is never even looked at for another. Bounded in entries and
 * bytes; the least recently used go first.
 */
export interface CompressedAnswers {
  /**
   * The compressed bytes of `text` for this key: at once when they are known, else a promise of them, compressing
   * (and then remembering) them. Two requests that miss together both compress; the later one is remembered.
   */
  get(key: string, text: string, compress: (text: string) => Promise<Buffer>): Buffer | Promise<Buffer>;
}

interface Entry {
  readonly text: string;
  readonly compressed: Buffer;
}

/** Answers larger than this are compressed each time: they are rare, and would push out many small ones. */
const MAX_TEXT = 256 * 1024;

export const compressedAnswers = (maxEntries = 10_000, maxBytes = 32 * 1024 * 1024): CompressedAnswers => {
  const entries = boundedMap<Entry>(maxEntries, maxBytes, (entry) => entry.text.length + entry.compressed.length);
  return {
    get: (key, text, compress) => {
      const known = entries.get(key);
      if (known?.text === text) return known.compressed;
      return compress(text).then((compressed) => {
        if (text.length <= MAX_TEXT) entries.set(key, { text, compressed });
        return compressed;
      });
    },
  };
};
