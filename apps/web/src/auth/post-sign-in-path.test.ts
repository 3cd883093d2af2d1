import { describe, expect, it } from "vitest";
import { postSignInPath } from "./post-sign-in-path.ts";

describe("postSignInPath", () => {
  it("sends a new user to the galaxy list", () => {
    expect(postSignInPath({ players: [] })).toBe("/galaxies");
  });

  it("sends a player to the dashboard of their first empire", () => {
    expect(
      postSignInPath({
        players: [
          { galaxyId: "demo", playerId: "p-1", username: "ace", race: "quantam" },
          { galaxyId: "other", playerId: "p-2", username: "ace", race: "camaar" },
        ],
      }),
    ).toBe("/dashboard?galaxyId=demo&playerId=p-1");
  });
});
