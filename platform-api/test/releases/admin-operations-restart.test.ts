// An admin operation interrupted by an API restart never stays 'Waiting'
// (docs/platform-ops.md#admin-operations): the API marks every unfinished operation of a stopped
// process FAILED as soon as it is ready, before anybody reads its status; its own operations and
// finished ones are left as they are.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { Database } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { getJob } from '../../src/jobs/job-records.js';
import { SETUP_TIMEOUT_MS } from '../support/test-app.js';
import { openTestDatabase, type TestDatabase } from '../support/test-database.js';
import { createTestSigner, TEST_AUDIENCE, TEST_ISSUER } from '../support/test-tokens.js';

let database: TestDatabase;
let app: FastifyInstance | undefined;
beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database.db);
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  // Closing the application closes its database; disposing of it again may find it closed.
  await app?.close();
  await database.dispose().catch(() => undefined);
});

const INTERRUPTED = '33333333-3333-4333-8333-333333333333';
const FINISHED = '44444444-4444-4444-8444-444444444444';

async function operationOfStoppedProcess(db: Database, id: string, state: string) {
  await db.query(`insert into jobs (job_id, kind, area, state, title, started_by, link) values ($1, 'release-to-prod-merge', 'platform-ops', $2, 'Release to Prod: merge of v1.4.0', 'a', '/config-deployment/release-to-prod')`, [id, state]);
  await db.query(`insert into admin_operations (operation_id, kind, instance_id) values ($1, 'release-to-prod-merge', 'a-stopped-process')`, [id]);
}

it('marks the unfinished operations of a stopped process FAILED when the API starts', async () => {
  const db = database.db;
  await operationOfStoppedProcess(db, INTERRUPTED, 'RUNNING');
  await operationOfStoppedProcess(db, FINISHED, 'SUCCEEDED');
  const signer = await createTestSigner();
  const config = loadConfig({ AUTH_ISSUERS: TEST_ISSUER, AUTH_AUDIENCE: TEST_AUDIENCE, PGLITE_DIR: 'memory://' }, { requireJwksUrl: false });
  app = await buildApp({ config, db, keySet: signer.keySet, logger: false });

  expect(await getJob(db, INTERRUPTED)).toMatchObject({ state: 'FAILED', error: 'Interrupted: the API stopped before the operation finished', endedAt: expect.any(String) });
  expect((await getJob(db, FINISHED))?.state).toBe('SUCCEEDED');
});
