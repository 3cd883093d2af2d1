import { ERROR_STATUS, type ErrorBody } from "@nova/contract";
import type { FastifyError, FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError } from "../domain/app-error.ts";
import { isBadInputDbError } from "./db-input-error.ts";

/** Turns a zod failure into one readable sentence: the schema's own message, with the field named when useful. */
export const describeZodError = (error: z.ZodError): string => {
  const issue = error.issues[0];
  if (!issue) return "Invalid input";
  if (issue.code === "unrecognized_keys") return `Unknown field(s): ${issue.keys.join(", ")}`;
  const path = issue.path.join(".");
  // Messages written in the contract already name their field ("Galaxy ID must be ...").
  const ownMessage = !/^(Invalid|Too (small|big)|Expected)/.test(issue.message);
  return ownMessage || path === "" ? issue.message : `${path}: ${issue.message}`;
};

/**
 * An expected refusal's body: its reason from the contract's closed list and the values its text was written
 * with, exactly as the refusal was raised (issue 11: nothing is read back from the English), so a client can render
 * it in the player's language.
 */
export const refusalBody = (error: AppError): ErrorBody => ({
  detail: error.message,
  code: error.code,
  ...(error.reason ? { reason: error.reason } : {}),
  ...(error.data && Object.keys(error.data).length > 0 ? { data: error.data } : {}),
});

/** Every error leaves as `{"detail", "code"}`; unexpected ones are logged and reported as 500 without internals. */
export const installErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError | AppError | z.ZodError, request, reply) => {
    if (error instanceof AppError) return reply.status(ERROR_STATUS[error.code]).send(refusalBody(error));
    if (error instanceof z.ZodError) {
      return reply.status(422).send({ detail: describeZodError(error), code: "invalid_input" });
    }
    if (isBadInputDbError(error)) {
      request.log.warn({ err: error }, "database refused the request's data");
      return reply.status(422).send({
        detail: "Invalid input: a value is malformed or out of range",
        code: "invalid_input",
        reason: "bad_input_value",
      });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) {
      // The limiter's own sentence (how many, how long to wait) when it has one.
      const own = (error as FastifyError).message;
      return reply.status(429).send({ detail: own || "Too many requests, please slow down", code: "rate_limited" });
    }
    if (status === 413) {
      return reply
        .status(413)
        .send({ detail: "Request body is too large (at most 256 KB)", code: "payload_too_large" });
    }
    if (status >= 400 && status < 500) {
      const fe = error as FastifyError;
      const detail =
        fe.code === "FST_ERR_CTP_INVALID_JSON_BODY" || fe instanceof SyntaxError
          ? "Malformed JSON body"
          : fe.code === "FST_ERR_CTP_EMPTY_JSON_BODY"
            ? "Request body must not be empty"
            : fe.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE"
              ? "Unsupported content type: send application/json"
              : fe.message;
      return reply.status(status === 415 ? 415 : 400).send({ detail, code: "bad_request" });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ detail: "Internal server error", code: "internal" });
  });
};
