import { isApiError } from "@nova/contract";
import { i18n } from "../i18n/i18n.ts";

// Keys are built from the server's reasons, so the catalogue test (every reason of the contract in every
// language) checks them rather than the compiler.
type LooseT = (this: typeof i18n, key: string, values: Readonly<Record<string, string | number>>) => string;
type RefusalData = Readonly<Record<string, string | number>>;

/**
 * Words in a refusal's data that the server sends in English next to their id: the id names them in the
 * player's language instead. `race_cannot_use` sends `operation: "Hypnotize"` and `operationType: "hypnotize"`;
 * the operation is then named from the operations catalogue ("Hypnotisieren").
 */
const localized = (data: RefusalData): RefusalData => {
  const type = data["operationType"];
  if (typeof type !== "string" || !i18n.exists(`operations:names.${type}`)) return data;
  return { ...data, operation: (i18n.t as unknown as LooseT).call(i18n, `operations:names.${type}`, {}) };
};

/**
 * A refusal's text from its reason and data in the player's language, or null when this client does not know
 * the reason. Also for refusals sent inside an answer rather than as an error (the aid allowance's).
 */
export const refusalTextOf = (reason: string, data: RefusalData | undefined): string | null => {
  const key = `errors:refusal.${reason}`;
  if (!i18n.exists(key)) return null;
  return (i18n.t as unknown as LooseT).call(i18n, key, localized(data ?? {}));
};

/**
 * A refusal in the player's language (issue 15): the server names which of the contract's refusal texts its
 * English `detail` is (`reason`) and sends the names and numbers in it (`data`); the `errors` catalogue says the
 * same in every language. Null when the answer has no reason this client knows (an older or newer server, an
 * operator's text): the caller then shows the server's detail.
 */
export const refusalText = (error: unknown): string | null => {
  if (!isApiError(error) || error.reason === undefined) return null;
  return refusalTextOf(error.reason, error.data);
};
