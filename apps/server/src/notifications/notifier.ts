import { createMailer, type Mailer } from "./mailer.ts";
import { loadServerKeys, type ServerKeys } from "./server-keys.ts";
import type { ServiceDeps } from "../services/deps.ts";

/** What sending needs beside the database: the server's keys and the SMTP transport (null without SMTP). */
export interface Notifier {
  readonly keys: ServerKeys;
  readonly mailer: Mailer | null;
}

export const createNotifier = async (deps: ServiceDeps): Promise<Notifier> => ({
  keys: await loadServerKeys(deps),
  mailer: createMailer(deps.config.notifications),
});
