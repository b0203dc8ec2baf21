// `npm start`'s choice of cache and rate-limit store (docs/operations.md "Scaling"): the machine's
// Redis when one answers at REDIS_URL (default redis://127.0.0.1:6379), with a key prefix of the
// stack's own; the API's memory when none answers.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { redisAnswers, stackRedis } from '../lib/local-stack.mjs';

const REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const saved = process.env.REDIS_URL;

/** A TCP server answering every line with `reply`; resolves its redis:// URL and a close function. */
async function fakeServer(reply) {
  const server = net.createServer((socket) => socket.on('data', () => socket.write(reply)));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `redis://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('the Redis of npm start', () => {
  after(() => {
    if (saved === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = saved;
  });

  it('is used only when it answers PONG: not a closed port, nor a server asking for a password', async () => {
    const closed = await fakeServer('');
    await closed.close();
    assert.equal(await redisAnswers(closed.url, 500), false);
    const locked = await fakeServer('-NOAUTH Authentication required.\r\n');
    assert.equal(await redisAnswers(locked.url, 500), false);
    await locked.close();
    const pong = await fakeServer('+PONG\r\n');
    assert.equal(await redisAnswers(pong.url, 500), true);
    await pong.close();
  });

  it("names the stack in the key prefix, so two stacks on one Redis never share keys; none when it does not answer or REDIS_URL is empty", async (t) => {
    if (!(await redisAnswers(REDIS))) return t.skip(`no Redis at ${REDIS}`);
    process.env.REDIS_URL = REDIS;
    const first = await stackRedis({ offset: 0, dataDir: '/srv/px/.data' });
    const second = await stackRedis({ offset: 100, dataDir: '/srv/px/.data' });
    const third = await stackRedis({ offset: 0, dataDir: '/srv/other/.data' });
    assert.equal(first.url, REDIS);
    assert.match(first.prefix, /^px:0:[0-9a-f]{8}:$/);
    assert.match(second.prefix, /^px:100:[0-9a-f]{8}:$/);
    assert.equal(new Set([first.prefix, second.prefix, third.prefix]).size, 3);
    assert.deepEqual(await stackRedis({ offset: 0, dataDir: '/srv/px/.data' }), first);
    const closed = await fakeServer('');
    await closed.close();
    process.env.REDIS_URL = closed.url;
    assert.deepEqual(await stackRedis({ offset: 0, dataDir: '/srv/px/.data' }), { url: null, tried: closed.url });
    process.env.REDIS_URL = '';
    assert.deepEqual(await stackRedis({ offset: 0, dataDir: '/srv/px/.data' }), { url: null, tried: '' });
  });
});
