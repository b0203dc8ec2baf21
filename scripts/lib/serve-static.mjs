/**
 * Serves one built app (shell or remote) the way production must:
 * - content-hashed chunks are cached forever; entry files, manifests and HTML are never cached;
 * - every response allows cross-origin reads (the shell fetches remotes' mf-manifest.json);
 * - the shell answers unknown paths with index.html (client-side routes);
 * - `overrides` maps a URL path to a file outside dist (runtime config.json / remotes.json).
 */
import path from 'node:path';
import fs from 'node:fs';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';

const HASHED = /\.[0-9a-f]{8}\.js(\.map)?$/;

/**
 * @param {{ dir: string, port: number, host?: string, spa?: boolean, overrides?: Record<string,string>, logger?: boolean }} options
 * @returns {Promise<import('fastify').FastifyInstance>}
 */
export async function serveStatic({ dir, port, host = '127.0.0.1', spa = false, overrides = {}, logger = false }) {
  const app = Fastify({ logger });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Access-Control-Allow-Origin', '*');
    const url = request.url.split('?')[0];
    reply.header('Cache-Control', HASHED.test(url) ? 'public, max-age=31536000, immutable' : 'no-store');
    return payload;
  });
  for (const [url, file] of Object.entries(overrides)) {
    app.get(url, async (_request, reply) => {
      reply.type('application/json');
      return fs.promises.readFile(file, 'utf8');
    });
  }
  await app.register(fastifyStatic, { root: path.resolve(dir), wildcard: true, preCompressed: false, cacheControl: false });
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0]);
    if (spa && wantsPage) return reply.type('text/html').sendFile('index.html');
    return reply.code(404).send({ message: 'Not found' });
  });
  await app.listen({ port, host });
  return app;
}
