import { gameText } from "@nova/contract";
import { RESOURCES, type Resource } from "@nova/rules";
import { serverText } from "../../i18n/server-text.ts";

/**
 * The sender's confirmation in the player's language: the server's `aid_shipped` text, built from what was sent in
 * the server's order (the answer's `message` is its English rendering, shown only if the code were unknown).
 */
export const aidShippedMessage = (
  receiver: string,
  resources: Partial<Record<Resource, number>>,
  english: string,
): string =>
  serverText(
    gameText("aid_shipped", {
      receiver,
      resources: RESOURCES.filter((r) => (resources[r] ?? 0) > 0).map((r) =>
        gameText("resource_amount", { resource: r, amount: resources[r] ?? 0 }),
      ),
    }),
    english,
  );
