import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { compressedAnswers } from "./compressed-answers.ts";
import { chooseEncoding } from "./accept-encoding.ts";
import { startCompressor } from "./compression-worker.ts";
import { fastLaneKey, type FastLane } from "./fast-lane.ts";

/** Answers smaller than this go as they are: compressing them costs more than the bytes it saves. */
export const COMPRESS_THRESHOLD = 1024;

const COMPRESSIBLE = /^(application\/(json|javascript|xml|problem\+json)|text\/|image\/svg\+xml)/;

type Done = (error: Error | null, payload?: unknown) => void;

/** Hands Fastify the bytes now when they are known, else when they are. */
const sendBytes = (bytes: Buffer | Promise<Buffer>, done: Done) => {
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
 * Fastify's `done`, which first keeps the final bytes and headers of a kept answer (define-route.ts `reuse`) in the
 * fast lane, to be sent again as they are, or the headers of an instant route's answer (define-route.ts `instant`).
 */
const keeping = (lane: FastLane | null, request: FastifyRequest, reply: FastifyReply, done: Done): Done => {
  if (!lane || request.method !== "GET") return done;
  const instantPath = request.instantPath;
  if (instantPath !== null) {
    return (error, payload) => {
      if (!error && reply.statusCode === 200 && !reply.hasHeader("content-encoding"))
        lane.keepHeaders(instantPath, reply.getHeaders());
      done(error, payload);
    };
  }
  const kept = request.keptAnswer;
  const user = request.authUser;
  if (!kept || !user) return done;
  return (error, payload) => {
    if (!error && (typeof payload === "string" || Buffer.isBuffer(payload))) {
      lane.keep(fastLaneKey(kept.reader, chooseEncoding(request.headers["accept-encoding"]), request.url), {
        reader: kept.reader,
        version: kept.version,
        until: kept.until,
        statusCode: reply.statusCode,
        headers: reply.getHeaders(),
        body: payload,
      });
    }
    done(error, payload);
  };
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
export const installResponsePolicy = (server: FastifyInstance, lane: FastLane | null): void => {
  const remembered = compressedAnswers();
  const compressor = startCompressor();
  server.addHook("onClose", async () => compressor.close());
  const brotli = (body: string) => compressor.compress(body, "br");
  const gzipped = (body: string) => compressor.compress(body, "gzip");
  server.addHook("onSend", (request, reply, payload, fastifyDone) => {
    const done = keeping(lane, request, reply, fastifyDone);
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
      const key = fastLaneKey(request.authUser?.id ?? "", encoding, request.url);
      sendBytes(remembered.get(key, payload, encoding === "br" ? brotli : gzipped), done);
      return;
    }
    sendBytes(compressor.compress(payload as string | Buffer, encoding), done);
  });
};
