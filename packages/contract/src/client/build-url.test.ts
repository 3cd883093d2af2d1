import { describe, expect, it } from "vitest";
import { fillPath, queryString } from "./build-url.ts";

describe("fillPath", () => {
  it("fills every :param", () => {
    expect(fillPath("/galaxy/players/:galaxyId", { galaxyId: "demo" })).toBe("/galaxy/players/demo");
  });

  it("encodes values so an id stays one segment", () => {
    expect(fillPath("/x/:id/y", { id: "demo:1,2:3" })).toBe("/x/demo%3A1%2C2%3A3/y");
  });

  it("leaves paths without params alone", () => {
    expect(fillPath("/galaxy/list", {})).toBe("/galaxy/list");
  });

  it("refuses a missing param", () => {
    expect(() => fillPath("/galaxy/players/:galaxyId", {})).toThrow(/galaxyId/);
  });
});

describe("queryString", () => {
  it("builds a query and skips absent values", () => {
    expect(queryString({ galaxyId: "demo", limit: 50, skip: undefined })).toBe("?galaxyId=demo&limit=50");
  });

  it("joins lists with commas", () => {
    expect(queryString({ event_types: ["a", "b"] })).toBe("?event_types=a%2Cb");
  });

  it("is empty for no values", () => {
    expect(queryString({})).toBe("");
  });
});
