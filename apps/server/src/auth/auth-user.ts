/** The caller as the API knows them after their token was verified and their user row upserted. */
export interface AuthUser {
  readonly id: string;
  readonly displayName: string;
  readonly email: string | null;
  readonly isAdmin: boolean;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set once the request's bearer token has been verified. */
    authUser: AuthUser | null;
  }
  interface FastifyInstance {
    /** Verifies the request's bearer token (401 on failure) and returns the caller. */
    authenticate(request: FastifyRequest): Promise<AuthUser>;
    /** Answers a browser navigation with the web client's page; false when this is not one. */
    servePage?(request: FastifyRequest, reply: FastifyReply): boolean;
  }
}
