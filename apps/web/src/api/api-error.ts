/** Codes the client itself assigns when no HTTP answer (or no usable one) came back. */
export type ClientErrorCode = "network_error" | "timeout" | "invalid_response";

/**
 * A failed API call. `status` is null when the request never got an HTTP answer (network failure or
 * time-out); `detail` is the server's human text, which screens prefer over their own fallbacks.
 */
export class ApiError extends Error {
  readonly status: number | null;
  readonly detail: string;
  readonly code: string;

  /** `message` (for logs) defaults to the detail; an answer without a JSON detail has an empty detail. */
  constructor(status: number | null, detail: string, code: string, message?: string) {
    super(message ?? detail);
    this.name = "ApiError";
    this.status = status;
    this.detail = detail;
    this.code = code;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The server's detail text when there is one, else the screen's own fallback message. */
export const detailOr = (error: unknown, fallback: string): string =>
  isApiError(error) && error.status !== null && error.detail.trim() !== "" ? error.detail : fallback;
