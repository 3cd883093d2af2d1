import {
  NUKE_BUILDING_TYPES,
  OPERATION_LABELS,
  OPERATION_TYPES,
  buildingCountLabel,
  buildingCountText,
} from "@nova/rules";
import { describe, expect, it } from "vitest";
import { renderEnglish } from "./english.ts";
import { gameText } from "./game-texts.ts";

/**
 * The operation results' codes (issue 15) render exactly the sentences the server wrote before they had codes:
 * the templates below are the server's former `outcomeMessage` and trigger messages, verbatim.
 */
const formerOutcome = (label: string, status: string, targetName: string | null): string => {
  const on = targetName ? ` on ${targetName}` : "";
  if (status === "success") return `${label} succeeded${on}.`;
  if (status === "defended") return `${label} was defended${on}: their defences are far too strong.`;
  return `${label} failed${on}.`;
};

const STATUSES = ["success", "failure", "defended"] as const;

describe("operation results in English", () => {
  it("a cast's outcome, on an empire or on no one, for every operation and outcome", () => {
    for (const op of OPERATION_TYPES)
      for (const outcome of STATUSES) {
        const operation = gameText("operation_name", { operation: op });
        expect(renderEnglish(gameText("operation_result", { operation, outcome }))).toBe(
          formerOutcome(OPERATION_LABELS[op], outcome, null),
        );
        expect(renderEnglish(gameText("operation_result_on", { operation, target: "Clan bob", outcome }))).toBe(
          formerOutcome(OPERATION_LABELS[op], outcome, "Clan bob"),
        );
      }
  });

  it("a planted nuke or hypnosis set off, or a planet that changed hands", () => {
    for (const b of NUKE_BUILDING_TYPES)
      for (const n of [1, 3, 1200]) {
        expect(renderEnglish(gameText("nuke_detonated", { planet: "3:4:1", buildings: buildingCountText(b, n) }))).toBe(
          `Nuke detonated on 3:4:1: ${buildingCountLabel(b, n)} destroyed.`,
        );
      }
    for (const n of [0, 1, 999, 15_000, 1_234_567])
      expect(renderEnglish(gameText("hypnosis_triggered", { planet: "3:4:1", population: n }))).toBe(
        `Hypnosis triggered on 3:4:1: ${n.toLocaleString("en-US")} population lost.`,
      );
    expect(renderEnglish(gameText("planted_target_lost", { planet: "g:3,4:1" }))).toBe(
      "The target planet g:3,4:1 has changed hands: nothing happened.",
    );
  });
});
