import type { FastifyPluginAsync, FastifySchema } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import type { AuthConfig } from '../config.js';
import type { EndpointAccess } from '../contract.js';
import { isRole } from '../auth/roles.js';
import { SharedRevocations } from '../auth/revocations.js';
import { createTokenVerifier, remoteKeySet, TokenRejectedError, type AuthenticatedUser } from '../auth/token-verifier.js';
import { HttpError } from '../lib/http-error.js';
import { globalPlugin } from './global-plugin.js';

/**
 * The role a route demands: one console role, or `ANY` console role (docs/api.md#roles-and-tokens)
 * — an endpoint's access other than `PUBLIC` (public routes set `config.public` instead).
 */
export type RouteRole = Exclude<EndpointAccess, 'PUBLIC'>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The one role allowed to call the route; every route declares it unless `public`. */
    role?: RouteRole;
    /** Reachable without a token (the console's unauthenticated calls). */
    public?: boolean;
  }
  interface FastifyRequest {
    /** The verified caller; `null` only on public routes. */
    user: AuthenticatedUser | null;
  }
  interface FastifyInstance {
    /** Every route registered after the auth plugin, with the role it demands. */
    routeRegistry: RegisteredRoute[];
  }
}

/** A route as the role guard sees it (read by the route-registry test). */
export interface RegisteredRoute {
  method: string;
  url: string;
  role: RouteRole | null;
  public: boolean;
  schema: FastifySchema | undefined;
}

/** Options of {@link authPlugin}. */
export interface AuthPluginOptions extends Record<string, unknown> {
  auth: AuthConfig;
  /** Key set to verify signatures with instead of fetching `auth.jwksUrl` (tests, benchmarks). */
  keySet?: JWTVerifyGetKey;
}

/**
 * Token verification and the role guard (docs/api.md#roles-and-tokens).
 *
 * - Registration: a route without `config.role` (a console role or `ANY`) or `config.public: true`
 *   is refused with an error, so no route can be left unguarded.
 * - Requests: `Authorization: Bearer <JWT>` is verified; a missing or invalid token answers
 *   401 `{ message }`, a caller without the route's role 403 `{ message }`. A user whose groups map
 *   to no console role (e.g. a storefront buyer) is refused even on `ANY` routes. A key set that
 *   cannot be fetched or read answers 500 without details (the API's failure, not the caller's).
 *
 * @throws Error at start-up when neither `keySet` nor `auth.jwksUrl` is given.
 */
export const authPlugin: FastifyPluginAsync<AuthPluginOptions> = globalPlugin('auth', async (app, options) => {
  const keySet = options.keySet ?? (options.auth.jwksUrl ? remoteKeySet(options.auth.jwksUrl) : undefined);
  if (!keySet) throw new Error('auth: a key set or AUTH_JWKS_URL is required');
  const verify = createTokenVerifier({
    issuers: options.auth.issuers,
    audience: options.auth.audience,
    keySet,
    environment: options.auth.environment,
    // Offboardings done through any instance on this database (docs/operations.md#scaling). The
    // embedded database belongs to one process, whose own list already holds them: it is not asked
    // on every request, so a slow statement there holds no token check.
    ...(app.hasDecorator('db') && app.db.kind === 'pg' ? { revocations: new SharedRevocations(app.db) } : {}),
  });

  app.decorateRequest('user', null);
  app.decorate('routeRegistry', [] as RegisteredRoute[]);

  app.addHook('onRoute', (route) => {
    const config = route.config ?? {};
    const role = config.role ?? null;
    const isPublic = config.public === true;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!isPublic && role !== 'ANY' && !isRole(role)) {
      throw new Error(`Route ${methods.join(',')} ${route.url} must declare config.role (a console role or 'ANY') or config.public`);
    }
    if (isPublic && role !== null) throw new Error(`Route ${methods.join(',')} ${route.url} cannot be both public and role-guarded`);
    for (const method of methods) app.routeRegistry.push({ method, url: route.url, role, public: isPublic, schema: route.schema });
  });

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    // CORS preflights are answered by @fastify/cors; unknown paths go to the 404 handler.
    if (config.public === true || request.is404 || request.method === 'OPTIONS') return;
    const role = config.role;
    if (role === undefined) throw new HttpError(403, 'Forbidden');
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    if (!match?.[1]) throw new HttpError(401, 'Unauthorized: a bearer token is required');
    let user: AuthenticatedUser;
    try {
      user = await verify(match[1]);
    } catch (error) {
      if (error instanceof TokenRejectedError) throw new HttpError(401, `Unauthorized: ${error.message}`);
      throw error;
    }
    if (user.roles.length === 0) throw new HttpError(403, 'Forbidden: the user has no console role');
    if (role !== 'ANY' && !user.roles.includes(role)) throw new HttpError(403, `Forbidden: this call needs the ${role} role`);
    request.user = user;
  });
});
