import { describe, expect, it } from "vitest";
import { emptyMessage } from "./queue-messages.ts";

describe("emptyMessage", () => {
  it("uses the spec's texts", () => {
    expect(emptyMessage("buildings", 0)).toBe("No building jobs. Start building from the Planets page.");
    expect(emptyMessage("buildings", 3)).toBe('No active building jobs. Toggle "Active Only" to see completed jobs.');
    expect(emptyMessage("units", 0)).toBe("No unit build jobs. Build units from the Fleets page.");
    expect(emptyMessage("units", 1).startsWith("No active unit build jobs")).toBe(true);
  });
});
