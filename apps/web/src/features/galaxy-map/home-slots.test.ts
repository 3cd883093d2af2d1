import { describe, expect, it } from "vitest";
import { homeSystemKeys, isHomeSlot } from "./home-slots.ts";

const systems = [
  { id: "3,4:5", x: 3, y: 4, planetCount: 5, systemType: "home" as const },
  { id: "7,1:3", x: 7, y: 1, planetCount: 3, systemType: "normal" as const },
];

describe("home slots", () => {
  it("knows every planet of a home system as a reserved slot, by full id or coordinates", () => {
    const homes = homeSystemKeys({ systems });
    expect(isHomeSlot("demo:3,4:2", homes)).toBe(true);
    expect(isHomeSlot({ x: 3, y: 4 }, homes)).toBe(true);
    expect(isHomeSlot("demo:7,1:2", homes)).toBe(false);
    expect(isHomeSlot("not an id", homes)).toBe(false);
  });
});
