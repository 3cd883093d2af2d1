import { describe, expect, it } from "vitest";
import { pickNavGalaxy } from "./nav-galaxy.ts";

const players = [{ galaxyId: "alpha" }, { galaxyId: "beta" }];

describe("pickNavGalaxy", () => {
  it("keeps the navigation enabled on a page without a galaxy (/account) for a user with an empire", () => {
    expect(pickNavGalaxy(null, players, null)).toEqual({ galaxyId: "alpha", enabled: true });
    expect(pickNavGalaxy(null, players, "beta")).toEqual({ galaxyId: "beta", enabled: true });
    // A remembered galaxy the user no longer plays in falls back to the first empire.
    expect(pickNavGalaxy(null, players, "gone")).toEqual({ galaxyId: "alpha", enabled: true });
  });

  it("keeps the game screens locked while choosing a galaxy or founding an empire", () => {
    expect(pickNavGalaxy(null, players, "beta", "/galaxies")).toEqual({ galaxyId: null, enabled: false });
    expect(pickNavGalaxy("beta", players, null, "/select-player/beta").enabled).toBe(false);
  });

  it("disables it for a user without any empire", () => {
    expect(pickNavGalaxy(null, [], "alpha")).toEqual({ galaxyId: null, enabled: false });
  });

  it("follows the URL's galaxy, enabled only where the user has an empire", () => {
    expect(pickNavGalaxy("beta", players, "alpha")).toEqual({ galaxyId: "beta", enabled: true });
    expect(pickNavGalaxy("gamma", players, "alpha")).toEqual({ galaxyId: "gamma", enabled: false });
  });
});
