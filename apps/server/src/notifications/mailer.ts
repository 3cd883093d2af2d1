import nodemailer from "nodemailer";
import type { NotificationConfig } from "./notification-config.ts";

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** RFC 8058 one-click unsubscribe: mail clients show their own button for it. */
  readonly unsubscribeUrl?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer, or null when SMTP is not configured (then no mail is ever sent). */
export const createMailer = (config: NotificationConfig): Mailer | null => {
  if (!config.smtpUrl) return null;
  // Short timeouts: a slow SMTP server holds only the background sender, and only this long.
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    send: async (mail) => {
      await transport.sendMail({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.unsubscribeUrl
          ? {
              list: { unsubscribe: { url: mail.unsubscribeUrl, comment: "Unsubscribe" } },
              headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
            }
          : {}),
      });
    },
    close: () => transport.close(),
  };
};

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Players' names reach mails: always escaped, never markup. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
