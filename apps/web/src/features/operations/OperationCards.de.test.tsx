// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import { i18n } from "../../i18n/i18n.ts";
import { fakeApi, renderWithApi } from "../fleets/test-harness.tsx";
import { ActiveEffectsPanel } from "./ActiveEffectsPanel.tsx";
import { OperationCards } from "./OperationCards.tsx";
import { checkCastForm, turnsLeft } from "./operations-text.ts";

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage("en");
});

const empty = { targetPlayerId: "", targetPlanetId: "", framedPlayerId: "", targetUnitType: "" };
const stats = { morale: 1, agents: 5, wizards: 5, octarine: 1000 };

describe("operations in German", () => {
  it("names operations and spells by their type id, with their descriptions and prices", async () => {
    await i18n.changeLanguage("de");
    renderWithApi(
      <OperationCards
        operations={["spy_on_target", "no_fear"]}
        selected={null}
        onSelect={() => undefined}
        octarine={0}
      />,
      fakeApi({}).api,
    );
    expect(screen.getByText("Ziel ausspionieren")).toBeTruthy();
    expect(screen.getByText("Furchtlos")).toBeTruthy();
    expect(screen.getByText("Dein Imperium: +10 % Angriff und Verteidigung für 5 Züge.")).toBeTruthy();
    expect(screen.getByText(/Okt\.$/)).toBeTruthy();
    expect(screen.queryByText("Spy on Target")).toBeNull();
    expect(screen.queryByText("No Fear")).toBeNull();
  });

  it("shows active effects and the checks in German", async () => {
    await i18n.changeLanguage("de");
    renderWithApi(<ActiveEffectsPanel effects={[]} playerId="p1" />, fakeApi({}).api);
    expect(screen.getByText("Aktive Effekte")).toBeTruthy();
    expect(screen.getByText("Keine aktiven Effekte auf deinem Imperium.")).toBeTruthy();
    expect(screen.queryByText("Active Effects")).toBeNull();
    expect(turnsLeft(1)).toBe("noch 1 Zug");
    expect(checkCastForm("spy_on_target", empty, { ...stats, agents: 0 })).toBe("Keine Agenten verfügbar!");
    expect(checkCastForm("spy_on_target", empty, { ...stats, morale: 0.03 })).toBe(
      "Zu wenig Moral! Benötigt 5 %, vorhanden 3 %",
    );
  });
});
