/**
 * Security and caching headers of the static servers, for the shell and the remotes alike. This is
 * the one place the rules live: the Node server (serve-static.mjs) applies them, and the nginx
 * configuration (nginx-config.mjs) is generated from them, so the two cannot drift
 * (scripts/test/static-origin.test.mjs runs one set of checks against both):
 * - a strict Content-Security-Policy on every answer: scripts only from the app's own origin and the
 *   registered remotes' origins (remotes.json), no inline scripts and no eval; connections to the
 *   app, the API (config.json apiBaseUrl), the user pool and the remotes (locally also their ws:
 *   live-reload sockets, for a remote served from its dev server); frame-ancestors 'none';
 * - X-Content-Type-Options: nosniff, Referrer-Policy: no-referrer, X-Frame-Options: DENY;
 * - Cache-Control: a 200 answer of a content-hashed file (or its 304 revalidation) is immutable;
 *   every other 200 or 304 (pages, entry files, manifests, runtime JSON) is no-cache: kept, but
 *   checked with the server on every use, so a deploy is picked up at once while the page may go
 *   into the browser's back/forward cache (docs/operations.md#caching-and-the-backforward-cache);
 *   any other answer, a 404 for a hashed chunk asked for during a deploy above all, is no-store;
 * - source maps only when the runtime config says the environment is local.
 *
 * style-src allows 'unsafe-inline': antd's CSS-in-JS (@ant-design/cssinjs) writes its styles into
 * <style> elements at run time, React writes style attributes, and index.html carries one inline
 * <style>. Dropping it needs a per-page nonce given to antd (ConfigProvider csp.nonce) and to the
 * style loader, which a static server cannot do; scripts are what the policy keeps strict.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Content-hashed file names: chunks and style sheets with an 8-hex hash (`412.0a1b2c3d.js`,
 * scripts/webpack/create-config.cjs), asset modules with webpack's 20-hex hash
 * (`1e58ad6c91def4eecfe8.svg`), and their source maps.
 */
export const HASHED = /(?:\.[0-9a-f]{8}\.(?:js|css)|(?:^|\/)[0-9a-f]{20}\.(?:svg|png|ico|jpe?g|gif|webp|woff2?|ttf))(?:\.map)?$/;

/** Cache-Control of a content-hashed file answered 200. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Cache-Control of every other 200 or 304: kept, and checked with the server (ETag, Last-Modified) on every use. */
export const REVALIDATE = 'no-cache';

/** Cache-Control of every other answer (errors, redirects). */
export const NO_STORE = 'no-store';

/** Statuses whose answer of a content-hashed file is immutable (a 304's headers are copied onto the kept 200). */
export const IMMUTABLE_STATUSES = [200, 304];

/** Content types sent compressed, hence answered with `Vary: Accept-Encoding`. */
export const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json)|image\/svg\+xml)/;

/** The body of a 404 (JSON). */
export const NOT_FOUND_BODY = '{"message":"Not found"}';

/**
 * Cache-Control of an answer: immutable for a 200 answer of a content-hashed file (and a 304, whose
 * headers a cache copies onto the 200 it keeps); no-cache for the other 200 and 304 answers (entry
 * files, manifests, HTML, runtime config: revalidated on every use, so never stale, and a page may
 * enter the back/forward cache); no-store for everything else (any error, so a chunk missing during
 * a deploy is asked for again instead of staying broken in browser and CDN caches).
 * @param {string} url
 * @param {number} [statusCode]
 */
export function cacheControlOf(url, statusCode = 200) {
  if (!IMMUTABLE_STATUSES.includes(statusCode)) return NO_STORE;
  return HASHED.test(url.split('?')[0]) ? IMMUTABLE : REVALIDATE;
}

/**
 * What the headers depend on, from the runtime files the stack writes at start-up.
 * @typedef {{ environment: string | null, apiOrigin: string | null, poolOrigins: string[], remoteOrigins: string[] }} Runtime
 */

/** @param {unknown} url @returns {string | null} */
function originOf(url) {
  return typeof url === 'string' && URL.canParse(url) ? new URL(url).origin : null;
}

/** @param {string | undefined} file @returns {any} */
function readJson(file) {
  if (!file) return null;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The runtime of a static server from its files: config.json (environment, apiBaseUrl, the user
 * pool) and the remotes (remote name to mf-manifest.json URL): `remotes` when given (the registry's
 * map, scripts/serve-app.mjs), else remotes.json beside config.json in the run directory.
 * Missing or unreadable files give an empty runtime: no remote, no API, source maps refused.
 * @param {{ configFile?: string, remotesFile?: string, remotes?: Record<string, string> }} files
 * @returns {Runtime}
 */
export function readRuntime({ configFile, remotesFile, remotes: remoteMap }) {
  const config = readJson(configFile);
  const remotes = remoteMap ?? readJson(remotesFile ?? (configFile ? path.join(path.dirname(configFile), 'remotes.json') : undefined));
  const region = typeof config?.auth?.region === 'string' ? config.auth.region : null;
  const poolOrigins = [originOf(config?.auth?.userPoolEndpoint), region && /^[a-z0-9-]+$/.test(region) ? `https://cognito-idp.${region}.amazonaws.com` : null];
  const remoteOrigins = remotes && typeof remotes === 'object' ? Object.values(remotes).map(originOf) : [];
  return {
    environment: typeof config?.environment === 'string' ? config.environment : null,
    apiOrigin: originOf(config?.apiBaseUrl),
    poolOrigins: [...new Set(poolOrigins.filter((origin) => origin !== null))],
    remoteOrigins: [...new Set(remoteOrigins.filter((origin) => origin !== null))],
  };
}

/**
 * Whether source maps are served: only in the local environment (they hold the whole source).
 * @param {Runtime} runtime
 */
export function sourceMapsServed(runtime) {
  return runtime.environment === 'local';
}

/**
 * Where a remote served from a dev server (`npm run dev -w <remote>`) opens its live-reload web
 * socket: the remotes' origins as ws:, only in the local environment.
 * @param {Runtime} runtime
 */
function liveReloadOrigins(runtime) {
  return runtime.environment === 'local' ? runtime.remoteOrigins.filter((origin) => origin.startsWith('http://')).map((origin) => origin.replace(/^http:/, 'ws:')) : [];
}

/**
 * The Content-Security-Policy of the console's pages.
 * @param {Runtime} runtime
 */
export function contentSecurityPolicy(runtime) {
  const remotes = runtime.remoteOrigins;
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", ...(runtime.apiOrigin ? [runtime.apiOrigin] : []), ...runtime.poolOrigins, ...remotes, ...liveReloadOrigins(runtime)],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/**
 * The security headers of every answer of a static server.
 * @param {Runtime} runtime
 * @returns {Record<string, string>}
 */
export function securityHeaders(runtime) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(runtime),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
  };
}

/**
 * The headers every answer of a static server carries, whatever its status: the security headers
 * and the cross-origin read allowance (the shell fetches the remotes' mf-manifest.json).
 * @param {Runtime} runtime
 * @returns {Record<string, string>}
 */
export function everyAnswerHeaders(runtime) {
  return { 'Access-Control-Allow-Origin': '*', ...securityHeaders(runtime) };
}
