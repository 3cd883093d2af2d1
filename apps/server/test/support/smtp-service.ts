import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on loopback: it accepts what the game's nodemailer sends and keeps each message
 * parsed (plain-text and HTML parts, headers). `hold` makes it stall in DATA, as a slow server would.
 */
export const startSmtpService = async () => {
  const mails: ParsedMail[] = [];
  const held: (() => void)[] = [];
  let hold = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          if (hold) held.push(() => callback());
          else callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    setHold: (on: boolean) => {
      hold = on;
      if (!on) held.splice(0).forEach((release) => release());
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** The signed token in a mail's link to `/email/<page>`. */
export const tokenIn = (mail: ParsedMail, page: "confirm" | "unsubscribe"): string => {
  const match = new RegExp(`/email/${page}\\?token=([^\\s"&<]+)`).exec(mail.text ?? "");
  if (!match?.[1]) throw new Error(`no ${page} link in: ${mail.text}`);
  return decodeURIComponent(match[1]);
};
