// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { renderWithApp, type FakeRoutes } from "../features/planets/test-app.tsx";
import { i18n } from "../i18n/i18n.ts";
import { BuildQueuePage } from "./BuildQueuePage.tsx";

afterEach(cleanup);

const job = (id: string, state: string) => ({
  id,
  buildingType: "farm",
  planetId: "demo:15,4:2",
  quantity: 10,
  state,
  startedAt: "2026-01-01T10:00:00.000Z",
  completesAt: "2026-01-01T10:50:00.000Z",
});

const renderQueue = (routes: FakeRoutes) =>
  renderWithApp(
    <Routes>
      <Route path="/build-queue" element={<BuildQueuePage />} />
    </Routes>,
    { fleets: { fleets: [] }, ...routes },
    "/build-queue?galaxyId=demo",
  );

describe("BuildQueuePage", () => {
  it("says how to start when there are no jobs at all", async () => {
    renderQueue({ buildJobs: { jobs: [] }, unitJobs: { jobs: [] } });
    expect(await screen.findByText("No building jobs. Start building from the Planets page.")).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "Units (0)" }));
    expect(await screen.findByText("No unit build jobs. Build units from the Fleets page.")).toBeTruthy();
  });

  it("hides finished jobs while Active Only is on, and shows them dimmed with their time when off", async () => {
    renderQueue({ buildJobs: { jobs: [job("a", "completed")] }, unitJobs: { jobs: [] } });
    expect(
      await screen.findByText('No active building jobs. Toggle "Active Only" to see completed jobs.'),
    ).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Buildings (0)" })).toBeTruthy();
    fireEvent.click(screen.getByRole("switch", { name: "Active Only" }));
    const card = await screen.findByTestId("building-job");
    expect(card.getAttribute("data-state")).toBe("finished");
    expect(screen.getByTestId("building-job-time").textContent).toMatch(/^Completed /);
    expect(screen.getByText("10 farms")).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Buildings (1)" })).toBeTruthy();
  });

  it("shows the queue's load failure", async () => {
    renderQueue({
      buildJobs: () => {
        throw new Error("down");
      },
      unitJobs: { jobs: [] },
    });
    expect(await screen.findByText("Failed to load build queue. Please try again.")).toBeTruthy();
  });

  it("speaks German: tabs, counted building names and times", async () => {
    await i18n.changeLanguage("de");
    try {
      renderQueue({ buildJobs: { jobs: [job("a", "completed")] }, unitJobs: { jobs: [] } });
      expect(
        await screen.findByText(
          "Keine aktiven Bauaufträge. Schalte „Nur aktive“ aus, um abgeschlossene Aufträge zu sehen.",
        ),
      ).toBeTruthy();
      fireEvent.click(screen.getByRole("switch", { name: "Nur aktive" }));
      await screen.findByTestId("building-job");
      expect(screen.getByText("10 Farmen")).toBeTruthy();
      expect(screen.getByRole("tab", { name: "Gebäude (1)" })).toBeTruthy();
      expect(screen.getByTestId("building-job-time").textContent).toMatch(/^Abgeschlossen /);
      expect(screen.queryByText("10 farms")).toBeNull();
      expect(screen.queryByText("Build Queue")).toBeNull();
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
