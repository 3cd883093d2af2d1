import type { FastifyBaseLogger } from "fastify";
import type { Bindings, ChildLoggerOptions, LogFn } from "pino";

type Level = "fatal" | "error" | "warn" | "info" | "debug" | "trace";

/** Pino's own check when the parent is pino; any other logger is asked to log and decides itself. */
const enabled = (parent: FastifyBaseLogger, level: Level): boolean => {
  const pino = parent as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
  return pino.isLevelEnabled ? pino.isLevelEnabled(level) : true;
};

/**
 * A request's logger that becomes pino's child (bound to the request id) the first time a line is written at an
 * enabled level. Fastify made that child for every request, and binding it (pino serialises the bindings at once)
 * cost more than the few lines a request logs: none at the default level when all goes well.
 */
class LazyRequestLogger {
  #child: FastifyBaseLogger | null = null;
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  get #real(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  get level(): string {
    return this.#child ? this.#child.level : this.#parent.level;
  }

  set level(level: string) {
    this.#real.level = level;
  }

  #write(level: Level, args: Parameters<LogFn>): void {
    if (this.#child || enabled(this.#parent, level)) (this.#real[level] as (...a: unknown[]) => void)(...args);
  }

  fatal(...args: Parameters<LogFn>): void {
    this.#write("fatal", args);
  }

  error(...args: Parameters<LogFn>): void {
    this.#write("error", args);
  }

  warn(...args: Parameters<LogFn>): void {
    this.#write("warn", args);
  }

  info(...args: Parameters<LogFn>): void {
    this.#write("info", args);
  }

  debug(...args: Parameters<LogFn>): void {
    this.#write("debug", args);
  }

  trace(...args: Parameters<LogFn>): void {
    this.#write("trace", args);
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: a lazy child, or pino's own when the route sets its own level or serializers. */
export const lazyRequestLogger = (
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger =>
  options.level || options.serializers
    ? logger.child(bindings, options)
    : (new LazyRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger);
