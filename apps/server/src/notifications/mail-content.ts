import type { NoticeRow } from "../db/repositories/notification-outbox-repository.ts";
import { escapeHtml, type Mail } from "./mailer.ts";

/** The mails the game sends, each with a plain-text part and an HTML part built from escaped text. */

const layout = (paragraphs: readonly string[], links: readonly { label: string; url: string }[]) =>
  [
    '<div style="font-family:sans-serif;max-width:560px">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...links.map((l) => `<p><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></p>`),
    "</div>",
  ].join("\n");

export const confirmationMail = (to: string, confirmUrl: string): Mail => {
  const lines = [
    "Please confirm that you want Nova Imperia notices at this address.",
    "If you did not ask for this, ignore this mail: nothing will be sent to you.",
  ];
  return {
    to,
    subject: "Nova Imperia: confirm your e-mail address",
    text: `${lines.join("\n\n")}\n\nConfirm: ${confirmUrl}\n`,
    html: layout(lines, [{ label: "Confirm this address", url: confirmUrl }]),
  };
};

const footer = (unsubscribeUrl: string) => `\n--\nStop these mails with one click: ${unsubscribeUrl}\n`;

/** The unsubscribe page shown in the mail, and the RFC 8058 one-click target for the mail client. */
export interface UnsubscribeLinks {
  readonly page: string;
  readonly oneClick: string;
}

export const attackMail = (to: string, notice: NoticeRow, gameUrl: string, unsubscribe: UnsubscribeLinks): Mail => ({
  to,
  subject: `Nova Imperia: ${notice.title}`,
  text: `${notice.body}\n\nOpen the game: ${gameUrl}\n${footer(unsubscribe.page)}`,
  html: layout(
    [notice.body],
    [
      { label: "Open the game", url: gameUrl },
      { label: "Stop these mails", url: unsubscribe.page },
    ],
  ),
  unsubscribeUrl: unsubscribe.oneClick,
});

export const digestMail = (
  to: string,
  notices: readonly NoticeRow[],
  formatTime: (ms: number) => string,
  gameUrl: string,
  unsubscribe: UnsubscribeLinks,
): Mail => {
  const lines = notices.map((n) => `${formatTime(n.createdAt)}: ${n.title}. ${n.body}`);
  const count = notices.length.toLocaleString("en-US");
  const intro = `While you were away, ${count} thing${notices.length === 1 ? "" : "s"} happened in your empires:`;
  return {
    to,
    subject: `Nova Imperia: ${count} update${notices.length === 1 ? "" : "s"} while you were away`,
    text: `${intro}\n\n${lines.map((l) => `- ${l}`).join("\n")}\n\nOpen the game: ${gameUrl}\n${footer(unsubscribe.page)}`,
    html: layout(
      [intro, ...lines],
      [
        { label: "Open the game", url: gameUrl },
        { label: "Stop these mails", url: unsubscribe.page },
      ],
    ),
    unsubscribeUrl: unsubscribe.oneClick,
  };
};
