// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { LockableButton } from "./LockableButton.tsx";
import { ROUND_ENDED_REASON, RoundLockContext } from "./round-lock.ts";

afterEach(cleanup);

describe("LockableButton", () => {
  it("is an ordinary button while the round runs", () => {
    render(<LockableButton onClick={() => undefined}>Build</LockableButton>);
    const button = screen.getByRole("button", { name: "Build" }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.getAttribute("aria-description")).toBeNull();
  });

  it("is disabled with the reason once the round has ended", () => {
    render(
      <RoundLockContext value={ROUND_ENDED_REASON}>
        <LockableButton onClick={() => undefined}>Build</LockableButton>
      </RoundLockContext>,
    );
    const button = screen.getByRole("button", { name: "Build" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute("aria-description")).toBe("This round has ended: the galaxy is read-only");
  });
});
