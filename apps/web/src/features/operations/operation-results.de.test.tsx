// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { gameText, renderEnglish, type CastResponse, type TriggerResponse } from "@nova/contract";
import { i18n } from "../../i18n/i18n.ts";
import { fakeApi, renderWithApi } from "../fleets/test-harness.tsx";
import { CastResult } from "./CastResult.tsx";
import { PlantedPanel } from "./PlantedPanel.tsx";

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage("en");
});

const outcome = gameText("operation_result_on", {
  operation: gameText("operation_name", { operation: "spy_on_target" }),
  target: "Orion",
  outcome: "defended",
});
const result: CastResponse = {
  success: false,
  message: renderEnglish(outcome),
  messageText: outcome,
  operationId: "op-1",
  operationType: "spy_on_target",
  operationStatus: "defended",
  successRate: 0,
  unitCount: 10,
  agentsLost: 1,
  wizardsLost: 0,
  octarineSpent: 0,
  morale: 0.95,
  intelData: null,
  resultData: null,
};

const planted = {
  id: "e1",
  effectType: "hypnotize" as const,
  affectedPlayerId: "p2",
  affectedPlayerName: "Orion",
  planetId: "demo:3,4:1",
  startedTurn: 10,
  expiresTurn: 58,
};

describe("operation results in the player's language", () => {
  it("the cast's outcome: English as the server wrote it, German from the catalogue", async () => {
    renderWithApi(<CastResult galaxyId="demo" result={result} />, fakeApi({}).api);
    expect(screen.getByText("Spy on Target was defended on Orion: their defences are far too strong.")).toBeTruthy();
    cleanup();
    await i18n.changeLanguage("de");
    renderWithApi(<CastResult galaxyId="demo" result={result} />, fakeApi({}).api);
    expect(
      screen.getByText("„Ziel ausspionieren“ gegen Orion wurde abgewehrt: Die Verteidigung ist viel zu stark."),
    ).toBeTruthy();
    expect(screen.queryByText(result.message)).toBeNull();
  });

  it("an answer without a text this client knows shows the server's English", async () => {
    await i18n.changeLanguage("de");
    const newer = { ...result, messageText: { code: "comet_called", params: {} } } as unknown as CastResponse;
    renderWithApi(<CastResult galaxyId="demo" result={newer} />, fakeApi({}).api);
    expect(screen.getByText(result.message)).toBeTruthy();
  });

  it("a hypnosis set off: the toast in German", async () => {
    await i18n.changeLanguage("de");
    const text = gameText("hypnosis_triggered", { planet: "3:4:1", population: 15_000 });
    const answer: TriggerResponse = {
      success: true,
      message: renderEnglish(text),
      messageText: text,
      resultData: { populationKilled: 15_000, planetId: "demo:3,4:1" },
    };
    const { api, calls } = fakeApi({ triggerOperation: () => Promise.resolve(answer) });
    renderWithApi(<PlantedPanel galaxyId="demo" playerId="p1" planted={[planted]} />, api);
    fireEvent.click(screen.getByTestId("planted-trigger"));
    expect(await screen.findByText("Hypnose auf 3:4:1 ausgelöst: Bevölkerung um 15.000 verringert.")).toBeTruthy();
    expect(calls.map((c) => c.name)).toContain("triggerOperation");
    expect(screen.queryByText(answer.message)).toBeNull();
  });
});
