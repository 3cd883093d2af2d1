import compress from "@fastify/compress";
import { constants } from "node:zlib";
import type { FastifyInstance } from "fastify";

/**
 * How API answers travel: JSON over 1 KB compressed (brotli at a cheap level, else gzip), and never stored by
 * a shared cache: answers depend on who asks, so each one is `cache-control: no-store` unless its route says
 * otherwise. Static files are not compressed here: the build ships them precompressed (http/web-client.ts).
 */
export const installResponsePolicy = async (server: FastifyInstance): Promise<void> => {
  await server.register(compress, {
    threshold: 1024,
    encodings: ["br", "gzip"],
    // Quality 4: most of brotli's gain for a fraction of the CPU of its default 11.
    brotliOptions: {
      params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 },
    },
    zlibOptions: { level: 5 },
  });
  server.addHook("onSend", (_request, reply, payload, done) => {
    const type = reply.getHeader("content-type");
    if (typeof type === "string" && type.startsWith("application/json") && !reply.hasHeader("cache-control"))
      void reply.header("cache-control", "no-store");
    done(null, payload);
  });
};
