import { randomBytes } from "node:crypto";

/** Calls the API directly (test setup and assertions); throws with the response body on a non-2xx. */
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
