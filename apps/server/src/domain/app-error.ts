import { englishRefusal, isRefusalReason, REFUSAL_CODES, type ErrorCode, type RefusalReason } from "@nova/contract";
import type { RefusalData, Refusal } from "@nova/rules";

/**
 * An expected failure, as the domain raises it: the stable code, the human text the player sees and the numbers
 * behind it, and which of the contract's refusal texts it is (`reason`) when it is one. It knows nothing of HTTP;
 * the error handler maps the code to a status through the contract's table and sends the reason as it is here.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly data: RefusalData | undefined;
  readonly reason: RefusalReason | undefined;
  constructor(code: ErrorCode, detail: string, data?: RefusalData, reason?: RefusalReason) {
    super(detail);
    this.code = code;
    this.data = data;
    this.reason = reason;
  }
}

/**
 * A refusal a player can meet, named where it is made (issues 11 and 15): its English detail is the contract's
 * template filled with `data`, its code the one the contract gives the reason. `code` is only passed for the one
 * reason with a second code (`insufficient_resource_amount`: units a fleet lacks are `invalid_action`).
 */
export const refuse = (reason: RefusalReason, data: RefusalData = {}, code: ErrorCode = REFUSAL_CODES[reason]) =>
  new AppError(code, englishRefusal(reason, data), Object.keys(data).length > 0 ? data : undefined, reason);

/**
 * A rule's refusal, raised as it came: its code, its text, its data and, when the rule named one, its reason.
 * The rules cannot import the contract, so their reason is a plain string; a unit test checks each is the
 * contract's and renders as the rule's detail (an unknown one is dropped, never guessed from the text).
 */
export const refused = (refusal: Refusal): AppError =>
  new AppError(
    refusal.code,
    refusal.detail,
    refusal.data,
    isRefusalReason(refusal.reason) ? refusal.reason : undefined,
  );
