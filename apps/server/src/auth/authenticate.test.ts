import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { migrate, openDatabase, type Db } from "../db/database.ts";
import { ManualClock } from "../platform/clock.ts";
import { systemIds } from "../platform/ids.ts";
import { createTokenAuthenticator, VERIFIED_TOKEN_TTL_MS } from "./authenticate.ts";
import { InvalidTokenError, type Identity, type TokenVerifier } from "./token-verifier.ts";

/** An issuer's verdicts, counted: `exp` per token, and tokens it refuses. */
const issuer = () => {
  const verdicts = new Map<string, Identity | "refused">();
  let calls = 0;
  const verifier: TokenVerifier = {
    verify: async (token) => {
      calls++;
      const verdict = verdicts.get(token);
      if (!verdict || verdict === "refused") throw new InvalidTokenError("Invalid access token: bad signature");
      return verdict;
    },
  };
  return { verifier, verdicts, calls: () => calls };
};

describe("verified tokens", () => {
  let db: Db | null = null;
  let dir: string | null = null;
  afterEach(async () => {
    await db?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const setup = async () => {
    dir = mkdtempSync(join(tmpdir(), "nova-auth-"));
    db = openDatabase(`sqlite:${join(dir, "nova.db")}`);
    await migrate(db);
    const clock = new ManualClock();
    const config = loadConfig({ DATABASE_URL: "sqlite::memory:" });
    const iss = issuer();
    const authenticate = createTokenAuthenticator({ config, db, verifier: iss.verifier, clock, ids: systemIds });
    const log = { error: () => undefined } as never;
    return { clock, iss, authenticate: (token: string) => authenticate(token, log) };
  };

  it("are checked once until they expire, at most for the cache's lifetime; refusals are never remembered", async () => {
    const { clock, iss, authenticate } = await setup();
    const exp = clock.now() + 60_000;
    iss.verdicts.set("short", {
      issuer: "https://id",
      subject: "ann",
      displayName: "Ann",
      email: null,
      expiresAt: exp,
    });
    iss.verdicts.set("long", { issuer: "https://id", subject: "bob", displayName: "Bob", email: null });

    const ann = await authenticate("short");
    expect(await authenticate("short")).toEqual(ann);
    expect(iss.calls()).toBe(1);
    // Past the token's own expiry the issuer's verdict is asked again (and now it refuses).
    clock.advance(60_000);
    iss.verdicts.set("short", "refused");
    await expect(authenticate("short")).rejects.toMatchObject({ code: "unauthorized" });
    await expect(authenticate("short")).rejects.toMatchObject({ code: "unauthorized" });
    expect(iss.calls()).toBe(3);

    const bob = await authenticate("long");
    clock.advance(VERIFIED_TOKEN_TTL_MS - 1);
    expect(await authenticate("long")).toEqual(bob);
    expect(iss.calls()).toBe(4);
    clock.advance(1);
    expect(await authenticate("long")).toEqual(bob);
    expect(iss.calls()).toBe(5);
  });
});
