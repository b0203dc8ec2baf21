// The app password of the deployment steps is never logged
// (docs/platform-ops.md#release-deployment-and-update-version): the API's whole log output (pino at
// trace level, every request, error and admin operation) during a PR, an approval, a merge, a
// refused wrong password and an over-long password holds none of it.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { DEMO_BITBUCKET_APP_PASSWORD, DEMO_BITBUCKET_USER } from '../../src/seed/releases-seed.js';
import { seedDatabase } from '../../src/seed/seed.js';
import { SETUP_TIMEOUT_MS } from '../support/test-app.js';
import { openTestDatabase, type TestDatabase } from '../support/test-database.js';
import { createTestSigner, TEST_AUDIENCE, TEST_ISSUER, type TestSigner } from '../support/test-tokens.js';

jest.setTimeout(60_000);

let app: FastifyInstance;
let database: TestDatabase;
let signer: TestSigner;
const logLines: string[] = [];

beforeAll(async () => {
  signer = await createTestSigner();
  database = await openTestDatabase();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  const config = loadConfig({ AUTH_ISSUERS: TEST_ISSUER, AUTH_AUDIENCE: TEST_AUDIENCE, PGLITE_DIR: 'memory://' }, { requireJwksUrl: false });
  app = await buildApp({ config, db: database.db, keySet: signer.keySet, logger: { level: 'trace', stream }, now: () => new Date('2025-06-15T12:00:00Z') });
  await seedDatabase(database.db, { today: '2025-06-15' });
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app.close();
  await database.dispose();
});

async function post(url: string, payload: object) {
  const token = await signer.sign({ groups: ['PLATFORM_ADMIN'], username: 'platform.admin' });
  return app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } });
}

it('logs requests and outcomes of PR, approve, merge and refusals, never the app password', async () => {
  const credentials = { BitBucketUser: DEMO_BITBUCKET_USER, AppPassword: DEMO_BITBUCKET_APP_PASSWORD };
  const answers = [
    await post('/code-deployment/versioned-to-release-pr', { VersionCode: '1.2.0', ...credentials }),
    await post('/code-deployment/versioned-to-release-approve', credentials),
    await post('/code-deployment/versioned-to-release-merge', credentials),
  ];
  expect(answers.map((answer) => [answer.statusCode, answer.json().Status])).toEqual([
    [200, 'Succeeded'],
    [200, 'Succeeded'],
    [200, 'Succeeded'],
  ]);
  const wrong = await post('/code-deployment/release-to-prod-approve', { BitBucketUser: DEMO_BITBUCKET_USER, AppPassword: `${DEMO_BITBUCKET_APP_PASSWORD}-wrong` });
  expect(wrong.statusCode).toBe(400);
  const tooLong = await post('/code-deployment/release-to-prod-merge', { BitBucketUser: DEMO_BITBUCKET_USER, AppPassword: DEMO_BITBUCKET_APP_PASSWORD.repeat(20) });
  expect(tooLong.statusCode).toBe(400);

  const log = logLines.join('');
  // The log did record these calls (so its silence about the password means something).
  expect(log).toContain('/code-deployment/versioned-to-release-merge');
  expect(log).toContain('"statusCode":400');
  expect(logLines.length).toBeGreaterThanOrEqual(10);
  expect(log).not.toContain(DEMO_BITBUCKET_APP_PASSWORD);
  expect(log).not.toContain('px-demo-app');
  // Nor does the database keep it anywhere.
  const { rows } = await database.db.query<{ hits: number }>(
    `select (select count(*) from jobs where result::text like $1 or title like $1 or coalesce(error, '') like $1)::int
          + (select count(*) from action_log where changes::text like $1 or coalesce(note, '') like $1)::int
          + (select count(*) from release_pull_requests where description like $1 or author like $1)::int as hits`,
    [`%${DEMO_BITBUCKET_APP_PASSWORD}%`],
  );
  expect(rows[0]!.hits).toBe(0);
});
