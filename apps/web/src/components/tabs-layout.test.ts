// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderHook } from "@testing-library/react";
import { useTabsLayout } from "./tabs-layout.ts";

/** A matchMedia that matches `max-width` queries at or above `width`, as a browser of that width would. */
const screenWidth = (width: number) =>
  vi.stubGlobal(
    "matchMedia",
    (query: string) =>
      ({
        matches: Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? -1) >= width,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
      }) as unknown as MediaQueryList,
  );

afterEach(() => vi.unstubAllGlobals());

describe("useTabsLayout", () => {
  it("shares a phone's width between the tabs, icon above the label, so no tab hides off-screen", () => {
    screenWidth(390);
    const { result } = renderHook(() => useTabsLayout());
    expect(result.current.variant).toBe("fullWidth");
    expect(result.current.iconPosition).toBe("top");
  });

  it("keeps the scrollable icon-before-label bar on wider screens", () => {
    screenWidth(1440);
    const { result } = renderHook(() => useTabsLayout());
    expect(result.current.variant).toBe("scrollable");
    expect(result.current.iconPosition).toBe("start");
  });
});
