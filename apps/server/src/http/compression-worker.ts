import { Worker } from "node:worker_threads";

export type Encoding = "br" | "gzip";

/**
 * Compresses answer bodies on a thread of its own. On the thread that serves requests, compressing cost several
 * times what the same work costs elsewhere: about 200 µs of its CPU for the 35 KB planets list of a 50-planet
 * empire and 70 µs for the 1 KB player stats, in one synchronous call; through node:zlib's asynchronous API about
 * half as much, most of it creating the compressor there (decision 190). Here the serving thread only hands the text
 * over and takes the bytes back. After a flip every dashboard's answers are new, so each is compressed once.
 */
export interface Compressor {
  compress(body: string | Buffer, encoding: Encoding): Promise<Buffer>;
  /** Ends the thread; a later `compress` starts a new one. */
  close(): Promise<void>;
}

// Plain JavaScript, evaluated by the worker: no TypeScript loader is needed in the worker thread.
// The window is sized to the body (brotli's default 4 MB window and gzip's 256 KB state cost more to set up than a
// few-KB answer costs to compress); brotli runs at quality 1, about half of quality 2's time on the planets list
// for 9% more bytes. The bytes go back in an ArrayBuffer of their own, transferred, never a slice of Node's pool.
const WORKER_SOURCE = `
const { parentPort } = require("node:worker_threads");
const { brotliCompressSync, constants, gzipSync } = require("node:zlib");
const compress = (body, encoding) => {
  const bits = Math.max(10, Math.min(22, Math.ceil(Math.log2(body.length + 1))));
  return encoding === "br"
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: 1,
          [constants.BROTLI_PARAM_LGWIN]: bits,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 5, windowBits: Math.min(15, Math.max(9, bits)), memLevel: 8 });
};
parentPort.on("message", ({ id, body, encoding }) => {
  try {
    const out = compress(typeof body === "string" ? Buffer.from(body) : body, encoding);
    const bytes = new Uint8Array(out.length);
    bytes.set(out);
    parentPort.postMessage({ id, bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
`;

interface Pending {
  readonly resolve: (bytes: Buffer) => void;
  readonly reject: (error: Error) => void;
}

export const startCompressor = (): Compressor => {
  let worker: Worker | null = null;
  const pending = new Map<number, Pending>();
  let nextId = 0;
  const failAll = (error: Error) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  const started = () => {
    if (worker) return worker;
    const w = new Worker(WORKER_SOURCE, { eval: true, name: "compression" });
    // Idle, it keeps nothing alive; while answers wait for it, their sockets do.
    w.unref();
    w.on("message", (message: { id: number; bytes?: Uint8Array; error?: string }) => {
      const p = pending.get(message.id);
      if (!p) return;
      pending.delete(message.id);
      if (message.bytes) p.resolve(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.length));
      else p.reject(new Error(`compression failed: ${message.error ?? "unknown error"}`));
    });
    // A thread that failed or ended takes its waiting answers with it (each gets a 500); the next starts a new one.
    w.on("error", (error) => {
      if (worker === w) worker = null;
      failAll(error);
    });
    w.on("exit", (code) => {
      if (worker === w) worker = null;
      failAll(new Error(`compression thread ended (${code})`));
    });
    worker = w;
    return w;
  };
  return {
    compress: (body, encoding) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        started().postMessage({ id, body, encoding });
      }),
    close: async () => {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
};
