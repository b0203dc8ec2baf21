import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import { globalPlugin } from './global-plugin.js';

/**
 * Helmet's settings for a JSON API (docs/api.md#security-headers): nothing an answer holds may be
 * run, loaded or framed by a browser.
 *
 * - `Content-Security-Policy: default-src 'none';frame-ancestors 'none'`: an answer opened as a
 *   page loads and runs nothing and cannot be framed (with `X-Frame-Options: DENY` for browsers
 *   without CSP);
 * - `X-Content-Type-Options: nosniff`: JSON is never read as script or HTML;
 * - `Referrer-Policy: no-referrer`;
 * - `Cross-Origin-Resource-Policy: same-site`: the console's origins (another port or subdomain of
 *   the same site) still read answers through CORS, other sites cannot embed them;
 * - helmet's other defaults (HSTS for a year with subdomains, `Cross-Origin-Opener-Policy:
 *   same-origin`, `X-DNS-Prefetch-Control: off`, `X-Download-Options: noopen`,
 *   `X-Permitted-Cross-Domain-Policies: none`, `X-XSS-Protection: 0`, no `X-Powered-By`).
 */
export const SECURITY_HEADERS: FastifyHelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  crossOriginResourcePolicy: { policy: 'same-site' },
};

/**
 * Security headers on every answer of the API, errors and unknown routes included
 * ({@link SECURITY_HEADERS}).
 */
export const securityHeadersPlugin: FastifyPluginAsync = globalPlugin('security-headers', async (app) => {
  await app.register(helmet, SECURITY_HEADERS);
});
