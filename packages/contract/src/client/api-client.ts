import type { z } from "zod";
import {
  routes,
  type RouteBody,
  type RouteName,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from "../routes.ts";
import { ErrorBodySchema } from "../schemas/common.ts";
import { ApiError } from "./api-error.ts";
import { routeUrl } from "./build-url.ts";

/** Spec (core-play section 9): every call gives up after 30 s. */
export const API_TIMEOUT_MS = 30_000;

// A part the route leaves empty (or whose fields are all optional) may be left out; otherwise it is required.
type Part<K extends string, T> = Record<string, never> extends T ? { readonly [P in K]?: T } : { readonly [P in K]: T };

export type CallInput<N extends RouteName> = Part<"params", RouteParams<N>> &
  Part<"query", RouteQuery<N>> &
  Part<"body", RouteBody<N>> & {
    /** Overrides the signed-in token for this call (null sends none). */
    readonly token?: string | null;
    readonly signal?: AbortSignal;
  };

type Optional<T> = Record<string, never> extends T ? true : false;

export type CallArgs<N extends RouteName> =
  Optional<RouteParams<N>> extends true
    ? Optional<RouteQuery<N>> extends true
      ? Optional<RouteBody<N>> extends true
        ? [input?: CallInput<N>]
        : [input: CallInput<N>]
      : [input: CallInput<N>]
    : [input: CallInput<N>];

/** An answer as it came: the validated response on success, the error body otherwise. */
export type ApiResult<N extends RouteName> =
  | { readonly ok: true; readonly status: number; readonly body: RouteResponse<N> }
  | { readonly ok: false; readonly status: number; readonly body: z.infer<typeof ErrorBodySchema> };

/**
 * The typed client of the route table (method, path, params, query, body and response all inferred from the zod
 * schemas): the web app, the integration tests and the browser tests call the API through it.
 */
export interface ApiClient {
  /** Calls one route of the contract and returns its response, validated against the route's schema. */
  call<N extends RouteName>(name: N, ...args: CallArgs<N>): Promise<RouteResponse<N>>;
  /** Like `call`, but an HTTP refusal comes back as `{ ok: false, status, body }` instead of being thrown. */
  send<N extends RouteName>(name: N, ...args: CallArgs<N>): Promise<ApiResult<N>>;
  /** The bearer token calls carry now (the push socket authenticates with it). */
  token?(): string | null;
}

export interface ApiClientOptions {
  readonly getToken: () => string | null;
  readonly baseUrl?: string;
  readonly fetchImpl?: typeof fetch;
  readonly timeoutMs?: number;
  /** Told about every failed call (the web client logs some of them, core-play section 8). */
  readonly onFailure?: (method: string, url: string, error: ApiError) => void;
}

export const createApiClient = (options: ApiClientOptions): ApiClient => {
  const baseUrl = options.baseUrl ?? "";
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;

  const report = options.onFailure ?? (() => undefined);

  const send = async <N extends RouteName>(name: N, ...args: CallArgs<N>): Promise<ApiResult<N>> => {
    const input: Partial<CallInput<N>> = args[0] ?? {};
    const route = routes[name];
    const url = `${baseUrl}${routeUrl(route, input)}`;
    const token = input.token === undefined ? options.getToken() : input.token;

    const headers: Record<string, string> = { Accept: "application/json" };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (input.body !== undefined) headers["Content-Type"] = "application/json";

    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = input.signal ? AbortSignal.any([input.signal, timeout]) : timeout;
    const fetchImpl = options.fetchImpl ?? fetch;

    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: route.method,
        headers,
        body: input.body === undefined ? undefined : JSON.stringify(input.body),
        credentials: "include",
        signal,
      });
    } catch (cause) {
      // The caller's own abort (a query being cancelled) is not a failure worth reporting.
      if (input.signal?.aborted) throw cause;
      const error = timeout.aborted
        ? new ApiError(null, "The request timed out. Please try again.", "timeout")
        : new ApiError(null, "Could not reach the server. Please check your connection.", "network_error");
      report(route.method, url, error);
      throw error;
    }

    if (!response.ok) {
      const error = await errorFrom(response);
      report(route.method, url, error);
      const body = {
        detail: error.detail,
        code: error.code,
        ...(error.reason ? { reason: error.reason } : {}),
        ...(error.data ? { data: error.data } : {}),
      };
      return { ok: false, status: response.status, body };
    }

    const json: unknown = response.status === 204 ? {} : await response.json().catch(() => undefined);
    const parsed = route.response.safeParse(json);
    if (!parsed.success) {
      throw new ApiError(response.status, "The server sent an unexpected response.", "invalid_response");
    }
    return { ok: true, status: response.status, body: parsed.data as RouteResponse<N> };
  };

  const call = async <N extends RouteName>(name: N, ...args: CallArgs<N>): Promise<RouteResponse<N>> => {
    const result = await send(name, ...args);
    if (result.ok) return result.body;
    throw new ApiError(result.status, result.body.detail, result.body.code, result.body.data, result.body.reason);
  };

  return { call, send, token: options.getToken };
};

const errorFrom = async (response: Response): Promise<ApiError> => {
  const json: unknown = await response.json().catch(() => undefined);
  const body = ErrorBodySchema.safeParse(json);
  if (body.success)
    return new ApiError(response.status, body.data.detail, body.data.code, body.data.data, body.data.reason);
  // A proxy's 502 page or a crash page carries no detail meant for players: the detail stays empty so each screen
  // shows its own sentence from the spec ('Failed to send fleet. Please check requirements.', ...) instead of
  // "Internal Server Error"; the status still tells what happened.
  return new ApiError(response.status, "", "unknown");
};
