// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { ApiError } from "../../api/api-error.ts";
import { i18n } from "../../i18n/i18n.ts";
import { ownPlanet } from "../planets/planet-fixture.ts";
import { renderWithApp, type FakeRoutes } from "../planets/test-app.tsx";
import { BuildDialog } from "./BuildDialog.tsx";

afterEach(cleanup);

const stats = {
  race: "wardancer",
  planetCount: 1,
  familyId: null,
  resources: { credits: 25_000, food: 20_000, iron: 2000, endurium: 500, octarine: 2000 },
};

const colony = ownPlanet({
  id: "demo:3,9:1",
  planetId: 1,
  coordinates: { x: 3, y: 9 },
  isHomeWorld: false,
  buildings: [],
});

const renderDialog = (routes: FakeRoutes, bulk = false) => {
  const onClose = vi.fn();
  const planets = bulk ? [ownPlanet(), colony] : [ownPlanet()];
  const app = renderWithApp(<BuildDialog galaxyId="demo" planets={planets} bulk={bulk} open onClose={onClose} />, {
    playerStats: stats,
    ...routes,
  });
  return { ...app, onClose };
};

const quantity = (type: string) => screen.getByTestId(`build-quantity-${type}`) as HTMLInputElement;
const submit = () => screen.getByTestId("build-submit") as HTMLButtonElement;

describe("BuildDialog", () => {
  it("sends the chosen quantities and closes on success", async () => {
    const { calls, onClose } = renderDialog({ buildOrder: { jobs: [{ quantity: 3 }], totalCost: {}, resources: {} } });
    await screen.findByTestId("build-quantity-farm");
    expect(submit().disabled).toBe(true);
    fireEvent.change(quantity("farm"), { target: { value: "3" } });
    expect(screen.getByTestId("build-total-cost").textContent).toContain("480");
    expect(submit().disabled).toBe(false);
    fireEvent.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.name === "buildOrder")?.input).toEqual({
      body: { galaxyId: "demo", orders: [{ planetId: "demo:15,4:2", buildingType: "farm", quantity: 3 }] },
    });
  });

  it("turns invalid input into 0 and clamps to 100", async () => {
    renderDialog({});
    await screen.findByTestId("build-quantity-farm");
    fireEvent.change(quantity("farm"), { target: { value: "abc" } });
    expect(quantity("farm").value).toBe("");
    fireEvent.change(quantity("farm"), { target: { value: "500" } });
    expect(quantity("farm").value).toBe("100");
  });

  it("shows the shortfall and keeps submit disabled", async () => {
    renderDialog({});
    await screen.findByTestId("build-quantity-laser");
    fireEvent.change(quantity("laser"), { target: { value: "100" } });
    expect(screen.getByTestId("build-shortfall").textContent).toBe("Need 45,000 credits, 1,500 iron more");
    expect(submit().disabled).toBe(true);
  });

  it("disables tax offices for a race that cannot build them and portals where one stands", async () => {
    renderDialog({});
    await screen.findByTestId("build-quantity-tax_office");
    expect(quantity("tax_office").disabled).toBe(true);
    expect(screen.getByText("Your race cannot build tax offices")).toBeTruthy();
    expect(quantity("portal").disabled).toBe(true);
  });

  it("multiplies the cost by the selected planets in bulk mode", async () => {
    const { calls } = renderDialog({ buildOrder: { jobs: [], totalCost: {}, resources: {} } }, true);
    await screen.findByTestId("build-quantity-farm");
    expect(screen.getByText("Bulk Build on 2 Planets")).toBeTruthy();
    fireEvent.change(quantity("farm"), { target: { value: "2" } });
    expect(screen.getByTestId("build-total-cost").textContent).toContain("640");
    fireEvent.click(submit());
    await waitFor(() => expect(calls.some((c) => c.name === "buildOrder")).toBe(true));
    const body = (calls.find((c) => c.name === "buildOrder")?.input as { body: { orders: unknown[] } }).body;
    expect(body.orders).toHaveLength(2);
  });

  it("keeps the dialog open and explains a refused order", async () => {
    const { onClose } = renderDialog({
      buildOrder: () => {
        throw new ApiError(422, "Insufficient space on planet 15,4:2: need 30, have 12", "insufficient_space");
      },
    });
    await screen.findByTestId("build-quantity-farm");
    fireEvent.change(quantity("farm"), { target: { value: "1" } });
    fireEvent.click(submit());
    expect((await screen.findByTestId("build-error")).textContent).toContain("Insufficient Building Space");
    expect((await screen.findByTestId("notification")).textContent).toContain(
      "Failed to submit build order. Please check resources.",
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it("speaks German: building names, costs and the shortfall from the catalogue", async () => {
    await i18n.changeLanguage("de");
    try {
      renderDialog({});
      await screen.findByTestId("build-quantity-laser");
      expect(screen.getByText("Auf Planet 15,4:2 bauen")).toBeTruthy();
      expect(screen.getByText("Geldfabrik")).toBeTruthy();
      expect(screen.getByText("Deine Rasse kann keine Steuerämter bauen")).toBeTruthy();
      fireEvent.change(quantity("laser"), { target: { value: "100" } });
      expect(screen.getByTestId("build-shortfall").textContent).toBe("Dir fehlen noch 45.000 Credits, 1.500 Eisen");
      expect(submit().textContent).toBe("Bau starten");
      expect(screen.queryByText("Cash Factory")).toBeNull();
      expect(screen.queryByText("Start Construction")).toBeNull();
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
