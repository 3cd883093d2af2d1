// oidc-provider ships no type declarations; this covers the small part the test provider uses.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export interface OidcAccount {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface OidcClient {
    readonly clientId: string;
  }

  export type Configuration = Record<string, unknown>;

  export const errors: {
    readonly InvalidTarget: new (description?: string) => Error;
  };

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    proxy: boolean;
    /** Koa's switch for its default error logging. */
    silent: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
