/**
 * Serves one built app (shell or remote) the way production must:
 * - content-hashed chunks are cached forever; entry files, manifests and HTML are never cached;
 * - every response allows cross-origin reads (the shell fetches remotes' mf-manifest.json);
 * - a file with a precompressed neighbour (`main.js.br`, `main.js.gz`, written at build time) is
 *   sent compressed: brotli when the browser accepts it, else gzip, else the file itself; every
 *   compressible answer says `Vary: Accept-Encoding` so a cache keeps one copy per encoding;
 * - the shell answers unknown paths with index.html (client-side routes); a build without one (a
 *   remote's production build, which runs only inside the console) answers them 404;
 * - `overrides` maps a URL path to a file outside dist (runtime config.json / remotes.json), or to a
 *   function giving the body (the registry), read and compressed at each request (they are small);
 * - `locate`, when given, picks the folder of each request (one app's versions, scripts/serve-app.mjs):
 *   it maps a URL path to a root folder and a path inside it; unknown paths then fall back to
 *   `locate('/index.html')` (the shell's client-side routes);
 * - `runtime`, when given, is read at each request instead of once from the files;
 * - security headers (CSP from config.json and remotes.json, nosniff, Referrer-Policy), caching by
 *   status (only a 200 of a hashed file is immutable) and source maps only in the local environment:
 *   see security-headers.mjs;
 * - `GET /healthz` answers `200 {"status":"ok"}` (never cached) while the process serves: the liveness
 *   probe of docs/operations.md.
 */
import path from 'node:path';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { negotiate } from '@fastify/accept-negotiator';
import { COMPRESSIBLE, NOT_FOUND_BODY, cacheControlOf, everyAnswerHeaders, readRuntime, sourceMapsServed } from './security-headers.mjs';

export { cacheControlOf };

/** Encodings this server sends, most preferred first (brotli is about 15% smaller than gzip). */
const ENCODINGS = ['br', 'gzip'];

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The encoding to answer a request with: 'br', 'gzip' or undefined (identity), from its
 * Accept-Encoding header (q-values honoured, `*` means any, q=0 refuses).
 * @param {string | undefined} acceptEncoding
 * @returns {'br' | 'gzip' | undefined}
 */
export function negotiateEncoding(acceptEncoding) {
  return negotiate(acceptEncoding ?? '', ENCODINGS) ?? undefined;
}

/**
 * @param {{ dir: string, port: number, host?: string, spa?: boolean,
 *   overrides?: Record<string, string | (() => string | Buffer | Promise<string | Buffer>)>,
 *   locate?: (urlPath: string) => { root: string, file: string }, runtime?: () => import('./security-headers.mjs').Runtime,
 *   logger?: boolean }} options
 * @returns {Promise<import('fastify').FastifyInstance>}
 */
export async function serveStatic({ dir, port, host = '127.0.0.1', spa = false, overrides = {}, locate, runtime: runtimeOf, logger = false }) {
  const app = Fastify({ logger });
  // The runtime files are written before the servers start (scripts/start.mjs).
  const fileRuntime = runtimeOf ? undefined : readRuntime({ configFile: overrides['/config.json'], remotesFile: typeof overrides['/remotes.json'] === 'string' ? overrides['/remotes.json'] : undefined });
  const fileHeaders = fileRuntime && everyAnswerHeaders(fileRuntime);
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.split('?')[0].endsWith('.map') && !sourceMapsServed(fileRuntime ?? runtimeOf())) return reply.code(404).type('application/json; charset=utf-8').send(NOT_FOUND_BODY);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url !== '/healthz') reply.header('Cache-Control', cacheControlOf(request.url, reply.statusCode));
    for (const [name, value] of Object.entries(fileHeaders ?? everyAnswerHeaders(runtimeOf()))) reply.header(name, value);
    if (COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) reply.header('Vary', 'Accept-Encoding');
    return payload;
  });
  app.get('/healthz', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
  for (const [url, source] of Object.entries(overrides)) {
    app.get(url, async (request, reply) => {
      const body = typeof source === 'function' ? Buffer.from(await source()) : await fs.promises.readFile(source);
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      reply.type('application/json; charset=utf-8');
      if (!encoding) return body;
      reply.header('Content-Encoding', encoding);
      return encoding === 'br' ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzip(body);
    });
  }
  await app.register(fastifyStatic, { root: path.resolve(dir), wildcard: true, preCompressed: true, cacheControl: false, serve: !locate });
  if (locate) {
    app.get('/*', (request, reply) => {
      let urlPath;
      try {
        urlPath = decodeURIComponent(request.url.split('?')[0]);
      } catch {
        return reply.callNotFound();
      }
      const { root, file } = locate(urlPath);
      return reply.sendFile(file, root);
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0]);
    // A build without a page of its own (a remote's production build) answers it as any missing file.
    const page = spa && wantsPage ? (locate ? locate('/index.html') : { root: path.resolve(dir), file: '/index.html' }) : undefined;
    if (page && fs.existsSync(path.join(page.root, page.file))) return reply.type('text/html').sendFile(page.file, page.root);
    return reply.code(404).type('application/json; charset=utf-8').send(NOT_FOUND_BODY);
  });
  await app.listen({ port, host });
  return app;
}
