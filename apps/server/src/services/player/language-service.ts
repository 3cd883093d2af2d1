import { isLanguage, type Language } from "@nova/contract";
import type { AuthUser } from "../../auth/auth-user.ts";
import { accountLanguage, setAccountLanguage } from "../../db/repositories/account-language-repository.ts";
import type { ServiceDeps } from "../deps.ts";

const known = (value: string | null): Language | null => (isLanguage(value) ? value : null);

/** GET /account/language: the language the caller's account chose, or null (follow the browser). */
export const languageOf = async (deps: ServiceDeps, user: AuthUser) => ({
  language: known(await accountLanguage(deps.db.kysely, user.id)),
});

/** PUT /account/language: every device the account signs in from speaks this language from now on. */
export const chooseLanguage = async (deps: ServiceDeps, user: AuthUser, language: Language) => {
  await setAccountLanguage(deps.db.kysely, user.id, language, deps.clock.now());
  return { language };
};
