// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { i18n } from "../i18n/i18n.ts";
import { MapLegend } from "./MapLegend.tsx";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("MapLegend", () => {
  it("collapses to its button so it never has to hide the map, and remembers that", () => {
    render(<MapLegend />);
    expect(screen.getByText("Yours")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Hide legend" }));
    expect(screen.queryByText("Yours")).toBeNull();
    expect(screen.getByRole("button", { name: "Show legend" })).toBeTruthy();
    cleanup();
    render(<MapLegend />);
    expect(screen.queryByText("Yours")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Show legend" }));
    expect(screen.getByText("Your home")).toBeTruthy();
  });

  it("tells every relation by its shape as well as its colour, NPC included", () => {
    const { container } = render(<MapLegend />);
    const shapes = [...container.querySelectorAll("svg[data-shape]")].map((svg) => svg.getAttribute("data-shape"));
    expect(shapes).toEqual(["circle", "diamond", "triangle", "square", "ring"]);
    expect(screen.getByText("NPC")).toBeTruthy();
  });

  it("speaks German", async () => {
    await i18n.changeLanguage("de");
    try {
      render(<MapLegend />);
      expect(screen.getByText("Legende")).toBeTruthy();
      expect(screen.getByText("Deine Heimat")).toBeTruthy();
      expect(screen.getByRole("button", { name: "Legende ausblenden" })).toBeTruthy();
      expect(screen.queryByText("Your home")).toBeNull();
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
