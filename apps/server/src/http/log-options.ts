import type { Config } from "../config.ts";

/**
 * Where a bearer token could appear in a log line: request headers (should anyone log them) and any object with a
 * `token` field (the push socket's auth message). Pino censors these paths whatever logs them.
 */
export const LOG_REDACT_PATHS = [
  "req.headers.authorization",
  "request.headers.authorization",
  "headers.authorization",
  "authorization",
  "token",
  "*.token",
  "auth.token",
];

const SECRET_PARAM = /token|code|key|secret|password|auth/i;

/** A request URL as logged: query parameters that may carry credentials (`?access_token=`) are censored. */
export const loggableUrl = (url: string): string => {
  const q = url.indexOf("?");
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) if (SECRET_PARAM.test(key)) params.set(key, "[redacted]");
  return `${url.slice(0, q)}?${params.toString()}`;
};

interface LoggedRequest {
  readonly method: string;
  readonly url: string;
  readonly hostname?: string;
  readonly ip?: string;
  readonly socket?: { readonly remotePort?: number };
}

/** The Fastify logger: the configured level, the caller's own options (tests pass a stream), tokens redacted. */
export const loggerOptions = (config: Config, given: boolean | object | undefined): false | object => {
  if (given === false) return false;
  return {
    level: config.logLevel,
    ...(typeof given === "object" ? given : {}),
    redact: { paths: LOG_REDACT_PATHS, censor: "[redacted]" },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: loggableUrl(request.url),
        hostname: request.hostname,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
};
