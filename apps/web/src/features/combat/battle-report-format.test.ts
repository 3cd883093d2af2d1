import { describe, expect, it } from "vitest";
import { emptyFleetUnits } from "@nova/rules";
import {
  forceRows,
  lossEntries,
  lossText,
  networthRatioText,
  outcomeText,
  PLANET_OUTCOMES,
  totalLosses,
  winnerName,
} from "./battle-report-format.ts";

describe("battle report formatting", () => {
  it("names the winner", () => {
    const names = { attackerName: "Aria", defenderName: "Brann" };
    expect(winnerName({ ...names, winner: "attacker" })).toBe("Aria");
    expect(winnerName({ ...names, winner: "defender" })).toBe("Brann");
  });

  it("lists both sides' initial forces and the defender's lasers", () => {
    const rows = forceRows({
      attackerInitialUnits: { ...emptyFleetUnits(), soldiers: 100, transports: 1 },
      defenderInitialUnits: { ...emptyFleetUnits(), fighters: 5 },
      defenderInitialLasers: 3,
    });
    expect(rows).toEqual([
      { key: "soldiers", label: "Soldiers", attacker: 100, defender: 0 },
      { key: "fighters", label: "Fighters", attacker: 0, defender: 5 },
      { key: "transports", label: "Transports", attacker: 1, defender: 0 },
      { key: "lasers", label: "Lasers", attacker: null, defender: 3 },
    ]);
  });

  it("formats losses in catalogue order and sums them", () => {
    const losses = { fighters: 3, soldiers: 1200, lasers: 1, explorers: 0 };
    expect(lossEntries(losses).map((e) => e.key)).toEqual(["soldiers", "fighters", "lasers"]);
    expect(lossText(losses)).toBe("1,200 Soldiers, 3 Fighters, 1 Laser");
    expect(lossText({})).toBe("None");
    expect(totalLosses(losses)).toBe(1204);
  });

  it("reads the ratio and the outcomes", () => {
    expect(networthRatioText(1.0234)).toBe("1.02");
    expect(networthRatioText(Number.NaN)).toBe("—");
    expect(PLANET_OUTCOMES).toEqual(["defended", "captured", "razed", "destroyed"]);
    expect(outcomeText("destroyed").detail).toContain("uninhabitable");
  });
});
