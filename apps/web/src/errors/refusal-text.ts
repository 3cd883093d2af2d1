import { isApiError } from "@nova/contract";
import { i18n } from "../i18n/i18n.ts";

// Keys are built from the server's reasons, so the catalogue test (every reason of the contract in every
// language) checks them rather than the compiler.
type LooseT = (this: typeof i18n, key: string, values: Readonly<Record<string, string | number>>) => string;

/**
 * A refusal in the player's language (issue 15): the server names which of the contract's refusal texts its
 * English `detail` is (`reason`) and sends the names and numbers in it (`data`); the `errors` catalogue says the
 * same in every language. Null when the answer has no reason this client knows (an older or newer server, an
 * operator's text): the caller then shows the server's detail.
 */
export const refusalText = (error: unknown): string | null => {
  if (!isApiError(error) || error.reason === undefined) return null;
  const key = `errors:refusal.${error.reason}`;
  if (!i18n.exists(key)) return null;
  return (i18n.t as unknown as LooseT).call(i18n, key, error.data ?? {});
};
