import { describe, expect, it } from "vitest";
import { galaxyAction } from "./galaxy-access.ts";

describe("galaxyAction", () => {
  it("enters a galaxy where the user has a player, even a private one", () => {
    expect(galaxyAction({ playerId: "p1", isPrivate: true, canJoin: false })).toBe("enter");
  });

  it("offers to create a player in a public galaxy", () => {
    expect(galaxyAction({ playerId: null, isPrivate: false, canJoin: true })).toBe("create");
  });

  it("offers to create a player in a private galaxy the user is invited to", () => {
    expect(galaxyAction({ playerId: null, isPrivate: true, canJoin: true })).toBe("create");
  });

  it("denies a private galaxy without an invitation", () => {
    expect(galaxyAction({ playerId: null, isPrivate: true, canJoin: false })).toBe("denied");
  });
});
