import { describe, expect, it } from "vitest";
import { fullPlanetId, splitPlanetRefs } from "./planet-ref.ts";

describe("fullPlanetId", () => {
  it("prefixes a short reference with the galaxy", () => {
    expect(fullPlanetId("demo", "12,4:2")).toBe("demo:12,4:2");
  });

  it("keeps a full id", () => {
    expect(fullPlanetId("demo", "other:12,4:2")).toBe("other:12,4:2");
  });
});

describe("splitPlanetRefs", () => {
  it("finds a short reference inside a sentence", () => {
    expect(splitPlanetRefs("10 farms completed on 12,4:2")).toEqual([
      { kind: "text", text: "10 farms completed on " },
      { kind: "planet", text: "12,4:2", galaxyId: null, ref: "12,4:2" },
    ]);
  });

  it("finds a galaxy-prefixed reference and text after it", () => {
    expect(splitPlanetRefs("Insufficient space on planet demo:1,2:3: need 30")).toEqual([
      { kind: "text", text: "Insufficient space on planet " },
      { kind: "planet", text: "demo:1,2:3", galaxyId: "demo", ref: "1,2:3" },
      { kind: "text", text: ": need 30" },
    ]);
  });

  it("finds several references", () => {
    const parts = splitPlanetRefs("Fleet from 1,1:1 arrived at 20,30:4.");
    expect(parts.filter((p) => p.kind === "planet").map((p) => p.text)).toEqual(["1,1:1", "20,30:4"]);
    expect(parts.at(-1)).toEqual({ kind: "text", text: "." });
  });

  it("leaves text without references alone", () => {
    expect(splitPlanetRefs("Turn 12 has begun")).toEqual([{ kind: "text", text: "Turn 12 has begun" }]);
    expect(splitPlanetRefs("")).toEqual([]);
  });

  it("does not read numbers with thousands separators or clock times as planets", () => {
    expect(splitPlanetRefs("Paid 1,000 credits at 10:30").every((p) => p.kind === "text")).toBe(true);
    expect(splitPlanetRefs("1,200,300:4").every((p) => p.kind === "text")).toBe(true);
  });
});
