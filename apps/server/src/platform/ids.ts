import { randomUUID } from "node:crypto";

/** Id generation behind one seam so tests could make ids predictable. */
export interface Ids {
  uuid(): string;
}

/**
 * A UUID of version 7 (RFC 9562): the time in ms in its first 48 bits, so ids sort (as text too) in the order
 * they were made, to the millisecond; the other 74 bits random. They are a version 4 UUID's random bits (Node's
 * `randomUUID` draws from a cached pool: 0.15 µs; the `uuid` package's v7 asks WebCrypto for each id: 1.5 µs, and a
 * flip makes thousands) with the time written over its first twelve digits and the version digit set to 7.
 */
let prefixMs = Number.NaN;
let prefix = "";
export const uuidV7 = (now: number = Date.now()): string => {
  if (now !== prefixMs) {
    const time = now.toString(16).padStart(12, "0");
    prefix = `${time.slice(0, 8)}-${time.slice(8)}-7`;
    prefixMs = now;
  }
  return prefix + randomUUID().slice(15);
};

/**
 * Row ids are version 7 UUIDs. Rows are keyed by their id (after their galaxy's), so a random id (version 4) put
 * each new row on a random page of the key's index: a commit of a few dozen orders dirtied a page per row and
 * table, and wrote them all to the write-ahead log. That commit cost grew with the tables, to most of an order's SQL
 * (84 of 125 µs per market buy at 80,000 orders, bench/http/order-sql-floor.ts); ids in time order land on the
 * index's last pages (10 µs). Nothing may rely on an id being secret or unordered: ids are names, never
 * credentials, and they tell when a row was made, as its own timestamps do.
 */
export const systemIds: Ids = { uuid: () => uuidV7() };
