import type { RefusalCode, RefusalData } from "@nova/rules";
import type { RefusalReason } from "./texts/refusal-texts.ts";

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
  /** The request body is larger than the server accepts (256 KB). */
  payload_too_large: 413,
  rate_limited: 429,
  /** The recipient blocks the sender's messages. */
  blocked: 403,
  /** An operator muted the sender in this galaxy. */
  muted: 403,
  internal: 500,
  /** A service the request depends on (the OpenID issuer) cannot be reached; retrying later may succeed. */
  service_unavailable: 503,
} as const;

/** The closed list of codes an answer can carry. */
export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * Every refusal the API answers: the stable code, the spec's text (`detail`) and, where the rule has them, the
 * numbers behind it (`data`, e.g. `{ resource: "iron", need: 350, have: 120 }`) for clients to format themselves.
 */
export interface ErrorBody {
  readonly detail: string;
  readonly code: ErrorCode;
  /** Which of the contract's refusal texts `detail` is (issue 15: clients render it in the player's language). */
  readonly reason?: RefusalReason;
  readonly data?: RefusalData;
}

// The rules' refusal codes are a subset of the API's: a new rule code must be added to the table above.
type Subset<A, B> = [A] extends [B] ? true : never;
export const RULE_CODES_ARE_API_CODES: Subset<RefusalCode, ErrorCode> = true;

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === "string" && Object.hasOwn(ERROR_STATUS, value);
