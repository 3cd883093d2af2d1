import { escapeHtml, type Mail } from "./mailer.ts";
import type { NoticeCatalogue, NoticeWords } from "./texts/notice-texts.ts";

/**
 * The mails the game sends, each with a plain-text part and an HTML part built from escaped text, in the
 * recipient's language (`c`, issue 15).
 */

const layout = (paragraphs: readonly string[], links: readonly { label: string; url: string }[]) =>
  [
    '<div style="font-family:sans-serif;max-width:560px">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...links.map((l) => `<p><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></p>`),
    "</div>",
  ].join("\n");

export const confirmationMail = (to: string, confirmUrl: string, c: NoticeCatalogue): Mail => ({
  to,
  subject: c.mail.confirmSubject,
  text: `${c.mail.confirmLines.join("\n\n")}\n\n${c.mail.confirmLine(confirmUrl)}\n`,
  html: layout(c.mail.confirmLines, [{ label: c.mail.confirmLink, url: confirmUrl }]),
});

/** The unsubscribe page shown in the mail, and the RFC 8058 one-click target for the mail client. */
export interface UnsubscribeLinks {
  readonly page: string;
  readonly oneClick: string;
}

const gameLinks = (c: NoticeCatalogue, gameUrl: string, unsubscribe: UnsubscribeLinks) => [
  { label: c.mail.openGame, url: gameUrl },
  { label: c.mail.stopLink, url: unsubscribe.page },
];

export const attackMail = (
  to: string,
  notice: NoticeWords,
  gameUrl: string,
  unsubscribe: UnsubscribeLinks,
  c: NoticeCatalogue,
): Mail => ({
  to,
  subject: c.mail.subject(notice.title),
  text: `${notice.body}\n\n${c.mail.openGameLine(gameUrl)}\n${c.mail.footer(unsubscribe.page)}`,
  html: layout([notice.body], gameLinks(c, gameUrl, unsubscribe)),
  unsubscribeUrl: unsubscribe.oneClick,
});

export const digestMail = (
  to: string,
  notices: readonly (NoticeWords & { readonly createdAt: number })[],
  formatTime: (ms: number) => string,
  gameUrl: string,
  unsubscribe: UnsubscribeLinks,
  c: NoticeCatalogue,
): Mail => {
  const lines = notices.map((n) => `${formatTime(n.createdAt)}: ${n.title}. ${n.body}`);
  const intro = c.mail.digestIntro(notices.length);
  return {
    to,
    subject: c.mail.digestSubject(notices.length),
    text: `${intro}\n\n${lines.map((l) => `- ${l}`).join("\n")}\n\n${c.mail.openGameLine(gameUrl)}\n${c.mail.footer(unsubscribe.page)}`,
    html: layout([intro, ...lines], gameLinks(c, gameUrl, unsubscribe)),
    unsubscribeUrl: unsubscribe.oneClick,
  };
};
