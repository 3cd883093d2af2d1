import { describe, expect, test } from "vitest";
import { GalaxyCreationRequestSchema } from "@nova/contract";
import {
  DEFAULT_WIZARD_VALUES,
  firstInvalidStep,
  toRequest,
  validateStep,
  wizardEstimate,
  type WizardValues,
} from "./wizard-model.ts";

const valid: WizardValues = { ...DEFAULT_WIZARD_VALUES, galaxyId: "orion-2", galaxyName: "Orion Arm" };

describe("galaxy wizard", () => {
  test("defaults of social-and-advanced section 9", () => {
    expect(DEFAULT_WIZARD_VALUES).toMatchObject({
      gridWidth: "30",
      gridHeight: "30",
      familyCount: "3",
      maxPlayersPerFamily: "10",
      planetsPerNeutralSystem: "3",
      systemDensity: 0.1,
      turnLengthMinutes: 15,
      npcCount: 0,
      npcDifficulty: "medium",
      shardId: "shard-1",
    });
  });

  test("step 0 messages come from the contract", () => {
    expect(validateStep(0, DEFAULT_WIZARD_VALUES)).toEqual({
      galaxyId: "Galaxy ID must be at least 3 characters",
      galaxyName: "Galaxy Name must be at least 3 characters",
    });
    expect(validateStep(0, { ...valid, galaxyId: "bad id!" }).galaxyId).toBe(
      "Galaxy ID can only contain letters, numbers, dashes, and underscores",
    );
    expect(validateStep(0, valid)).toEqual({});
  });

  test("step 1: grid 20-50 and density 1%-20%", () => {
    expect(validateStep(1, { ...valid, gridWidth: "19" }).gridWidth).toBe("Grid width must be between 20 and 50");
    expect(validateStep(1, { ...valid, gridHeight: "51" }).gridHeight).toBe("Grid height must be between 20 and 50");
    expect(validateStep(1, { ...valid, gridWidth: "" }).gridWidth).toBeDefined();
    expect(validateStep(1, { ...valid, gridWidth: "25.5" }).gridWidth).toBe("Grid width must be a whole number");
    expect(validateStep(1, { ...valid, systemDensity: 0.3 }).systemDensity).toBe(
      "System density must be between 1% and 20%",
    );
    expect(validateStep(1, valid)).toEqual({});
  });

  test("step 2: families 2-10, players 1-50, neutral planets 1-20", () => {
    const errors = validateStep(2, {
      ...valid,
      familyCount: "1",
      maxPlayersPerFamily: "51",
      planetsPerNeutralSystem: "0",
    });
    expect(Object.keys(errors).sort()).toEqual(["familyCount", "maxPlayersPerFamily", "planetsPerNeutralSystem"]);
    expect(validateStep(2, valid)).toEqual({});
  });

  test("the request has planetsPerHomeSystem = maxPlayersPerFamily and passes the server's schema", () => {
    const request = toRequest({ ...valid, maxPlayersPerFamily: "12" });
    expect(request.planetsPerHomeSystem).toBe(12);
    expect(GalaxyCreationRequestSchema.safeParse(request).success).toBe(true);
    expect(firstInvalidStep(valid)).toBeNull();
    expect(firstInvalidStep({ ...valid, familyCount: "0" })).toBe(2);
  });

  test("estimates: floor(w × h × density) systems; families × home + (systems − families) × neutral planets", () => {
    expect(wizardEstimate(valid)).toEqual({ systems: 90, planets: 3 * 10 + 87 * 3 });
    expect(wizardEstimate({ ...valid, gridWidth: "50", gridHeight: "50", systemDensity: 0.2 })).toEqual({
      systems: 500,
      planets: 30 + 497 * 3,
    });
    expect(wizardEstimate({ ...valid, gridWidth: "" })).toBeNull();
  });
});
