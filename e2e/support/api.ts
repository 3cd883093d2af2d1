import { randomBytes } from "node:crypto";
import { createApiClient, type ApiClient } from "@nova/contract";

/** The contract's typed client against the test server as `token` (prefer it to `apiCall` for new tests). */
export const api = (baseUrl: string, token: string | null): ApiClient =>
  createApiClient({ baseUrl, getToken: () => token });

/** Calls the API by method and path, untyped (older tests); throws with the response body on a non-2xx. */
export const apiCall = async <T = unknown>(
  baseUrl: string,
  token: string | null,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
): Promise<T> => {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      accept: "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} -> ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
};

/**
 * A name no earlier run used, valid as a development sign-in name (1-32 of a-z 0-9 _ -):
 * "<prefix>-<time>-<random>".
 */
export const uniqueName = (prefix: string): string =>
  `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}`.toLowerCase().slice(0, 32);
