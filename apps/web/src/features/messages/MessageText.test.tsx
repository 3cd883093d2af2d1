// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { MessageText } from "./MessageText.tsx";

afterEach(cleanup);

describe("MessageText", () => {
  it("shows markup exactly as typed and never as elements", () => {
    const body = '<img src=x onerror="alert(1)"><script>alert(2)</script><b>bold</b>';
    const { container } = render(<MessageText body={body} />);
    expect(screen.getByTestId("message-body").textContent).toBe(body);
    expect(container.querySelector("img, script, b")).toBeNull();
  });

  it("turns web addresses into links that open apart from the game", () => {
    render(<MessageText body={"Plan: https://example.org/x\nsecond line"} />);
    const link = screen.getByRole("link", { name: "https://example.org/x" });
    expect(link.getAttribute("href")).toBe("https://example.org/x");
    expect(link.getAttribute("rel")).toContain("noopener");
    expect(screen.getByTestId("message-body").textContent).toBe("Plan: https://example.org/x\nsecond line");
  });
});
