import { useEffect } from "react";
import { useAuth } from "../../auth/auth-context.ts";
import { currentLanguage, i18n } from "../../i18n/i18n.ts";
import { rememberLanguage } from "../../i18n/remember-language.ts";
import { useAccountLanguage } from "./use-account-language.ts";

/** Once signed in, the account's language wins over the browser's (issue 15): the same game on every device. */
export function AccountLanguageSync() {
  const { status } = useAuth();
  const chosen = useAccountLanguage(status === "signedIn").data?.language ?? null;
  useEffect(() => {
    if (chosen === null || chosen === currentLanguage()) return;
    rememberLanguage(chosen);
    void i18n.changeLanguage(chosen);
  }, [chosen]);
  return null;
}
