import { randomBytes } from "node:crypto";
import { createApiClient, typedCalls, type TypedCalls } from "@nova/contract";

/**
 * The contract's typed client against the test server as `token`: route by name, params, query, body and response
 * typed from the zod schemas; `call` throws on a refusal (naming route, status and code), `refusal` returns one as
 * `{ status, code, detail, data }`, `send` either.
 */
export const api = (baseUrl: string, token: string | null): TypedCalls =>
  typedCalls(createApiClient({ baseUrl, getToken: () => token }));

/**
 * A name no earlier run used, valid as a development sign-in name (1-32 of a-z 0-9 _ -):
 * "<prefix>-<time>-<random>".
 */
export const uniqueName = (prefix: string): string =>
  `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}`.toLowerCase().slice(0, 32);
