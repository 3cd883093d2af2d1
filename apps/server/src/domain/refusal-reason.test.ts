import { englishRefusal, REFUSAL_ARGUMENT, REFUSAL_REASONS, REFUSAL_TEXTS } from "@nova/contract";
import { dailyLimitViolation, insufficient } from "@nova/rules";
import { describe, expect, it } from "vitest";
import { identifyRefusal } from "./refusal-reason.ts";

/** Values for a template's arguments: numbers big enough to be grouped, names with spaces and quotes. */
const sampleData = (template: string) =>
  Object.fromEntries(
    [...template.matchAll(REFUSAL_ARGUMENT)].map((m, i) => [m[1]!, m[2] ? 1_200 + i : `O'Neil Empire ${i}`]),
  );

describe("identifyRefusal", () => {
  it.each(REFUSAL_REASONS)("reads %s back from its own English text, values included", (reason) => {
    const data = sampleData(REFUSAL_TEXTS[reason]);
    expect(identifyRefusal(englishRefusal(reason, data))).toEqual({ reason, data });
  });

  it("knows the rules' texts, with the names and numbers they were written with", () => {
    expect(identifyRefusal(insufficient("iron", 35_000, 1_200).detail)).toEqual({
      reason: "insufficient_resource_amount",
      data: { resource: "iron", need: 35_000, have: 1_200 },
    });
    expect(
      identifyRefusal(dailyLimitViolation("portal", 1, { portal: 1 }, { explorer: 8, portal: 1 })!.detail),
    ).toEqual({ reason: "daily_limit", data: { limit: 1, kind: "portal" } });
    expect(identifyRefusal("Insufficient credits")).toEqual({
      reason: "insufficient_resource",
      data: { resource: "credits" },
    });
    expect(identifyRefusal("Insufficient resources")).toEqual({ reason: "insufficient_resources", data: {} });
  });

  it("leaves a text outside the list alone", () => {
    expect(identifyRefusal("--turns must be a whole number from 1 to 1000")).toBeNull();
    expect(identifyRefusal("Player not found, or gone")).toBeNull();
  });
});
