// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { i18n } from "../i18n/i18n.ts";
import { ErrorBoundary } from "./ErrorBoundary.tsx";

let broken = true;

function Fragile() {
  if (broken) throw new Error("warp core breach");
  return <p>All systems nominal</p>;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("ErrorBoundary", () => {
  it("shows the error screen and recovers with 'Try Again'", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    broken = true;
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: "Oops! Something went wrong" })).toBeTruthy();
    expect(screen.getByText("warp core breach")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reload Page" })).toBeTruthy();

    broken = false;
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(screen.getByText("All systems nominal")).toBeTruthy();
  });
});

describe("ErrorBoundary in German", () => {
  afterEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("shows the error screen's texts from the catalogue", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await i18n.changeLanguage("de");
    broken = true;
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: "Hoppla! Etwas ist schiefgelaufen" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Erneut versuchen" })).toBeTruthy();
    expect(screen.queryByText("Try Again")).toBeNull();
  });
});
