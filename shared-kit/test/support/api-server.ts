/**
 * A real HTTP server for the call-helper tests: fastify on an ephemeral port with CORS (the tests run
 * in jsdom, so axios goes through XMLHttpRequest like a browser), plus runtime config and token set up.
 */
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { performance as realClock } from 'node:perf_hooks';
import { setImmediate as nextIoTurn } from 'node:timers';
import { setTokenProvider } from '../../src/runtime/api/token';
import { setRuntimeConfig } from '../../src/runtime/config/runtime-config';

/** A running test server. */
export interface TestServer {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

/** Starts fastify with the routes `register` adds and points the API client at it. */
export async function startApiServer(register: (app: FastifyInstance) => void, token: string | undefined = 'test-token'): Promise<TestServer> {
  const app = Fastify();
  await app.register(cors, { origin: true, exposedHeaders: ['content-disposition'] });
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  register(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;
  setRuntimeConfig({
    environment: 'test',
    apiBaseUrl: url,
    testApiBaseUrl: `${url}/test-api`,
    buyersWebsite: 'https://buy.example.com',
    auth: { region: 'us-east-1', userPoolId: 'p', userPoolClientId: 'c', authFlowType: 'USER_PASSWORD_AUTH' },
  });
  setTokenProvider(async () => token);
  return { app, url, close: () => app.close() };
}

/**
 * Resolves once `condition` holds, checking between I/O turns; gives up after `limitMs` of real time
 * (the clock of node:perf_hooks, which fake timers leave alone).
 */
export async function until(condition: () => boolean, limitMs = 15000): Promise<void> {
  const start = realClock.now();
  while (!condition()) {
    if (realClock.now() - start > limitMs) throw new Error('condition not reached');
    await new Promise((resolve) => nextIoTurn(resolve));
  }
}
