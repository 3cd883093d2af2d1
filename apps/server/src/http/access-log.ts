import { LogController, type FastifyReply, type FastifyRequest } from "fastify";
import { loggableUrl } from "./log-options.ts";

/**
 * Fastify's request logging, levels down: the access line goes out at debug and the "incoming request" line at
 * trace (both off at the default info level), so a busy server does not spend its time writing two JSON
 * lines per request. Errors still go out at error level (and the error handler logs unexpected ones with the
 * error itself).
 */
export class AccessLog extends LogController {
  // At trace level only (pino's disabled levels are no-ops), through the logger's redacting serializer.
  override incomingRequest(request: FastifyRequest): void {
    request.log.trace({ req: request }, "incoming request");
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, "request errored");
    } else if (request.log.level === "debug" || request.log.level === "trace") {
      reply.log.debug(
        { method: request.method, url: loggableUrl(request.url), status: reply.statusCode, ms: reply.elapsedTime },
        "request completed",
      );
    }
  }
}
