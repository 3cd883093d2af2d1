import { describe, expect, test } from "vitest";
import { createGalaxy } from "../apps/server/src/services/galaxy/galaxy-factory.ts";
import { advanceTurns } from "../apps/server/src/engine/turn-flip.ts";
import { api, uniqueName } from "./support/api.ts";
import { newTestPage, resizeViewport, screenshot, type TestPage } from "./support/browser.ts";
import { expectVisible, waitForPath } from "./support/expect-page.ts";
import { navLink, signInAs } from "./support/game.ts";
import { browserSuite } from "./support/suite.ts";
import { goInApp } from "./support/navigate.ts";

/**
 * Families that talk and help (issue 17), in a galaxy of two families: Alice and Carol share one, Bob leads
 * the rival. Alice writes on the family channel and the message appears live on Carol's page with an unread badge;
 * Alice writes privately to Bob from the rankings; Alice sends Carol aid from the Family page and Carol sees it.
 */

const G = "talk-e2e";
const suite = browserSuite("messages-and-aid");
const alice = { name: uniqueName("e2e-alice"), empire: "Alice Ascendant", id: "" };
const bob = { name: uniqueName("e2e-bob"), empire: "Bob the Rival", id: "" };
const carol = { name: uniqueName("e2e-carol"), empire: "Carol Concord", id: "" };
type Who = typeof alice;
/** The typed client as `who`. */
const as = (who: Who) => api(suite.server.url, `dev:${who.name}`);

/** A second browser context: the family member who watches. */
let carolPage: TestPage | null = null;

describe("messages, news and aid", () => {
  test("two members of one family and a rival found their empires", async () => {
    const services = suite.server.running.app.services;
    await createGalaxy(services, {
      id: G,
      name: "E2E Parley",
      shardId: "shard-1",
      ownerId: null,
      isPrivate: false,
      config: {
        gridWidth: 16,
        gridHeight: 16,
        familyCount: 2,
        maxPlayersPerFamily: 3,
        planetsPerHomeSystem: 3,
        planetsPerNeutralSystem: 2,
        systemDensity: 0.08,
        turnLengthMinutes: 5,
      },
      npcCount: 0,
      npcDifficulty: "easy",
    });
    // New empires join the smallest family, ties to the lower id: Alice and Carol in family-1, Bob in family-2.
    for (const [who, race] of [
      [alice, "quantam"],
      [bob, "wardancer"],
      [carol, "camaar"],
    ] as const) {
      who.id = (await as(who).call("register", { body: { username: who.empire, race, galaxyId: G } })).playerId;
    }
    const families = await services.db.kysely
      .selectFrom("players")
      .select(["id", "family_id"])
      .where("galaxy_id", "=", G)
      .execute();
    const familyOf = (id: string) => families.find((p) => p.id === id)?.family_id;
    expect(familyOf(alice.id)).toBe(familyOf(carol.id));
    expect(familyOf(bob.id)).not.toBe(familyOf(alice.id));
    // Aid waits for new-player protection to end; these empires are past it.
    await services.db.kysely
      .updateTable("players")
      .set({ protected_until_turn: 0 })
      .where("galaxy_id", "=", G)
      .execute();
  });

  test("a family message appears live on the other member's page with an unread badge", async () => {
    suite.current = await newTestPage(suite.browser, { baseURL: suite.server.url });
    carolPage = await newTestPage(suite.browser, { baseURL: suite.server.url });
    const page = suite.current.page;
    const watcher = carolPage.page;
    await signInAs(watcher, carol.name);
    await watcher.goto(`/dashboard?galaxyId=${G}`);
    await expectVisible(watcher.getByRole("heading", { name: `${carol.empire}'s Empire` }), "Carol's dashboard");
    await expectVisible(watcher.getByTestId("galaxy-news"), "the Galaxy News panel");

    await signInAs(page, alice.name);
    await page.goto(`/dashboard?galaxyId=${G}`);
    await navLink(page, "Messages").click();
    await waitForPath(page, "/messages");
    await expectVisible(page.getByTestId("thread-title").getByText("Family channel"), "the family channel");
    const text = "Rally at <home> tonight: https://example.org/plan";
    await page.getByTestId("message-input").fill(text);
    await page.getByTestId("send-message").click();
    await expectVisible(page.getByTestId("message-body").getByText("Rally at <home> tonight:"), "the sent message");
    // Shown as typed, the address as a link, nothing as HTML.
    await expectVisible(page.getByRole("link", { name: "https://example.org/plan" }), "the link");

    // Carol's top bar and side navigation count it without a reload (push).
    await expectVisible(watcher.getByTestId("topbar-unread").getByText("1", { exact: true }), "Carol's unread badge");
    await expectVisible(
      watcher.getByTestId("sidebar").getByTestId("nav-messages-unread").getByText("1", { exact: true }),
      "the side navigation's badge",
    );
    await screenshot(watcher, "170-family-message-unread-badge");
    await watcher.getByTestId("topbar-messages").click();
    await waitForPath(watcher, "/messages");
    await expectVisible(watcher.getByTestId("message-body").getByText("Rally at <home> tonight:"), "the message");
    await expectVisible(watcher.getByTestId("message-sender").getByText(alice.empire), "its sender");
    // Reading it clears the badge.
    await watcher.getByTestId("topbar-unread").locator(".MuiBadge-invisible").waitFor({ state: "attached" });
    // A reply arrives on Alice's open page without a reload.
    await watcher.getByTestId("message-input").fill("On my way.");
    await watcher.getByTestId("message-input").press("Enter");
    await expectVisible(page.getByTestId("message-body").getByText("On my way."), "Carol's reply on Alice's page");
    await screenshot(page, "171-family-channel");
  });

  test("a private message to the rival, from the rankings", async () => {
    const page = suite.current!.page;
    await navLink(page, "Rankings").click();
    await waitForPath(page, "/rankings");
    await expectVisible(page.getByRole("link", { name: `Message ${bob.empire}` }), "the Message button on Bob's row");
    await screenshot(page, "179-rankings-message-buttons");
    await page.getByRole("link", { name: `Message ${bob.empire}` }).click();
    await waitForPath(page, "/messages");
    await expectVisible(page.getByTestId("thread-title").getByText(bob.empire), "the conversation with Bob");
    await page.getByTestId("message-input").fill("Your border is ours by turn 20. Or we could talk.");
    await page.getByTestId("send-message").click();
    await expectVisible(
      page.getByTestId("conversation").filter({ hasText: bob.empire }),
      "Bob's conversation in the list",
    );
    const bobSide = await as(bob).call("directMessages", { params: { galaxyId: G, playerId: alice.id } });
    expect(bobSide.messages.map((m) => m.body)).toEqual(["Your border is ours by turn 20. Or we could talk."]);
    expect(await as(bob).call("unreadMessages", { params: { galaxyId: G } })).toEqual({
      family: 0,
      direct: 1,
      total: 1,
    });
    await screenshot(page, "172-private-conversation");
    // The galaxy's player list offers the same button on every other human's card.
    await goInApp(page, `/select-player/${G}`);
    await expectVisible(
      page.getByTestId(`player-card-${bob.id}`).getByRole("link", { name: `Message ${bob.empire}` }),
      "the Message button on Bob's card",
    );
    expect(await page.getByTestId(`player-card-${alice.id}`).getByTestId("message-button").count()).toBe(0);
    await screenshot(page, "181-player-list-message");
    await page.goto(`/messages?galaxyId=${G}&with=${bob.id}`);
    await resizeViewport(page, { width: 390, height: 844 });
    await page.reload();
    await expectVisible(page.getByTestId("message-body").getByText("Your border is ours"), "the thread on a phone");
    await screenshot(page, "173-private-conversation-phone");
    await page.getByRole("button", { name: "Back" }).click();
    await expectVisible(page.getByTestId("conversation-list"), "the conversation list on a phone");
    await screenshot(page, "174-conversations-phone");
    await resizeViewport(page, { width: 1366, height: 860 });
  });

  test("aid sent from the Family page is seen by the receiver", async () => {
    const page = suite.current!.page;
    const watcher = carolPage!.page;
    const carolCredits = async () =>
      (await as(carol).call("playerStats", { query: { galaxyId: G } })).resources.credits;
    const before = await carolCredits();
    await goInApp(page, `/family?galaxyId=${G}`);
    await page.getByRole("button", { name: `Send aid to ${carol.empire}` }).click();
    await expectVisible(page.getByTestId("aid-dialog"), "the aid dialog");
    await page.getByTestId("aid-credits").fill("1000");
    await expectVisible(page.getByTestId("aid-worth").getByText("Worth 1,000 of"), "the shipment's worth");
    await screenshot(page, "175-aid-dialog");
    await page.getByTestId("aid-submit").click();
    await expectVisible(page.getByText(`Sent 1,000 credits to ${carol.empire}`), "the success toast");
    expect(await carolCredits()).toBe(before + 1000);
    // On a phone: the roster scrolls sideways and the dialog fits; the cooldown now shows in it.
    await resizeViewport(page, { width: 390, height: 844 });
    await page.getByRole("button", { name: `Send aid to ${carol.empire}` }).click();
    await expectVisible(page.getByTestId("aid-blocked").getByText(/You sent aid recently/), "the cooldown");
    await screenshot(page, "180-aid-dialog-phone");
    await page.getByRole("button", { name: "Cancel" }).click();
    await resizeViewport(page, { width: 1366, height: 860 });

    await goInApp(watcher, `/family?galaxyId=${G}`);
    await watcher.getByRole("tab", { name: "Fleet Activity" }).click();
    await expectVisible(
      watcher.getByText(`${alice.empire} sent 1,000 credits to ${carol.empire}`),
      "the aid in the family's Fleet Activity",
    );
    await screenshot(watcher, "176-aid-in-fleet-activity");
    await carolPage!.context.close();
  });

  test("galaxy news on the dashboard and in the galaxy drawer, on a phone too", async () => {
    const page = suite.current!.page;
    // Alice stands for leader; two flips elect her and crown a leader of the rankings.
    await as(alice).call("familyVote", {
      params: { galaxyId: G },
      query: { playerId: alice.id },
      body: { votedForPlayerId: alice.id },
    });
    await advanceTurns(suite.server.running.app.services, G, 2);
    await goInApp(page, `/dashboard?galaxyId=${G}`);
    const panel = page.getByTestId("galaxy-news");
    await expectVisible(panel.getByText(`${alice.empire} was elected leader of Family 1`), "the election headline");
    await expectVisible(panel.getByText(/leads the galaxy with a networth of [\d,]+/), "the rankings headline");
    await screenshot(page, "177-dashboard-news");
    await resizeViewport(page, { width: 390, height: 844 });
    await page.getByTestId("galaxy-activity-button").click();
    const drawer = page.getByTestId("drawer-news");
    await expectVisible(
      drawer.getByText(`${alice.empire} was elected leader of Family 1`),
      "the headline in the drawer",
    );
    await screenshot(page, "178-drawer-news-phone");
    await resizeViewport(page, { width: 1366, height: 860 });
  });
});
