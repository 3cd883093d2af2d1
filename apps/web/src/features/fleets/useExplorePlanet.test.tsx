// @vitest-environment jsdom
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { ApiError } from "../../api/api-error.ts";
import { fakeApi, renderWithApi } from "./test-harness.tsx";
import { useExplorePlanet } from "./useExplorePlanet.ts";

function ExploreButton({ planetId }: { readonly planetId: string }) {
  const { explore, isPending } = useExplorePlanet("demo");
  const [outcome, setOutcome] = useState("");
  return (
    <>
      <button
        disabled={isPending}
        onClick={() => void explore(planetId).then((o) => setOutcome(`${o.ok}|${o.message}`))}
      >
        Explore & Colonize
      </button>
      <output data-testid="outcome">{outcome}</output>
    </>
  );
}

afterEach(cleanup);

describe("useExplorePlanet", () => {
  it("sends one explorer from the home fleet and returns the spec's toast", async () => {
    const { api, calls } = fakeApi({
      sendFleet: async () => ({ message: "Fleet sent successfully!", fleet: null, travelTimeSeconds: 900, fee: 1600 }),
    });
    renderWithApi(<ExploreButton planetId="12,4:2" />, api);
    fireEvent.click(screen.getByRole("button", { name: "Explore & Colonize" }));
    const text = "Explorer sent to planet 12,4:2! Travel time: 15 minutes";
    expect(await screen.findByText(`true|${text}`)).toBeTruthy();
    expect(screen.getByTestId("notification").textContent).toContain(text);
    expect(calls.find((c) => c.name === "sendFleet")?.input).toEqual({
      body: {
        galaxyId: "demo",
        playerId: "p1",
        sourceFleetId: "demo:p1:home",
        action: "exploration",
        targetPlanetId: "demo:12,4:2",
        units: { explorers: 1 },
      },
    });
  });

  it("returns the server's reason, else the spec's fallback", async () => {
    const detail = "You must have 50% of your planet space built to explore";
    const { api } = fakeApi({ sendFleet: () => Promise.reject(new ApiError(400, detail, "invalid_action")) });
    renderWithApi(<ExploreButton planetId="demo:12,4:2" />, api);
    fireEvent.click(screen.getByRole("button", { name: "Explore & Colonize" }));
    expect(await screen.findByText(`false|${detail}`)).toBeTruthy();
    cleanup();

    renderWithApi(<ExploreButton planetId="not a planet" />, fakeApi({}).api);
    fireEvent.click(screen.getByRole("button", { name: "Explore & Colonize" }));
    expect(await screen.findByText("false|Failed to send explorer. Please try again.")).toBeTruthy();
  });
});
