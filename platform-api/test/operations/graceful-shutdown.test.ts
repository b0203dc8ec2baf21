// SIGTERM's shutdown (docs/operations.md#shutdown): readiness answers 503 at once, a request in
// flight finishes, the job workers stop taking work and a workflow step they leave is resumed by the
// next process, which finishes the workflow exactly once.
import { shutDown } from '../../src/health/shutdown.js';
import { migrate } from '../../src/db/migrate.js';
import { openPgliteDatabase } from '../../src/db/pglite-database.js';
import { seedDatabase } from '../../src/seed/seed.js';
import { createWorld, eventually, multipart, onboardingForm, PNG, startApp, type WorkflowTestApp } from '../workflows/workflow-test-app.js';

jest.setTimeout(180_000);

/** Applications a failed test may have left open. */
const afterAllClose: WorkflowTestApp[] = [];
afterAll(async () => {
  for (const t of afterAllClose) await t.app.close().catch(() => undefined);
});

const statuses = async (dataDir: string, numbers: string[]) => {
  const db = await openPgliteDatabase(dataDir);
  try {
    return (await db.query<{ invoice_number: string; invoice_status: string }>('select invoice_number, invoice_status from invoices where invoice_number = any($1) order by invoice_number', [numbers])).rows;
  } finally {
    await db.close();
  }
};

it('a bulk invoice status update in flight at SIGTERM finishes (200, every invoice PAID); readiness is 503 meanwhile', async () => {
  const world = await createWorld();
  const seeded = await openPgliteDatabase(world.dataDir);
  await migrate(seeded);
  await seedDatabase(seeded, { today: '2025-06-15' });
  const numbers = (await seeded.query<{ invoice_number: string }>(`select invoice_number from invoices where invoice_status = 'AWAITING_PAYMENT' and card_payment_status is distinct from 'REQUESTED' and amount_owed > 0 order by invoice_number limit 20`)).rows.map((row) => row.invoice_number);
  await seeded.close();
  expect(numbers).toHaveLength(20);

  const t: WorkflowTestApp = await startApp(world);
  afterAllClose.push(t);
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const token = await world.signer.sign({ groups: ['FINANCE'], username: 'finance.user', email: 'finance@px.local' });
  // The update waits behind a transaction of the test that holds the invoices (PGlite's one connection).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let holding: () => void = () => undefined;
  const isHolding = new Promise<void>((resolve) => (holding = resolve));
  const blocker = t.db.transaction(async (tx) => {
    await tx.query('select 1 from invoices where invoice_number = any($1) for update', [numbers]);
    holding();
    await held;
  });
  await isHolding;
  const update = fetch(`${url}/billing/invoices/update-status`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ invoiceNumbers: numbers, status: 'PAID' }),
  });
  await eventually(async () => (await new Promise<number>((resolve) => t.app.server.getConnections((_error, count) => resolve(count)))) > 0);

  const stopping = shutDown(t.app, 20_000);
  const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toEqual({ status: 'shutting down', message: 'Not ready: the API is shutting down', checks: {} });

  release();
  await blocker;
  const answer = await update;
  expect(answer.status).toBe(200);
  const body = (await answer.json()) as { invoices: Array<{ invoiceNumber: string; invoiceStatus: string }> };
  expect(body.invoices.map((invoice) => [invoice.invoiceNumber, invoice.invoiceStatus])).toEqual(numbers.map((number) => [number, 'PAID']));
  expect(await stopping).toMatchObject({ graceful: true });
  // Stored: the database opened again holds every invoice PAID.
  expect(await statuses(world.dataDir, numbers)).toEqual(numbers.map((number) => ({ invoice_number: number, invoice_status: 'PAID' })));
});

it('an onboarding running at SIGTERM is left at its step and finished exactly once by the next start', async () => {
  const world = await createWorld();
  let reached: () => void = () => undefined;
  const reachedPool = new Promise<void>((resolve) => (reached = resolve));
  // The first process's step never ends by itself: the shutdown must leave it to the next process.
  const first: WorkflowTestApp = await startApp(world, async (_workflowId, step) => {
    if (step === 'create-user-pool') {
      reached();
      await new Promise(() => undefined);
    }
  });
  afterAllClose.push(first);
  const start = await first.as('PLATFORM_ADMIN', { method: 'POST', url: '/workflow/start', ...(await multipart(onboardingForm('T88'), [{ field: 'user_pool_logo', name: 'logo.png', bytes: PNG }])) });
  expect(start.statusCode).toBe(200);
  await reachedPool;

  const stopping = shutDown(first.app, 10_000);
  expect((await first.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
  // The workers stop taking work at once.
  expect(first.app.jobQueue.running).toBe(false);
  expect(await stopping).toMatchObject({ graceful: true });

  const second = await startApp(world);
  try {
    const status = async () => (await second.as('PLATFORM_ADMIN', { method: 'POST', url: '/workflow/status', payload: { tenant_id: 'T88' } })).json();
    await eventually(async () => ((await status()).status === 'WAITING' ? true : undefined), 60_000);
    await second.as('PLATFORM_ADMIN', { method: 'POST', url: '/workflow/resume', payload: { tenant_id: 'T88' } });
    await eventually(async () => {
      const answer = await status();
      return answer.status === 'WAITING' && answer.type === 'CNAME Records' ? true : undefined;
    }, 60_000);
    await second.as('PLATFORM_ADMIN', { method: 'POST', url: '/workflow/resume', payload: { tenant_id: 'T88' } });
    await eventually(async () => ((await status()).status === 'SUCCEEDED' ? true : undefined), 60_000);
    // Exactly once: one pool with one owner, one tenant row, one invitation mail, one workflow.
    expect(world.pools.poolsCreated).toBe(1);
    expect(world.pools.usersCreated).toBe(1);
    const count = async (sql: string) => (await second.db.query<{ n: number }>(sql, ['T88'])).rows[0]?.n;
    expect(await count('select count(*)::int as n from tenants where tenant_id = $1')).toBe(1);
    expect(await count('select count(*)::int as n from workflows where tenant_id = $1')).toBe(1);
    expect(await count(`select count(*)::int as n from outbox where recipient = 'owner@t88.example' and $1 = 'T88'`)).toBe(1);
  } finally {
    await second.app.close();
  }
});
