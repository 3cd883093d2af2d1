import { createECDH, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { decrypt } from "http_ece";

/** One request a push service received: what the game server sent for one browser. */
export interface PushRequest {
  readonly path: string;
  readonly headers: IncomingMessage["headers"];
  readonly body: Buffer;
}

/** How the stand-in answers a path: a status, or "hang" (hold the request until `release`). */
export type PushAnswer = number | "hang";

/**
 * A real Web Push service on loopback: it accepts the encrypted POSTs the game server sends, records them
 * and answers as told. Only the browser's private key (see `browserSubscription`) can read them.
 */
export const startPushService = async (answer: (path: string) => PushAnswer = () => 201) => {
  const received: PushRequest[] = [];
  const held: ServerResponse[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = req.url ?? "";
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      const a = answer(path);
      if (a === "hang") held.push(res);
      else res.writeHead(a).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    /** Answers every held request with 201. */
    release: () => held.splice(0).forEach((res) => res.writeHead(201).end()),
    close: async () => {
      held.splice(0).forEach((res) => res.destroy());
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

/** A browser's push subscription: the key pair and auth secret it would create, and its decryption. */
export const browserSubscription = (endpoint: string) => {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    endpoint,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
    /** Decrypts an aes128gcm (RFC 8291) message as the browser would. */
    read: (body: Buffer): Record<string, unknown> =>
      JSON.parse(
        decrypt(body, { version: "aes128gcm", privateKey: ecdh, authSecret: auth }).toString("utf8"),
      ) as Record<string, unknown>,
  };
};
