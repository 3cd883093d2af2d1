import { i18n } from "../i18n/i18n.ts";
/** Development sign-in names: 1-32 characters of a-z, 0-9, "_" and "-" (the server's dev token rule). */
export const DEV_NAME_PATTERN = /^[a-z0-9_-]{1,32}$/;

export type DevNameCheck =
  { readonly ok: true; readonly name: string } | { readonly ok: false; readonly message: string };

/** Lower-cases and trims what the player typed, then checks it against the dev name rule. */
export const checkDevName = (input: string): DevNameCheck => {
  const name = input.trim().toLowerCase();
  if (name === "") return { ok: false, message: i18n.t("auth:devName.empty") };
  if (name.length > 32) return { ok: false, message: i18n.t("auth:devName.tooLong") };
  if (!DEV_NAME_PATTERN.test(name)) {
    return { ok: false, message: i18n.t("auth:devName.invalid") };
  }
  return { ok: true, name };
};

export const devToken = (name: string): string => `dev:${name}`;
