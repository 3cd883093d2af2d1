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
  /** The numbers and words behind `detail` when the server sent them (e.g. `{ resource, need, have }`). */
  readonly data: Readonly<Record<string, string | number>> | undefined;
  /** Which of the contract's refusal texts `detail` is (`REFUSAL_TEXTS`), when the server said so. */
  readonly reason: string | undefined;

  constructor(
    status: number | null,
    detail: string,
    code: string,
    data?: Readonly<Record<string, string | number>>,
    reason?: string,
  ) {
    super(detail);
    this.name = "ApiError";
    this.status = status;
    this.detail = detail;
    this.code = code;
    this.data = data;
    this.reason = reason;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
