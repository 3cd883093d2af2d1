import type { z } from "zod";
import type { RouteName, RouteResponse } from "../routes.ts";
import type { ErrorBodySchema } from "../schemas/common.ts";
import type { ApiClient, ApiResult, CallArgs } from "./api-client.ts";
import { refusalsOf } from "../openapi/openapi-document.ts";
import { ApiError } from "./api-error.ts";

/** A success as it came: the HTTP status and the response, typed and validated by the route's schema. */
export interface Answer<N extends RouteName> {
  readonly status: number;
  readonly body: RouteResponse<N>;
}

/** A refusal as data: its status, code, detail and data (and the error body they came in, unchanged). */
export interface Refusal {
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  readonly data: Readonly<Record<string, string | number>> | undefined;
  readonly body: z.infer<typeof ErrorBodySchema>;
}

/** A call that went the other way than its caller said it would (a refusal where a success was due, or back). */
export class UnexpectedAnswer extends ApiError {
  constructor(name: string, status: number, body: z.infer<typeof ErrorBodySchema> | unknown, refused: boolean) {
    const error = refused ? (body as z.infer<typeof ErrorBodySchema>) : undefined;
    super(status, error?.detail ?? "", error?.code ?? "unexpected_success", error?.data);
    this.name = "UnexpectedAnswer";
    this.message = refused
      ? `${name} was refused with ${status} ${error?.code ?? ""}: ${error?.detail ?? ""}` +
        (error?.data ? ` ${JSON.stringify(error.data)}` : "")
      : `${name} succeeded with ${status} where a refusal was due: ${JSON.stringify(body).slice(0, 500)}`;
  }
}

/**
 * Either outcome of a call: `{ ok, status, body }` as the client gives it, plus `answer` (the response; reading it
 * throws when the call was refused) and `refusal` (the refusal; reading it throws when the call succeeded), for
 * helpers whose callers expect one way or the other.
 */
export type Reply<N extends RouteName> = ApiResult<N> & {
  readonly answer: RouteResponse<N>;
  readonly refusal: Refusal;
};

/** A refusal whose code the route does not declare (`refusals` on its definition): the contract has drifted. */
export class UndeclaredRefusal extends Error {
  constructor(name: RouteName, status: number, code: string, detail: string) {
    super(
      `${name} answered ${status} ${code} ("${detail}"), a code it does not declare: add it to the route's ` +
        `refusals in packages/contract (declared: ${refusalsOf(name).join(", ")})`,
    );
    this.name = "UndeclaredRefusal";
  }
}

/**
 * The contract's typed client as tests use it: the route by name, with params, query, body and response types
 * inferred from the zod schemas, and each call saying which way it must go.
 */
export interface TypedCalls {
  /** The route's response; a refusal throws (an `ApiError` whose message names the route, status and code). */
  call<N extends RouteName>(name: N, ...args: CallArgs<N>): Promise<RouteResponse<N>>;
  /** The response with its status; a refusal throws as in `call`. */
  ok<N extends RouteName>(name: N, ...args: CallArgs<N>): Promise<Answer<N>>;
  /** The refusal the call must get, as `{ status, code, detail, data }`; a success throws. */
  refusal<N extends RouteName>(name: N, ...args: CallArgs<N>): Promise<Refusal>;
  /** Either outcome (see `Reply`), for calls that may go both ways (races, retries, shared helpers). */
  send<N extends RouteName>(name: N, ...args: CallArgs<N>): Promise<Reply<N>>;
}

/**
 * A refusal or a reply keeps only `status` and `body` as its own fields (so `toEqual({ status, body })` reads as
 * before); the rest are getters on the prototype.
 */
class RefusalOf implements Refusal {
  readonly status: number;
  readonly body: z.infer<typeof ErrorBodySchema>;
  constructor(status: number, body: z.infer<typeof ErrorBodySchema>) {
    this.status = status;
    this.body = body;
  }
  get code() {
    return this.body.code;
  }
  get detail() {
    return this.body.detail;
  }
  get data() {
    return this.body.data;
  }
}

class ReplyOf<N extends RouteName> {
  readonly #name: N;
  readonly status: number;
  readonly body: unknown;
  constructor(name: N, status: number, body: unknown) {
    this.#name = name;
    this.status = status;
    this.body = body;
  }
  get ok() {
    return this.status >= 200 && this.status < 300;
  }
  get answer(): RouteResponse<N> {
    if (!this.ok) throw new UnexpectedAnswer(this.#name, this.status, this.body, true);
    return this.body as RouteResponse<N>;
  }
  get refusal(): Refusal {
    if (this.ok) throw new UnexpectedAnswer(this.#name, this.status, this.body, false);
    return new RefusalOf(this.status, this.body as z.infer<typeof ErrorBodySchema>);
  }
}

export const typedCalls = (client: ApiClient): TypedCalls => {
  const send = async <N extends RouteName>(name: N, ...args: CallArgs<N>): Promise<Reply<N>> => {
    const result = await client.send(name, ...args);
    // Every refusal a test meets must be one the contract declares for the route, so the API document cannot drift.
    if (!result.ok && !(refusalsOf(name) as readonly string[]).includes(result.body.code)) {
      throw new UndeclaredRefusal(name, result.status, result.body.code, result.body.detail);
    }
    return new ReplyOf(name, result.status, result.body) as unknown as Reply<N>;
  };
  const ok = async <N extends RouteName>(name: N, ...args: CallArgs<N>): Promise<Answer<N>> => {
    const result = await send(name, ...args);
    return { status: result.status, body: result.answer };
  };
  return {
    call: async (name, ...args) => (await ok(name, ...args)).body,
    ok,
    refusal: async (name, ...args) => (await send(name, ...args)).refusal,
    send,
  };
};

/**
 * Input the contract's types refuse, sent on purpose through the typed client (a wrong type, a missing field, an
 * unknown value): the server must refuse it as the schemas say. The one escape hatch from the types in typed calls.
 */
export const malformed = (value: unknown): never => value as never;
