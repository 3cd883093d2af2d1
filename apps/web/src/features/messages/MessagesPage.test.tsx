// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import type { ChatMessage } from "@nova/contract";
import { ApiError } from "../../api/api-error.ts";
import { MessagesPage } from "../../pages/MessagesPage.tsx";
import { renderWithApp, type FakeRoutes } from "../planets/test-app.tsx";

afterEach(cleanup);
// jsdom lays nothing out and has no scrollIntoView; the thread scrolls to its newest message with it.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
});

const message = (id: string, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  channel: "family",
  senderId: "p2",
  senderName: "Bea",
  recipientId: null,
  body: `Message ${id}`,
  createdAt: "2026-01-01T10:00:00.000Z",
  mine: false,
  ...over,
});

const routes = (over: FakeRoutes = {}): FakeRoutes => ({
  playerStats: { familyId: "demo:family-1", resources: { credits: 0, food: 0, iron: 0, endurium: 0, octarine: 0 } },
  unreadMessages: { family: 1, direct: 0, total: 1 },
  conversations: { conversations: [] },
  galaxyPlayers: { players: [] },
  familyMessages: { messages: [message("m2", { body: "<b>hold</b> the line" }), message("m1")], nextBefore: null },
  markMessagesRead: { family: 0, direct: 0, total: 0 },
  ...over,
});

describe("Messages page", () => {
  it("opens the family channel, oldest first, text as typed, and marks it read up to the newest", async () => {
    const { calls } = renderWithApp(<MessagesPage />, routes(), "/messages?galaxyId=demo");
    const bodies = await screen.findAllByTestId("message-body");
    expect(bodies.map((b) => b.textContent)).toEqual(["Message m1", "<b>hold</b> the line"]);
    expect(document.querySelector("[data-testid=message-list] b")).toBeNull();
    await screen.findByText("Family channel", { selector: "h2" });
    expect(calls.find((c) => c.name === "markMessagesRead")?.input).toMatchObject({
      body: { channel: "family", upTo: "m2" },
    });
  });

  it("shows the server's own words when a message is refused for flooding", async () => {
    renderWithApp(
      <MessagesPage />,
      routes({
        sendFamilyMessage: () => {
          throw new ApiError(429, "Too many messages: at most 10 per minute, please slow down", "rate_limited");
        },
      }),
      "/messages?galaxyId=demo",
    );
    const input = await screen.findByTestId("message-input");
    fireEvent.change(input, { target: { value: "again" } });
    fireEvent.click(screen.getByTestId("send-message"));
    expect(await screen.findByText("Too many messages: at most 10 per minute, please slow down")).toBeTruthy();
  });
});
