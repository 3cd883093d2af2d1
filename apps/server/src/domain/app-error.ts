import type { RefusalData, Refusal } from "@nova/rules";
import type { ErrorCode } from "@nova/contract";

/**
 * An expected failure, as the domain raises it: the stable code, the human text the player sees and the numbers
 * behind it. It knows nothing of HTTP; the error handler maps the code to a status through the contract's table.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly data: RefusalData | undefined;
  constructor(code: ErrorCode, detail: string, data?: RefusalData) {
    super(detail);
    this.code = code;
    this.data = data;
  }
}

/** A rule's refusal, raised as it came: its code, its text and its data. */
export const refused = (refusal: Refusal): AppError => new AppError(refusal.code, refusal.detail, refusal.data);

export const notFound = (detail: string) => new AppError("not_found", detail);
export const forbidden = (detail: string) => new AppError("forbidden", detail);
export const invalid = (detail: string) => new AppError("invalid_input", detail);
export const conflict = (detail: string) => new AppError("conflict", detail);
