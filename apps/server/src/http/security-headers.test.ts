import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { securityHeaders } from "./security-headers.ts";

describe("security headers, computed once", () => {
  it("are helmet's, with the client's CSP and without HSTS or COOP", () => {
    const headers = new Map(securityHeaders(loadConfig({ DATABASE_URL: "sqlite::memory:" })));
    expect(headers.get("content-security-policy")).toBe(
      "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';" +
        "img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';" +
        "style-src 'self' 'unsafe-inline';connect-src 'self';worker-src 'self' blob:",
    );
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(headers.get("referrer-policy")).toBe("no-referrer");
    expect(headers.has("strict-transport-security")).toBe(false);
    expect(headers.has("cross-origin-opener-policy")).toBe(false);
  });
});
