import { englishRefusal, REFUSAL_ARGUMENT, REFUSAL_REASONS, REFUSAL_TEXTS, type RefusalReason } from "@nova/contract";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError, detailOr } from "../api/api-error.ts";
import { i18n } from "../i18n/i18n.ts";
import { refusalText } from "./refusal-text.ts";
import { translateError } from "./translate-error.ts";

/** Values for a template's arguments: grouped numbers, names with spaces and an apostrophe. */
const sampleData = (reason: RefusalReason) =>
  Object.fromEntries(
    [...REFUSAL_TEXTS[reason].matchAll(REFUSAL_ARGUMENT)].map((m, i) => [m[1]!, m[2] ? 31_200 + i : `O'Neil ${i}`]),
  );

const refusal = (reason: RefusalReason, status = 422, code = "invalid_action", data = sampleData(reason)) =>
  new ApiError(status, englishRefusal(reason, data), code, data, reason);

afterEach(async () => {
  await i18n.changeLanguage("en");
});

describe("every refusal of the contract in every language", () => {
  it.each(REFUSAL_REASONS)("%s: English is the server's detail, German is its own", async (reason) => {
    const error = refusal(reason);
    expect(refusalText(error)).toBe(error.detail);
    await i18n.changeLanguage("de");
    const german = refusalText(error);
    expect(german).not.toBeNull();
    expect(german).not.toMatch(/[{}]/);
    for (const value of Object.values(error.data ?? {})) {
      if (typeof value === "string") expect(german).toContain(value);
    }
  });
});

describe("refusals in German", () => {
  it("names, numbers and words from the data", async () => {
    await i18n.changeLanguage("de");
    expect(refusalText(refusal("empire_name_taken", 409, "name_taken", { name: "Sol Invictus" }))).toBe(
      "Der Imperiumsname „Sol Invictus“ ist in dieser Galaxie bereits vergeben",
    );
    expect(refusalText(refusal("daily_limit", 422, "daily_limit_exceeded", { limit: 8, kind: "explorer" }))).toBe(
      "Du kannst nicht mehr als 8 Erkunder pro Tag bauen",
    );
    expect(refusalText(refusal("aid_send_cap", 422, "invalid_action", { max: 24_000, worth: 30_500 }))).toBe(
      "Eine Lieferung darf höchstens 24.000 Credits wert sein (das Doppelte deines Nettowerts); diese ist 30.500 wert",
    );
  });

  it("an operation by its type id, from the operations catalogue", async () => {
    const data = { operation: "Hypnotize", operationType: "hypnotize" };
    const race = refusal("race_cannot_use", 422, "invalid_action", data);
    expect(race.detail).toBe("Your race cannot use Hypnotize");
    expect(refusalText(race)).toBe("Your race cannot use Hypnotize");
    await i18n.changeLanguage("de");
    expect(refusalText(race)).toBe("Deine Rasse kann „Hypnotisieren“ nicht einsetzen");
    expect(translateError(race).message).toBe("Deine Rasse kann „Hypnotisieren“ nicht einsetzen");
    // An operation this client does not know: the server's English name.
    const newer = refusal("race_cannot_use", 422, "invalid_action", {
      operation: "Comet Call",
      operationType: "comet",
    });
    expect(refusalText(newer)).toBe("Deine Rasse kann „Comet Call“ nicht einsetzen");
  });

  it("under the German title of its status, wherever a screen shows the server's text", async () => {
    await i18n.changeLanguage("de");
    const full = refusal("galaxy_full", 409, "conflict");
    expect(translateError(full)).toMatchObject({
      title: "Fehler",
      message: "Diese Galaxie ist voll: Jede Heimatwelt ist vergeben",
    });
    expect(translateError(refusal("muted", 403, "muted"))).toMatchObject({
      title: "Zugriff verweigert",
      message: "Du bist in dieser Galaxie stummgeschaltet",
    });
    expect(translateError(refusal("round_ended", 409, "round_ended")).message).toBe("Diese Runde ist beendet");
    expect(translateError(refusal("planet_not_found", 404, "not_found")).message).toBe("Planet nicht gefunden");
    expect(detailOr(refusal("attack_own_planet", 422), "Fallback")).toBe(
      "Du kannst deinen eigenen Planeten nicht angreifen",
    );
    const daily = refusal("daily_limit", 422, "daily_limit_exceeded", { limit: 1, kind: "portal" });
    expect(translateError(daily)).toMatchObject({
      title: "Tageslimit erreicht",
      message: "Du kannst nicht mehr als 1 Portal pro Tag bauen",
      errorClass: "daily_limit_exceeded",
    });
  });
});

describe("without a reason this client knows", () => {
  it("shows the server's detail and keeps the spec's catalogue", () => {
    const unknown = new ApiError(409, "Empire name already taken", "conflict", undefined, "from_a_newer_server");
    expect(refusalText(unknown)).toBeNull();
    expect(translateError(unknown)).toMatchObject({ title: "Error", message: "Empire name already taken" });
    expect(translateError(new ApiError(422, "Please enter a valid quantity", "invalid_input")).title).toBe(
      "Invalid Quantity",
    );
  });
});
