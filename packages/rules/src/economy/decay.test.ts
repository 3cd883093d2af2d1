import { describe, expect, it } from "vitest";
import { decayedResources } from "./decay.ts";

describe("decayedResources", () => {
  it("takes floor(0.5%) of food and each mineral, and nothing from credits", () => {
    expect(decayedResources({ credits: 99_999, food: 20_870, iron: 2015, endurium: 510, octarine: 199 })).toEqual({
      credits: 99_999,
      food: 20_766,
      iron: 2005,
      endurium: 508,
      octarine: 199,
    });
  });
});
