import { describe, expect, it } from "vitest";
import { controlCharacterProblem } from "./common.ts";

describe("control characters in a request", () => {
  it("names the field that holds one, at any depth, and the field name that is one", () => {
    expect(controlCharacterProblem({ galaxyId: "demo" }, "params")).toBeNull();
    expect(controlCharacterProblem({ galaxyId: "de\u0000mo" }, "params")).toBe(
      "galaxyId must not contain control characters",
    );
    expect(controlCharacterProblem({ orders: [{ note: "ok" }, { note: "a\u0007b" }] }, "body")).toBe(
      "orders.1.note must not contain control characters",
    );
    expect(controlCharacterProblem({ "bad\u0001key": 1 }, "query")).toBe(
      "query has a field name with control characters",
    );
    expect(controlCharacterProblem({ a: { "x\u0002": 1 } }, "body")).toBe("a has a field name with control characters");
    expect(controlCharacterProblem("plain\u0000", "body")).toBe("body must not contain control characters");
    expect(controlCharacterProblem(undefined, "query")).toBeNull();
    // A line break is text in a body (a message), not in a path or a query.
    expect(controlCharacterProblem({ text: "two\nlines" }, "body")).toBeNull();
    expect(controlCharacterProblem({ q: "two\nlines" }, "query")).toBe("q must not contain control characters");
  });
});
