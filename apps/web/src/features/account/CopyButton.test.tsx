// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { CopyButton } from "./CopyButton.tsx";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("CopyButton", () => {
  it("confirms the copy with 'Copied!' and logs no warning about a Tooltip changing from uncontrolled", async () => {
    const written: string[] = [];
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: async (value: string) => void written.push(value) },
    });
    const errors = vi.spyOn(console, "error");
    render(<CopyButton text="user-42" label="Copy user ID" />);
    fireEvent.click(screen.getByTestId("copy-user-id"));
    expect((await screen.findByTestId("copy-user-id-tooltip")).textContent).toBe("Copied!");
    expect(written).toEqual(["user-42"]);
    expect(errors.mock.calls.flat().join(" ")).not.toMatch(/uncontrolled|controlled/);
  });

  it("says so when the browser refuses to copy", async () => {
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error("denied")) },
    });
    document.execCommand = () => false;
    render(<CopyButton text="user-42" label="Copy user ID" />);
    fireEvent.click(screen.getByTestId("copy-user-id"));
    expect((await screen.findByTestId("copy-user-id-tooltip")).textContent).toBe(
      "Copy failed: select the ID and copy it",
    );
  });
});
