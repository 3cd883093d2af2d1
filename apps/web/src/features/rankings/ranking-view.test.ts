import { describe, expect, it } from "vitest";
import { mapFocusPath, medalFor } from "./ranking-view.ts";

describe("ranking view", () => {
  it("gives medals to the top three rows only", () => {
    expect([0, 1, 2, 3, 10].map(medalFor)).toEqual(["gold", "silver", "bronze", null, null]);
  });

  it("links a home system to the grid map's focus deep link", () => {
    expect(mapFocusPath("demo", { x: 12, y: 4 })).toBe("/map-grid?galaxyId=demo&focusX=12&focusY=4");
    expect(mapFocusPath("my galaxy", { x: 0, y: 29 })).toBe("/map-grid?galaxyId=my+galaxy&focusX=0&focusY=29");
    expect(mapFocusPath("demo", null)).toBeNull();
  });
});
