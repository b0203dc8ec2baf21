// GET /readyz with Redis configured (docs/operations.md#scaling): a `redis` check, `up` when it
// answers, `degraded` (still ready, 200) when it does not.
import { createServer } from 'node:net';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';

jest.setTimeout(120_000);

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 1;
}

/** An application built with `REDIS_URL` set to `url`. */
async function appWithRedis(url: string): Promise<TestApp> {
  const saved = process.env.REDIS_URL;
  process.env.REDIS_URL = url;
  try {
    return await createTestApp();
  } finally {
    if (saved === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = saved;
  }
}

describe('GET /readyz with REDIS_URL', () => {
  let answering: TestApp;
  let silent: TestApp;
  beforeAll(async () => {
    answering = await appWithRedis(REDIS_URL);
    silent = await appWithRedis(`redis://127.0.0.1:${await closedPort()}`);
  }, SETUP_TIMEOUT_MS * 2);
  afterAll(async () => {
    await answering?.close();
    await silent?.close().catch(() => undefined);
  });

  it('lists Redis up when it answers', async () => {
    const response = await answering.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { database: { status: 'up' }, migrations: { status: 'up' }, jobQueue: { status: 'up' }, redis: { status: 'up' }, 'provider:payments': { status: 'up' }, 'provider:mail': { status: 'up' }, 'provider:blobs': { status: 'up' }, 'provider:dns': { status: 'up' }, 'provider:codeHost': { status: 'up' }, 'provider:translator': { status: 'up' } },
    });
  });

  it('stays ready but degraded, naming Redis, when it does not answer', async () => {
    const response = await silent.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ status: string; checks: Record<string, { status: string; detail?: string }> }>();
    expect(body.status).toBe('degraded');
    expect(body.checks.redis?.status).toBe('degraded');
    expect(body.checks.redis?.detail).toMatch(/^Redis does not answer: /);
    expect(body.checks.database).toEqual({ status: 'up' });
  });
});
