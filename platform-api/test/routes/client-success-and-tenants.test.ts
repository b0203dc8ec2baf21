import type { ClientFormRecord, ClientFormRow, TenantSummary } from '../../src/contract.js';
import { createSeededApp } from '../support/seeded-app.js';
import { SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';

describe('client forms and tenants', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSeededApp();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  it('GET /update-config/list-tenants lists every tenant by id (PLATFORM_ADMIN)', async () => {
    const response = await t.as('PLATFORM_ADMIN', { method: 'GET', url: '/update-config/list-tenants' });
    expect(response.statusCode).toBe(200);
    const tenants = response.json<TenantSummary[]>();
    expect(tenants).toHaveLength(36);
    expect(tenants[0]).toEqual({ tenantId: 'T01', tenantName: 'WeSellCellular' });
    expect(tenants.map((tenant) => tenant.tenantId)).toEqual([...tenants.map((tenant) => tenant.tenantId)].sort());
  });

  it('GET /client-success/prospective-tenants lists the forms of all three statuses, newest first', async () => {
    const response = await t.as('CLIENT_SUCCESS', { method: 'GET', url: '/client-success/prospective-tenants' });
    expect(response.statusCode).toBe(200);
    const rows = response.json<ClientFormRow[]>();
    expect(rows).toHaveLength(24);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['SUBMITTED', 'COMPLETED', 'REJECTED']));
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['companyName', 'contactEmail', 'createDate', 'status', 'submissionId', 'updateDate']);
    const dates = rows.map((row) => row.createDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('GET /client-success/prospective-tenants/:submissionId answers the whole form', async () => {
    const response = await t.as('CLIENT_SUCCESS', { method: 'GET', url: '/client-success/prospective-tenants/SUB-01001' });
    expect(response.statusCode).toBe(200);
    const record = response.json<ClientFormRecord>();
    expect(record).toMatchObject({ submissionId: 'SUB-01001', companyName: 'Aurora Phone Exchange', businessName: 'Aurora Phone Exchange', status: 'SUBMITTED', tenant_id: null });
    expect(record.officialLegalName).toBe('Aurora Phone Exchange LLC');
    expect(Object.keys(record)).toHaveLength(34);
  });

  it('answers 404 for an unknown submission and 400 for a malformed id', async () => {
    const unknown = await t.as('CLIENT_SUCCESS', { method: 'GET', url: '/client-success/prospective-tenants/SUB-99999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Client form SUB-99999 not found');
    const malformed = await t.as('CLIENT_SUCCESS', { method: 'GET', url: '/client-success/prospective-tenants/bad%20id' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: 'Submission ID is not in the expected format', field: 'submissionId' });
  });
});
