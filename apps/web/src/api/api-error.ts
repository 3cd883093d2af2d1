import { isApiError } from "@nova/contract";
import { refusalText } from "../errors/refusal-text.ts";

export { ApiError, isApiError, type ClientErrorCode } from "@nova/contract";

/**
 * The server's detail text when there is one (in the player's language when the refusal names its reason), else
 * the screen's own fallback message.
 */
export const detailOr = (error: unknown, fallback: string): string =>
  isApiError(error) && error.status !== null && error.detail.trim() !== ""
    ? (refusalText(error) ?? error.detail)
    : fallback;
