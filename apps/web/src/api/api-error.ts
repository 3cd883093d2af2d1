import { isApiError } from "@nova/contract";

export { ApiError, isApiError, type ClientErrorCode } from "@nova/contract";

/** The server's detail text when there is one, else the screen's own fallback message. */
export const detailOr = (error: unknown, fallback: string): string =>
  isApiError(error) && error.status !== null && error.detail.trim() !== "" ? error.detail : fallback;
