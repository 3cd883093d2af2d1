// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import type { Planet } from "@nova/contract";
import { HOME_WORLD_ATTACK_MESSAGE } from "@nova/rules";
import { ownPlanet } from "../planets/planet-fixture.ts";
import { renderWithApp } from "../planets/test-app.tsx";
import { NOT_AVAILABLE, SystemPlanetCard } from "./SystemPlanetCard.tsx";

afterEach(cleanup);

const viewer = { playerId: "p1", familyId: "demo:family-1" };

const enemy = (overrides: Partial<Planet>): Planet =>
  ownPlanet({
    visibility: "public",
    ownerId: "p2",
    ownerName: "Vega",
    ownerFamilyId: "demo:family-2",
    buildings: [],
    ...overrides,
  });

const show = (planet: Planet, reservedSlot = false) =>
  renderWithApp(
    <SystemPlanetCard
      galaxyId="demo"
      planet={planet}
      viewer={viewer}
      onView={() => undefined}
      reservedSlot={reservedSlot}
      onChanged={() => undefined}
    />,
    {},
  );

describe("SystemPlanetCard", () => {
  it("offers Attack on an enemy colony", () => {
    show(enemy({ isHomeWorld: false }));
    expect((screen.getByRole("button", { name: "Attack" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("disables Attack on an enemy home world and says why, keeping Operations", () => {
    show(enemy({ isHomeWorld: true }));
    expect((screen.getByRole("button", { name: "Attack" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByLabelText(`Attack: ${HOME_WORLD_ATTACK_MESSAGE}`)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Operations" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("disables Explore on a free home-world slot with the server's reason", () => {
    show(enemy({ ownerId: null, ownerName: null, ownerFamilyId: null, isHomeWorld: false }), true);
    expect((screen.getByRole("button", { name: "Explore" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByLabelText(`Explore: ${NOT_AVAILABLE.reserved}`)).toBeTruthy();
  });
});
