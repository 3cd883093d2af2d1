// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { ApiError } from "../../api/api-error.ts";
import { INVITE_CLOSE_MS } from "./access-messages.ts";
import { InviteDialog } from "./InviteDialog.tsx";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const typeAndSubmit = (value: string) => {
  fireEvent.change(screen.getByTestId("invite-user-id"), { target: { value } });
  fireEvent.click(screen.getByTestId("invite-submit"));
};

describe("invite dialog", () => {
  it("refuses a blank user id without calling the server", () => {
    const invite = vi.fn(async () => undefined);
    render(<InviteDialog open onClose={() => undefined} invite={invite} />);
    const button = () => screen.getByTestId("invite-submit") as HTMLButtonElement;
    expect(button().disabled).toBe(true);
    typeAndSubmit("   ");
    // An id of only spaces is empty after trimming (social-and-advanced 6): Invite stays disabled.
    expect(button().disabled).toBe(true);
    fireEvent.keyDown(screen.getByTestId("invite-user-id"), { key: "Enter" });
    expect(screen.getByTestId("invite-error").textContent).toBe("Please enter a user ID");
    fireEvent.change(screen.getByTestId("invite-user-id"), { target: { value: " u " } });
    expect(button().disabled).toBe(false);
    expect(invite).not.toHaveBeenCalled();
  });

  it("sends the trimmed id, says so and closes itself 1.5 s later", async () => {
    vi.useFakeTimers();
    const invite = vi.fn(async () => undefined);
    const onClose = vi.fn();
    render(<InviteDialog open onClose={onClose} invite={invite} />);
    typeAndSubmit("  user-42  ");
    await act(async () => undefined);
    expect(invite).toHaveBeenCalledWith("user-42");
    expect(screen.getByTestId("invite-success").textContent).toBe("User invited successfully!");
    act(() => vi.advanceTimersByTime(INVITE_CLOSE_MS - 10));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(20));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows the server's reason, or the owner message on 403", async () => {
    const invite = vi
      .fn<(id: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError(404, "No user with id 'x'", "not_found"))
      .mockRejectedValueOnce(new ApiError(403, "nope", "not_owner"));
    render(<InviteDialog open onClose={() => undefined} invite={invite} />);
    typeAndSubmit("x");
    expect((await screen.findByTestId("invite-error")).textContent).toBe("No user with id 'x'");
    typeAndSubmit("y");
    await act(async () => undefined);
    expect(screen.getByTestId("invite-error").textContent).toBe(
      "You must be the galaxy owner to manage access settings.",
    );
  });
});
