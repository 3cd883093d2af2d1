// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
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
});
