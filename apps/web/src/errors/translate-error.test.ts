import { describe, expect, it } from "vitest";
import { ApiError } from "../api/api-error.ts";
import { i18n } from "../i18n/i18n.ts";
import { translateError } from "./translate-error.ts";

const api = (status: number | null, detail: string, code = "x") => new ApiError(status, detail, code);

describe("translateError: the refusal's code and data first", () => {
  it("formats the numbers of a resource refusal with thousands separators", () => {
    const error = new ApiError(422, "Insufficient iron: need 35000, have 1200", "insufficient_resources", {
      resource: "iron",
      need: 35_000,
      have: 1_200,
    });
    expect(translateError(error)).toMatchObject({
      title: "Insufficient Resources",
      message: "You don't have enough Iron to complete this action.",
      hint: "You need 35,000 Iron but only have 1,200.",
      errorClass: "insufficient_resources",
    });
  });

  it("uses the data even when the text would not match the catalogue", () => {
    const error = new ApiError(422, "Not enough room", "insufficient_space", { need: 12_000, have: 30 });
    expect(translateError(error)).toMatchObject({
      title: "Insufficient Building Space",
      hint: "You need 12,000 space but only have 30. Upgrade the planet with more space or build elsewhere.",
    });
    const units = new ApiError(422, "Short of fighters", "invalid_action", {
      resource: "fighters",
      need: 2_100,
      have: 20,
    });
    expect(translateError(units).hint).toBe("You need 2,100 Fighters but only have 20.");
  });

  it("keeps a daily limit's text and falls back to the catalogue without data", () => {
    const daily = new ApiError(422, "Cannot build more than 8 explorers per day", "daily_limit_exceeded", {
      limit: 8,
      kind: "explorer",
    });
    expect(translateError(daily)).toMatchObject({ title: "Daily Limit Exceeded", message: daily.detail });
    const morale = new ApiError(422, "Insufficient morale! Need 5%, have 3%", "insufficient_resources", {
      moralePercent: 3,
      neededPercent: 5,
    });
    expect(translateError(morale)).toMatchObject({ title: "Invalid Input", message: morale.detail });
  });
});

describe("translateError: server text patterns", () => {
  it.each(["credits", "food", "iron", "endurium", "octarine", "population"])("insufficient %s", (resource) => {
    const result = translateError(api(422, `Insufficient ${resource}: need 1,200, have 300`, "insufficient_resources"));
    const name = resource[0]!.toUpperCase() + resource.slice(1);
    expect(result).toMatchObject({
      title: "Insufficient Resources",
      message: `You don't have enough ${name} to complete this action.`,
      errorClass: "insufficient_resources",
      severity: "medium",
    });
    expect(result.hint).toContain("1,200");
    expect(result.hint).toContain("300");
  });

  it("insufficient space", () => {
    const result = translateError(api(422, "Insufficient space on planet: need 12 slots, have 4 free"));
    expect(result).toMatchObject({
      title: "Insufficient Building Space",
      errorClass: "insufficient_space",
      severity: "medium",
    });
    expect(result.hint).toMatch(/12/);
    expect(result.hint).toMatch(/4/);
    expect(result.hint).toMatch(/upgrade/i);
    expect(result.hint).toMatch(/elsewhere/);
  });

  it("reads the server's exact space text without a stray comma", () => {
    const result = translateError(
      api(422, "Insufficient space on planet 15,4:2: need 100, have 97", "insufficient_space"),
    );
    expect(result.hint).toBe(
      "You need 100 space but only have 97. Upgrade the planet with more space or build elsewhere.",
    );
  });

  it("shows every number in a hint with thousands separators", () => {
    expect(translateError(api(422, "Insufficient food: need 99,999,999, have 19,771")).hint).toBe(
      "You need 99,999,999 Food but only have 19,771.",
    );
    expect(translateError(api(422, "Insufficient credits: need 999,999,999, have 18,061")).hint).toBe(
      "You need 999,999,999 Credits but only have 18,061.",
    );
    expect(translateError(api(422, "Insufficient space on planet 1,2:3: need 1,200, have 1,100")).hint).toBe(
      "You need 1,200 space but only have 1,100. Upgrade the planet with more space or build elsewhere.",
    );
  });

  it("daily limit", () => {
    const result = translateError(api(422, "You cannot build more than 5 portals per day"));
    expect(result).toMatchObject({
      title: "Daily Limit Exceeded",
      message: "You cannot build more than 5 portals per day",
      errorClass: "daily_limit_exceeded",
      severity: "low",
    });
  });

  it("science allocation", () => {
    const result = translateError(api(422, "Science allocation must total 100%"));
    expect(result).toMatchObject({
      title: "Invalid Science Allocation",
      errorClass: "invalid_allocation",
      severity: "low",
    });
  });

  it("quantity", () => {
    const result = translateError(api(400, "Please enter a valid quantity"));
    expect(result).toMatchObject({ title: "Invalid Quantity", errorClass: "invalid_quantity", severity: "low" });
  });

  it("reads a plain Error's message when there is no server detail", () => {
    expect(translateError(new Error("Insufficient iron: need 5, have 1")).title).toBe("Insufficient Resources");
  });

  it("patterns win over the status", () => {
    expect(translateError(api(403, "Insufficient credits: need 10, have 2")).title).toBe("Insufficient Resources");
  });
});

describe("translateError: by status", () => {
  it.each([
    [401, "Authentication Required", "unauthorized", "high"],
    [403, "Access Denied", "forbidden", "high"],
    [404, "Not Found", "invalid_action", "medium"],
    [422, "Invalid Input", "invalid_input", "low"],
    [429, "Too Many Requests", "cooldown_active", "medium"],
    [500, "Server Error", "server_error", "high"],
    [502, "Server Error", "server_error", "high"],
    [503, "Server Error", "server_error", "high"],
    [504, "Server Error", "server_error", "high"],
  ] as const)("%i → %s", (status, title, errorClass, severity) => {
    expect(translateError(api(status, "nope"))).toMatchObject({ title, errorClass, severity, status });
  });

  it("401 asks the player to sign in again", () => {
    expect(translateError(api(401, "x")).message).toMatch(/log in.*expired/i);
  });

  it("429 asks the player to slow down", () => {
    expect(translateError(api(429, "x")).message).toMatch(/slow down/i);
  });

  it("403 from a non-owner keeps its class", () => {
    expect(translateError(api(403, "Only the owner may do that", "not_owner")).errorClass).toBe("not_owner");
  });

  it.each([400, 409, 418])("other status %i → 'Error' with the server text", (status) => {
    expect(translateError(api(status, "Empire name already taken"))).toMatchObject({
      title: "Error",
      message: "Empire name already taken",
      errorClass: "unknown",
      severity: "medium",
    });
  });

  it("no status → 'Something went wrong'", () => {
    expect(translateError(new Error("kaput"))).toMatchObject({
      title: "Something went wrong",
      message: "kaput",
      status: null,
    });
    expect(translateError(undefined)).toMatchObject({ title: "Something went wrong", errorClass: "unknown" });
  });

  it("network failures and time-outs have their own classes", () => {
    expect(translateError(api(null, "offline", "network_error"))).toMatchObject({
      title: "Something went wrong",
      errorClass: "network_error",
      severity: "high",
    });
    expect(translateError(api(null, "slow", "timeout"))).toMatchObject({ errorClass: "timeout" });
  });
});

describe("translateError in German", () => {
  it("takes the titles and texts from the catalogue, the resource's name included", async () => {
    await i18n.changeLanguage("de");
    try {
      const error = new ApiError(422, "Insufficient iron: need 35000, have 1200", "insufficient_resources", {
        resource: "iron",
        need: 35_000,
        have: 1_200,
      });
      expect(translateError(error)).toMatchObject({
        title: "Nicht genug Ressourcen",
        message: "Du hast nicht genug Eisen für diese Aktion.",
        hint: "Du brauchst 35.000 Eisen, hast aber nur 1.200.",
      });
      expect(translateError(api(401, "")).title).toBe("Anmeldung erforderlich");
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
