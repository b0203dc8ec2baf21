// Every 400 of the API is `{ message, field }` in plain words
// (docs/errors.md#the-apis-400-answers): the schema validator's errors on several routes (a
// pattern, a maxLength, an enum, a missing field, a query string, a list), the text rule, and a
// handler's own refusal. No message names the request part ('body/', 'querystring/') or the
// validator's words ('must match pattern', 'must NOT have').
import { ENDPOINTS, servedPath, type Role } from '../../src/contract.js';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';

const RAW = /body\/|querystring\/|params\/|must match pattern|must NOT have|must be equal to one of the allowed values|must have required property/;

describe('400 answers in plain words, with the field at fault', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  /** The 400 answer's body of a call as `role`. */
  const refused = async (role: Role, method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await t.as(role, { method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ statusCode: number; error: string; message: string; field?: string }>();
    expect(body.message).not.toMatch(RAW);
    return body;
  };

  it("answers a pattern failure on an e-mail 'Enter a valid e-mail address' (Auction Onboarding)", async () => {
    const body = await refused('PLATFORM_ADMIN', 'POST', ENDPOINTS.auctionOnboarding.path, { tenant_id: 'T01', tenant_system_email: 'not-an-email' });
    expect(body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Enter a valid e-mail address', field: 'tenant_system_email' });
  });

  it("answers a maxLength failure 'Tenant ID must be at most 60 characters' (Auction Onboarding)", async () => {
    const body = await refused('PLATFORM_ADMIN', 'POST', ENDPOINTS.auctionOnboarding.path, { tenant_id: 'T'.repeat(61), tenant_system_email: 'ops@example.com' });
    expect(body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Tenant ID must be at most 60 characters', field: 'tenant_id' });
  });

  it("answers an enum failure with the field's contract label and the choices (Sync Settings)", async () => {
    const body = await refused('PLATFORM_ADMIN', 'POST', servedPath(ENDPOINTS.settingSync), {
      source_env: 'staging',
      destination_env: 'dev',
      source_tenant_id: 'T01',
      destination_tenant_id: 'T02',
    });
    expect(body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Source Environment must be one of: local, dev, test, uat', field: 'source_env' });
  });

  it('answers an enum failure of the invoice status with the statuses a caller may send', async () => {
    const body = await refused('FINANCE', 'POST', ENDPOINTS.updateInvoiceStatus.path, { invoiceNumbers: ['INV-1'], status: 'LOST' });
    expect(body.field).toBe('status');
    expect(body.message).toMatch(/^Status must be one of: /);
  });

  it('answers a text too long for the internal users search "E-mail must be at most 254 characters"', async () => {
    const body = await refused('ORG_ADMIN', 'POST', ENDPOINTS.internalUsersSearch.path, { email: 'a'.repeat(300) });
    expect(body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'E-mail must be at most 254 characters', field: 'email' });
  });

  it('names a missing field as required', async () => {
    const body = await refused('PLATFORM_ADMIN', 'POST', ENDPOINTS.auctionOnboarding.path, { tenant_id: 'T01' });
    expect(body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Tenant system e-mail is required', field: 'tenant_system_email' });
  });

  it('answers a query string parameter in the same words', async () => {
    const body = await refused('FINANCE', 'GET', `${ENDPOINTS.invoices.path}?tenantId=${encodeURIComponent('no spaces!')}`);
    expect(body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Tenant ID is not in the expected format', field: 'tenantId' });
  });

  it('answers an empty list with what to choose', async () => {
    const body = await refused('FINANCE', 'POST', ENDPOINTS.updateInvoiceStatus.path, { invoiceNumbers: [], status: 'PAID' });
    expect(body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Invoice numbers: choose at least one', field: 'invoiceNumbers' });
  });

  it('answers the text rule (a NUL, a blank text) in plain words with the field', async () => {
    const nul = await refused('ORG_ADMIN', 'POST', ENDPOINTS.internalUsersSearch.path, { email: 'a\u0000b' });
    expect(nul).toEqual({ statusCode: 400, error: 'Bad Request', message: 'E-mail must not contain the NUL character (\\u0000)', field: 'email' });
    const blank = await refused('ORG_ADMIN', 'POST', ENDPOINTS.internalUsersSearch.path, { email: '   ' });
    expect(blank).toEqual({ statusCode: 400, error: 'Bad Request', message: 'E-mail must not be blank', field: 'email' });
  });

  it("keeps a handler's own refusal in plain words with its field (Activity's dates)", async () => {
    const body = await refused('PLATFORM_ADMIN', 'GET', `${ENDPOINTS.actionLog.path}?from=2025-06-15&to=2025-06-14`);
    expect(body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'To (2025-06-14) must not be before From (2025-06-15)', field: 'to' });
  });
});
