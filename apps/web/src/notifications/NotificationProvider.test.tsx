// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { ApiError } from "../api/api-error.ts";
import { useNotify, type NotificationSeverity } from "./notification-context.ts";
import { NotificationProvider } from "./NotificationProvider.tsx";
import { i18n } from "../i18n/i18n.ts";

function Trigger({ severity }: { readonly severity?: NotificationSeverity }) {
  const { notify, notifyError } = useNotify();
  return (
    <>
      <button onClick={() => notify({ severity, message: "Fleet sent successfully!" })}>notify</button>
      <button onClick={() => notifyError(new ApiError(422, "Insufficient iron: need 30, have 5", "x"))}>fail</button>
    </>
  );
}

const show = (severity?: NotificationSeverity, button = "notify") => {
  render(
    <NotificationProvider>
      <Trigger severity={severity} />
    </NotificationProvider>,
  );
  fireEvent.click(screen.getByText(button));
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("NotificationProvider", () => {
  it.each([
    ["success", 3000],
    ["info", 4000],
    ["warning", 5000],
    ["error", 8000],
    [undefined, 4000],
  ] as const)("hides a %s toast after %i ms", (severity, ms) => {
    vi.useFakeTimers();
    show(severity);
    expect(screen.getByText("Fleet sent successfully!")).toBeTruthy();
    act(() => void vi.advanceTimersByTime(ms - 100));
    expect(screen.getByTestId("notification")).toBeTruthy();
    act(() => void vi.advanceTimersByTime(200));
    // The hide starts the exit transition, whose own timer is set once React has rendered.
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.queryByTestId("notification")).toBeNull();
  });

  it("lets a later success replace an error still on screen", () => {
    vi.useFakeTimers();
    show(undefined, "fail");
    expect(screen.getByText("Insufficient Resources")).toBeTruthy();
    fireEvent.click(screen.getByText("notify"));
    // Well before the error's 8 s: the exit transition only.
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByTestId("notification").textContent).toBe("Fleet sent successfully!");
    expect(screen.queryByText("Insufficient Resources")).toBeNull();
  });

  it("can be dismissed", () => {
    vi.useFakeTimers();
    show("info");
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.queryByTestId("notification")).toBeNull();
  });

  it("shows a failure through the error translator", () => {
    show(undefined, "fail");
    expect(screen.getByText("Insufficient Resources")).toBeTruthy();
    expect(screen.getByText(/You don't have enough Iron/)).toBeTruthy();
  });
});

describe("NotificationProvider in German", () => {
  afterEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("shows a refusal's title and text, and its close button, in German", async () => {
    await i18n.changeLanguage("de");
    show(undefined, "fail");
    const toast = screen.getByTestId("notification");
    expect(toast.textContent).toContain("Nicht genug Ressourcen");
    expect(toast.textContent).toContain("Du brauchst 30 Eisen, hast aber nur 5.");
    expect(screen.getByRole("button", { name: "Schließen" })).toBeTruthy();
    expect(toast.textContent).not.toContain("Insufficient Resources");
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
  });
});
