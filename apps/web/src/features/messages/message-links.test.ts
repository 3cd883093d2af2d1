import { describe, expect, it } from "vitest";
import { splitLinks } from "./message-links.ts";

describe("message links", () => {
  it("keeps plain text whole, tags included", () => {
    expect(splitLinks("<b>hi</b> & bye")).toEqual([{ kind: "text", text: "<b>hi</b> & bye" }]);
  });

  it("turns http and https addresses into links, leaving sentence punctuation out", () => {
    expect(splitLinks("See https://example.org/a?b=1. Or http://x.io")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", href: "https://example.org/a?b=1", text: "https://example.org/a?b=1" },
      { kind: "text", text: ". Or " },
      { kind: "link", href: "http://x.io", text: "http://x.io" },
    ]);
  });

  it("never links other schemes", () => {
    expect(splitLinks("javascript:alert(1) data:text/html,x")).toEqual([
      { kind: "text", text: "javascript:alert(1) data:text/html,x" },
    ]);
  });
});
