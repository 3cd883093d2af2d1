import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
import Provider, { errors, type OidcAccount } from "oidc-provider";

/**
 * A local OpenID provider (oidc-provider) on 127.0.0.1 for browser tests: one public client doing
 * authorization code + PKCE, its built-in development login and consent pages, and RS256 JWT access
 * tokens for one resource (the API audience), as a production identity provider would issue them.
 */
export interface TestOidcProvider {
  /** `http://127.0.0.1:<port>`, exactly what the tokens carry in `iss`. */
  readonly issuer: string;
  readonly clientId: string;
  readonly audience: string;
  /** Errors the provider raised while serving requests (for failure messages). */
  readonly errors: readonly unknown[];
  /**
   * Creates the provider for the app at `appUrl` (its redirect URI is `${appUrl}/auth/callback`).
   * Separate from listening because the app needs the issuer before it starts, and the provider the
   * app's URL: listen first, start the app with the issuer, then configure.
   */
  configure(appUrl: string): void;
  close(): Promise<void>;
}

export interface OidcProviderOptions {
  readonly clientId?: string;
  readonly audience?: string;
}

export const OIDC_SCOPE = "openid profile email";

/** The e-mail address the provider gives a login name (claims `name` = login, `email` = this). */
export const emailOf = (login: string): string => `${login}@players.nova.test`;

/** Listens on a free loopback port; requests are answered once `configure` has been called. */
export const startOidcProvider = async (options: OidcProviderOptions = {}): Promise<TestOidcProvider> => {
  const clientId = options.clientId ?? "nova-imperia-web";
  const audience = options.audience ?? "urn:nova-imperia:api";
  const providerErrors: unknown[] = [];
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;

  const server: Server = createServer((req, res) => {
    if (handler) return handler(req, res);
    res.statusCode = 503;
    res.end("test OpenID provider not configured yet");
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), alg: "RS256", use: "sig", kid: `e2e-${port}` };
  const restoreConsole = quietProviderNotices();

  return {
    issuer,
    clientId,
    audience,
    errors: providerErrors,
    configure(appUrl) {
      const appOrigin = new URL(appUrl).origin;
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: clientId,
            application_type: "web",
            token_endpoint_auth_method: "none",
            grant_types: ["authorization_code"],
            response_types: ["code"],
            redirect_uris: [`${appOrigin}/auth/callback`],
            post_logout_redirect_uris: [`${appOrigin}/`],
          },
        ],
        jwks: { keys: [signingKey] },
        pkce: { required: () => true },
        // Any login name is an account whose subject is that name.
        findAccount: (_ctx: unknown, sub: string): OidcAccount => ({
          accountId: sub,
          claims: () => ({ sub, name: sub, email: emailOf(sub), email_verified: true }),
        }),
        claims: { openid: ["sub"], profile: ["name"], email: ["email", "email_verified"] },
        features: {
          devInteractions: { enabled: true },
          resourceIndicators: {
            enabled: true,
            defaultResource: () => audience,
            useGrantedResource: () => true,
            getResourceServerInfo: (_ctx: unknown, resourceIndicator: string) => {
              if (resourceIndicator !== audience)
                throw new errors.InvalidTarget(`unknown resource ${resourceIndicator}`);
              return {
                scope: OIDC_SCOPE,
                audience,
                accessTokenFormat: "jwt",
                accessTokenTTL: 60 * 60,
                jwt: { sign: { alg: "RS256" } },
              };
            },
          },
        },
        // The browser calls discovery and the token endpoint from the app's origin.
        clientBasedCORS: (_ctx: unknown, origin: string) => origin === appOrigin,
        // Put the profile into the access token too, so the API learns the display name and e-mail.
        extraTokenClaims: (_ctx: unknown, token: { accountId?: string }) =>
          token.accountId ? { name: token.accountId, email: emailOf(token.accountId) } : undefined,
        cookies: { keys: [randomBytes(32).toString("hex")] },
        ttl: {
          AccessToken: 60 * 60,
          AuthorizationCode: 60,
          IdToken: 60 * 60,
          Interaction: 10 * 60,
          Session: 60 * 60,
          Grant: 60 * 60,
        },
        renderError: (ctx: { type: string; body: string }, out: Record<string, string>) => {
          ctx.type = "html";
          ctx.body = `<!DOCTYPE html><title>OpenID provider error</title><h1>OpenID provider error</h1><pre>${escapeHtml(
            JSON.stringify(out, null, 2),
          )}</pre>`;
        },
      });
      provider.silent = true;
      provider.on("server_error", (_ctx, error) => providerErrors.push(error));
      handler = provider.callback();
    },
    close: async () => {
      restoreConsole();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * oidc-provider prints start-up notices (development interactions, in-memory adapter, defaults) with
 * console.warn/info; drop just those while the test provider lives.
 */
const quietProviderNotices = (): (() => void) => {
  const { warn, info } = console;
  const filter =
    (original: (...args: unknown[]) => void) =>
    (...args: unknown[]) => {
      if (typeof args[0] === "string" && args[0].includes("oidc-provider ")) return;
      original(...args);
    };
  console.warn = filter(warn);
  console.info = filter(info);
  return () => {
    console.warn = warn;
    console.info = info;
  };
};
