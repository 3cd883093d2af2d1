import type { FastifyInstance, FastifyReply } from "fastify";
import { compressedAnswers } from "./compressed-answers.ts";
import { startCompressor, type Encoding } from "./compression-worker.ts";

/** Answers smaller than this go as they are: compressing them costs more than the bytes it saves. */
export const COMPRESS_THRESHOLD = 1024;

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

const COMPRESSIBLE = /^(application\/(json|javascript|xml|problem\+json)|text\/|image\/svg\+xml)/;

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
 * compression of the few answers that need it); the compression itself runs on a thread of its own
 * (compression-worker.ts). Static files are not compressed here: the build ships them
 * precompressed (http/web-client.ts), and streams pass through as they are. A JSON answer that is the same as the
 * caller's last one at that URL is not compressed again (see compressed-answers.ts).
 */
export const installResponsePolicy = (server: FastifyInstance): void => {
  const remembered = compressedAnswers();
  const compressor = startCompressor();
  server.addHook("onClose", async () => compressor.close());
  const brotli = (body: string) => compressor.compress(body, "br");
  const gzipped = (body: string) => compressor.compress(body, "gzip");
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
    sendBytes(compressor.compress(payload as string | Buffer, encoding), done);
  });
};
