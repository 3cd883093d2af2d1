import {
  createApiClient as createContractClient,
  type ApiClient as ContractClient,
  type ApiClientOptions,
} from "@nova/contract";
import { logApiFailure } from "./log-api-failure.ts";

export type { CallArgs, CallInput } from "@nova/contract";
export { API_TIMEOUT_MS } from "@nova/contract";

/** What the screens use of the contract's client: `call` (and the token, for the push socket). */
export type ApiClient = Pick<ContractClient, "call" | "token">;

/** The contract's typed client, logging the failures the spec lists (core-play section 8). */
export const createApiClient = (options: ApiClientOptions): ApiClient =>
  createContractClient({ onFailure: logApiFailure, ...options });
