import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signMailLink, verifyMailLink } from "./mail-links.ts";

describe("signed mail links", () => {
  const key = randomBytes(32);
  const claims = { userId: "dev:bob", address: "bob@example.test", purpose: "confirm" as const, expiresAt: 2_000 };

  it("round-trips until it expires", () => {
    const token = signMailLink(key, claims);
    expect(verifyMailLink(key, token, "confirm", 1_000)).toEqual(claims);
    expect(verifyMailLink(key, token, "confirm", 2_001)).toBe("link_expired");
  });

  it("refuses a link signed with another key, edited, or for another purpose", () => {
    const token = signMailLink(key, claims);
    expect(verifyMailLink(randomBytes(32), token, "confirm", 0)).toBe("link_invalid");
    expect(verifyMailLink(key, token, "unsubscribe", 0)).toBe("link_invalid");
    const [body, mac] = token.split(".");
    const other = Buffer.from(JSON.stringify({ u: "dev:eve", a: "eve@x.test", p: "confirm", e: 2_000 })).toString(
      "base64url",
    );
    expect(verifyMailLink(key, `${other}.${mac}`, "confirm", 0)).toBe("link_invalid");
    expect(verifyMailLink(key, `${body}`, "confirm", 0)).toBe("link_invalid");
    expect(verifyMailLink(key, `${body}.${mac}.x`, "confirm", 0)).toBe("link_invalid");
  });
});
