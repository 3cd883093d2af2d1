/**
 * The one error table. Every failure the API reports has a stable code, and each code maps to exactly
 * one HTTP status. Bodies are always `{"detail": "<human text>", "code": "<code>"}`.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  invalid_input: 422,
  unauthorized: 401,
  forbidden: 403,
  not_owner: 403,
  not_found: 404,
  conflict: 409,
  /** The galaxy's round is over: it is read-only (docs/rounds.md). */
  round_ended: 409,
  already_registered: 409,
  name_taken: 409,
  insufficient_resources: 422,
  insufficient_space: 422,
  daily_limit_exceeded: 422,
  invalid_action: 422,
  invitation_required: 403,
  rate_limited: 429,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ErrorBody {
  readonly detail: string;
  readonly code: ErrorCode;
}

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === "string" && Object.hasOwn(ERROR_STATUS, value);
