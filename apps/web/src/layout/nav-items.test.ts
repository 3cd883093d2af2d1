import { describe, expect, it } from "vitest";
import { isNavActive, NAV_ITEMS, navHref } from "./nav-items.tsx";

describe("side navigation", () => {
  it("lists the spec's eleven screens in order, with Messages after Family", () => {
    expect(NAV_ITEMS.map((item) => `${item.label} ${item.path}`)).toEqual([
      "Dashboard /dashboard",
      "Planets /planets",
      "Fleets /fleets",
      "Build Queue /build-queue",
      "Galaxy Map /map-3d",
      "Operations /operations",
      "Market /market",
      "Empire Log /combat-log",
      "Family /family",
      "Messages /messages",
      "Research /research",
      "Rankings /rankings",
    ]);
  });

  it("appends the galaxy id", () => {
    expect(navHref("/fleets", "demo")).toBe("/fleets?galaxyId=demo");
    expect(navHref("/market", "a b")).toBe("/market?galaxyId=a+b");
  });

  it("keeps Galaxy Map lit on every map route, and only there", () => {
    for (const path of ["/map", "/map-grid", "/galaxy-map-grid", "/map-3d", "/galaxy-map-3d"]) {
      expect(isNavActive("/map-3d", path)).toBe(true);
    }
    expect(isNavActive("/map-3d", "/market")).toBe(false);
    expect(isNavActive("/fleets", "/fleets")).toBe(true);
    expect(isNavActive("/fleets", "/planets")).toBe(false);
  });
});
