/**
 * A Map bounded in entries and in a total size the caller measures (e.g. characters held); when either bound is
 * passed, the least recently written entries go first (a Map iterates in insertion order, and `set` re-inserts).
 */
export interface BoundedMap<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  /** Drops every entry. */
  clear(): void;
  readonly size: number;
}

export const boundedMap = <V>(maxEntries: number, maxSize: number, sizeOf: (value: V) => number): BoundedMap<V> => {
  const entries = new Map<string, V>();
  let size = 0;
  return {
    get: (key) => entries.get(key),
    set: (key, value) => {
      const old = entries.get(key);
      if (old !== undefined) {
        entries.delete(key);
        size -= sizeOf(old);
      }
      entries.set(key, value);
      size += sizeOf(value);
      for (const [oldKey, oldValue] of entries) {
        if (entries.size <= maxEntries && size <= maxSize) break;
        entries.delete(oldKey);
        size -= sizeOf(oldValue);
      }
    },
    clear: () => {
      entries.clear();
      size = 0;
    },
    get size() {
      return entries.size;
    },
  };
};

/**
 * A bounded map of answers that are only worth anything at the version they were built at (answer-cache.ts,
 * fast-lane.ts). A version reads `generation/writer` (Db.changeVersion): generations only move forward, so setting an
 * entry of a new generation drops every entry held, none of which can be used again. Entries must be set at the
 * current version; an entry whose reader wrote since is replaced by that reader's next one.
 */
export const currentVersionMap = <V extends { readonly version: string }>(
  maxEntries: number,
  maxSize: number,
  sizeOf: (value: V) => number,
): BoundedMap<V> => {
  const entries = boundedMap(maxEntries, maxSize, sizeOf);
  /** The generation of every entry held. */
  let held: string | null = null;
  return {
    get: entries.get,
    set: (key, value) => {
      const generation = value.version.slice(0, value.version.lastIndexOf("/") + 1);
      if (generation !== held) {
        entries.clear();
        held = generation;
      }
      entries.set(key, value);
    },
    clear: entries.clear,
    get size() {
      return entries.size;
    },
  };
};
