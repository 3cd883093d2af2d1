// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
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
