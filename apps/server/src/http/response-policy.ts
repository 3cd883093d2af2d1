import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyInstance, FastifyReply } from "fastify";
import { compressedAnswers } from "./compressed-answers.ts";

/** Answers smaller than this go as they are: compressing them costs more than the bytes it saves. */
export const COMPRESS_THRESHOLD = 1024;

type Encoding = "br" | "gzip" | null;

/**
 * The encoding to use for an `Accept-Encoding` header: brotli when accepted, else gzip, else none (`q=0` refuses,
 * `*` accepts both). Headers repeat from the same clients, so their answers are kept (a bounded map).
 */
const encodingCache = new Map<string, Encoding>();
export const chooseEncoding = (header: string | undefined): Encoding => {
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
  const chosen: Encoding = ok("br") ? "br" : ok("gzip") ? "gzip" : null;
  if (encodingCache.size > 200) encodingCache.clear();
  encodingCache.set(header, chosen);
  return chosen;
};

const COMPRESSIBLE = /^(application\/(json|javascript|xml|problem\+json)|text\/|image\/svg\+xml)/;

/**
 * Compresses an answer body on libuv's thread pool, off the thread that serves requests. The window is sized to
 * the body (brotli's default 4 MB window and gzip's 256 KB state cost more to set up than a few-KB answer costs to
 * compress), and brotli runs at quality 1: about half of quality 2's time on the 35 KB planets list of a 50-planet
 * empire, for 9% more bytes. Compressed in one synchronous call on the serving thread, that list and the 1 KB
 * player stats cost it about 200 and 70 µs of CPU (bench:routes, decision 189): several times what the same work
 * costs a pool thread, and after a flip every dashboard's answers are new, so each is compressed once.
 */
export const compressBody = (body: Buffer, encoding: "br" | "gzip"): Promise<Buffer> => {
  const bits = Math.max(10, Math.min(22, Math.ceil(Math.log2(body.length + 1))));
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, out: Buffer) => (error ? reject(error) : resolve(out));
    if (encoding === "br") {
      brotliCompress(
        body,
        {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: 1,
            [constants.BROTLI_PARAM_LGWIN]: bits,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        },
        done,
      );
    } else gzip(body, { level: 5, windowBits: Math.min(15, Math.max(9, bits)), memLevel: 8 }, done);
  });
};

/** Hands Fastify the bytes now when they are known, else when they are. */
const sendBytes = (bytes: Buffer | Promise<Buffer>, done: (error: Error | null, payload?: Buffer) => void) => {
  if (Buffer.isBuffer(bytes)) done(null, bytes);
  else
    bytes.then(
      (b) => done(null, b),
      (error: Error) => done(error),
    );
};

const addVary = (reply: FastifyReply) => {
  const vary = reply.getHeader("vary");
  if (vary === undefined) void reply.header("vary", "accept-encoding");
  else if (!/accept-encoding|\*/i.test(String(vary))) void reply.header("vary", `${String(vary)}, accept-encoding`);
};

/**
 * How API answers travel: from 1 KB up compressed (brotli at quality 1, else gzip), and never stored by a shared
 * cache: answers depend on who asks, so each JSON one is `cache-control: no-store` unless its route says otherwise.
 * One onSend hook does both (it replaced @fastify/compress, whose three hooks per request cost more than the
 * compression of the few answers that need it); the compression itself runs on the thread pool. Static files are not compressed here: the build ships them
 * precompressed (http/web-client.ts), and streams pass through as they are. A JSON answer that is the same as the
 * caller's last one at that URL is not compressed again (see compressed-answers.ts).
 */
export const installResponsePolicy = (server: FastifyInstance): void => {
  const remembered = compressedAnswers();
  const brotli = (body: Buffer) => compressBody(body, "br");
  const gzipped = (body: Buffer) => compressBody(body, "gzip");
  server.addHook("onSend", (request, reply, payload, done) => {
    const type = reply.getHeader("content-type");
    if (typeof type !== "string") {
      done(null, payload);
      return;
    }
    if (type.startsWith("application/json") && !reply.hasHeader("cache-control"))
      void reply.header("cache-control", "no-store");
    const isString = typeof payload === "string";
    if (
      !(isString || Buffer.isBuffer(payload)) ||
      (isString ? payload.length : (payload as Buffer).length) < COMPRESS_THRESHOLD ||
      !COMPRESSIBLE.test(type) ||
      reply.hasHeader("content-encoding")
    ) {
      done(null, payload);
      return;
    }
    if (isString && Buffer.byteLength(payload) < COMPRESS_THRESHOLD) {
      done(null, payload);
      return;
    }
    addVary(reply);
    const encoding = chooseEncoding(request.headers["accept-encoding"]);
    if (encoding === null) {
      done(null, payload);
      return;
    }
    void reply.header("content-encoding", encoding);
    reply.removeHeader("content-length");
    if (isString && request.method === "GET") {
      // Keyed by the caller (or none), the encoding and the URL; used only for the very same text.
      const key = `${request.authUser?.id ?? ""} ${encoding} ${request.url}`;
      sendBytes(remembered.get(key, payload, encoding === "br" ? brotli : gzipped), done);
      return;
    }
    sendBytes(compressBody(isString ? Buffer.from(payload) : (payload as Buffer), encoding), done);
  });
};
