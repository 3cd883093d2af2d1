import type { Encoding } from "./compression-worker.ts";

/**
 * The encoding to use for an `Accept-Encoding` header: brotli when accepted, else gzip, else none (`q=0` refuses,
 * `*` accepts both). Headers repeat from the same clients, so their answers are kept (a bounded map).
 */
const encodingCache = new Map<string, Encoding | null>();
export const chooseEncoding = (header: string | undefined): Encoding | null => {
  if (!header) return null;
  const cached = encodingCache.get(header);
  if (cached !== undefined) return cached;
  const accepted = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    let q = 1;
    for (const p of params) {
      const [key, value] = p.trim().split("=");
      if (key === "q") q = Number(value);
    }
    if (name) accepted.set(name, Number.isFinite(q) ? q : 0);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  const chosen: Encoding | null = ok("br") ? "br" : ok("gzip") ? "gzip" : null;
  if (encodingCache.size > 200) encodingCache.clear();
  encodingCache.set(header, chosen);
  return chosen;
};
