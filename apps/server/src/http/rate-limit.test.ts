import { describe, expect, it } from "vitest";
import { rateLimitKey } from "./rate-limit.ts";

// The counter a client counts in: the rate-limit plugin's own normalisation (its default key generator, replaced so
// that the fast lane counts in the same counter), so these are the keys the plugin made before.
describe("rateLimitKey", () => {
  it("counts an IPv4 client by its address, also when it arrives IPv4-mapped on an IPv6 socket", () => {
    expect(rateLimitKey("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKey("::FFFF:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts IPv6 clients per /64, whatever the spelling of the address", () => {
    const key = rateLimitKey("2001:db8:85a3:8d3:1319:8a2e:370:7348");
    expect(key).toBe("2001:db8:85a3:8d3::");
    expect(rateLimitKey("2001:db8:85a3:8d3::1")).toBe(key);
    expect(rateLimitKey("2001:0DB8:85A3:08D3:0000:0000:0000:0001")).toBe(key);
    expect(rateLimitKey("2001:db8:85a3:8d4::1")).not.toBe(key);
  });

  it("answers the same for an address it has seen before", () => {
    expect(rateLimitKey("2001:db8::5")).toBe(rateLimitKey("2001:db8::5"));
    expect(rateLimitKey("198.51.100.1")).toBe("198.51.100.1");
  });
});
