import { describe, expect, it } from "vitest";
import { dailyLimitViolation } from "./build/daily-limits.ts";
import { checkCast } from "./operations/cast-check.ts";
import { octarineCost } from "./operations/operation-catalogue.ts";
import { insufficient, refuse } from "./refusal.ts";

describe("refusals as data", () => {
  it("carry the spec's text and the numbers behind it", () => {
    expect(insufficient("iron", 350, 120.7)).toEqual({
      code: "insufficient_resources",
      detail: "Insufficient iron: need 350, have 120",
      data: { resource: "iron", need: 350, have: 120 },
      reason: "insufficient_resource_amount",
    });
    expect(insufficient("fighters", 21, 20, "invalid_action").code).toBe("invalid_action");
    expect(refuse("not_found", "Planet not found")).toEqual({ code: "not_found", detail: "Planet not found" });
  });

  it("give daily limits and casts their codes without reading the text", () => {
    expect(dailyLimitViolation("explorer", 2, { explorer: 7 }, { explorer: 8, portal: 1 })).toEqual({
      code: "daily_limit_exceeded",
      detail: "Cannot build more than 8 explorers per day",
      data: { limit: 8, kind: "explorer" },
      reason: "daily_limit",
    });
    const cast = {
      operationType: "space_amazement",
      casterId: "a",
      casterRace: "quantam",
      casterFamilyId: null,
      morale: 1,
      octarine: 5,
      agents: 10,
      wizards: 10,
      targetPlayerId: null,
      targetPlanetId: null,
      framedPlayerId: null,
      targetUnitType: null,
      target: null,
      planetOwned: false,
    } as const;
    const need = octarineCost("space_amazement");
    expect(checkCast({ ...cast, octarine: need - 1 })).toEqual({
      code: "insufficient_resources",
      detail: `Insufficient octarine: need ${need}, have ${need - 1}`,
      data: { resource: "octarine", need, have: need - 1 },
      reason: "insufficient_resource_amount",
    });
    expect(checkCast({ ...cast, morale: 0.03 })).toMatchObject({
      code: "insufficient_resources",
      data: { moralePercent: 3, neededPercent: 5 },
    });
  });
});
