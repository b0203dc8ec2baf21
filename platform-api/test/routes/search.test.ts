// The command palette's area searches (docs/search.md#command-palette-searches): each open to its
// area's one role, 401 without a token, 403 for every other role, 400 for a missing, blank, too
// long or unexpected query, and their answers on a database holding only the rows written here.
import { ROLES } from '../../src/auth/roles.js';
import type { Role, SearchResult } from '../../src/contract.js';
import type { Queryable } from '../../src/db/database.js';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';

const SEARCHES: ReadonlyArray<{ url: string; role: Role }> = [
  { url: '/billing/search', role: 'FINANCE' },
  { url: '/client-success/search', role: 'CLIENT_SUCCESS' },
  { url: '/tenants/search', role: 'PLATFORM_ADMIN' },
  { url: '/internal-users/lookup', role: 'ORG_ADMIN' },
];

/** Twelve invoices of Beta Mobile, one a month of 2023, and two of Acme Phones in 2024. */
const BETA_INVOICES = Array.from({ length: 12 }, (_, index) => `INV-2023${String(index + 1).padStart(2, '0')}-T02`);

async function prepare(db: Queryable): Promise<void> {
  await db.query(`insert into currencies (currency_code, symbol, usd_rate) values ('USD', '$', 1) on conflict do nothing`);
  await db.query(`insert into tenants (tenant_id, tenant_name) values ('T01', 'Acme Phones'), ('T02', 'Beta Mobile'), ('T03', 'Mobile Acme'), ('ACME9', 'Ninth Street')`);
  await db.query(
    `insert into clients (tenant_id, client_name, official_legal_name, status, currency_code) values
     ('T01', 'Acme Phones', 'Acme Phones LLC', 'ACTIVE', 'USD'),
     ('T02', 'Beta Mobile', 'Beta Mobile Inc', 'TRIAL_PERIOD', 'USD'),
     ('T03', 'Mobile Acme', 'Mobile Acme Ltd', 'PENDING_DEACTIVATION', 'USD')`,
  );
  const invoice = (number: string, tenantId: string, day: string, status: string, card: string | null) =>
    db.query(
      `insert into invoices (invoice_number, tenant_id, invoice_date, due_date, billing_period_start_date, billing_period_end_date, sub_total, invoiced_amount, amount_owed, invoice_status, card_payment_status)
       values ($1, $2, $3::date, $3::date, $3::date, $3::date, 10, 10, 10, $4, $5)`,
      [number, tenantId, day, status, card],
    );
  await invoice('INV-202401-T01', 'T01', '2024-01-31', 'OVERDUE', 'FAILURE');
  await invoice('INV-202402-T01', 'T01', '2024-02-29', 'PAID', null);
  for (const [index, number] of BETA_INVOICES.entries()) await invoice(number, 'T02', `2023-${String(index + 1).padStart(2, '0')}-28`, 'AWAITING_PAYMENT', null);
  const form = (submissionId: string, status: string, businessName: string) =>
    db.query(
      `insert into client_forms (submission_id, status, contact_email, official_legal_name, jurisdiction_of_organization, signer_name, signer_title, signer_email,
         payable_contact_name, payable_email, billing_address1, billing_city, billing_country, billing_zipcode, business_name, currency, admin_site_url,
         admin_user_email, buyer_site_url, buyer_from_email, buyer_site_language)
       values ($1, $2, 'c@x.example', 'Legal', 'DE', 'Sam', 'CEO', 's@x.example', 'Pat', 'p@x.example', '1 Main St', 'Dover', 'US', '19901', $3, 'USD',
         'https://a.x.example', 'a@x.example', 'https://b.x.example', 'b@x.example', 'en-US')`,
      [submissionId, status, businessName],
    );
  await form('SUB-01001', 'SUBMITTED', 'Gadget Barn');
  await form('SUB-01002', 'REJECTED', 'Barney Phones');
  await db.query(
    `insert into internal_users (tenant_id, email, user_type, active) values
     ('T01', 'alex.morgan@acme.example', 'ADMIN', true),
     ('T02', 'Alex.Morgan@beta.example', 'SALES_REP', false),
     ('T02', 'morgan.lee@beta.example', 'BUYER_USER', true)`,
  );
}

describe('command palette searches', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ prepare: ({ db }) => prepare(db) });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const search = async (role: Role, url: string, q: string) => {
    const response = await t.as(role, { method: 'GET', url, query: { q } });
    expect(response.statusCode).toBe(200);
    return response.json<SearchResult[]>();
  };

  it('answers 401 without a token', async () => {
    for (const { url } of SEARCHES) expect([url, (await t.app.inject({ method: 'GET', url, query: { q: 'a' } })).statusCode]).toEqual([url, 401]);
  });

  it('answers 403 to every role but the area’s own', async () => {
    for (const { url, role } of SEARCHES) {
      for (const other of ROLES.filter((candidate) => candidate !== role)) {
        const response = await t.as(other, { method: 'GET', url, query: { q: 'a' } });
        expect([url, other, response.statusCode]).toEqual([url, other, 403]);
      }
    }
  });

  it('refuses a missing, blank, too long or unexpected query with 400 and says why', async () => {
    for (const { url, role } of SEARCHES) {
      const message = async (query: Record<string, string>) => {
        const response = await t.as(role, { method: 'GET', url, query });
        expect(response.statusCode).toBe(400);
        return response.json<{ message: string }>().message;
      };
      expect(await message({})).toBe('Search text is required');
      expect(await message({ q: '   ' })).toBe('Search text must not be blank');
      expect(await message({ q: 'x'.repeat(101) })).toBe('Search text must be at most 100 characters');
      expect(await message({ q: 'a', limit: '50' })).toBe('limit is not a field of this request');
    }
  });

  describe('GET /billing/search (FINANCE)', () => {
    it('finds clients by name ignoring case, those starting with the text first', async () => {
      expect(await search('FINANCE', '/billing/search', 'ACME')).toEqual([
        { kind: 'client', id: 'T01', label: 'Acme Phones', detail: 'T01 · Active' },
        { kind: 'client', id: 'T03', label: 'Mobile Acme', detail: 'T03 · Pending Deactivation' },
      ]);
    });

    it('finds invoices by number, newest first, with the client and the status the chip shows', async () => {
      expect(await search('FINANCE', '/billing/search', 'inv-2024')).toEqual([
        { kind: 'invoice', id: 'INV-202402-T01', label: 'INV-202402-T01', detail: 'Acme Phones · PAID' },
        { kind: 'invoice', id: 'INV-202401-T01', label: 'INV-202401-T01', detail: 'Acme Phones · PAYMENT FAILED' },
      ]);
    });

    it('answers invoices and clients together, at most 10 of each', async () => {
      const results = await search('FINANCE', '/billing/search', '-T0');
      // 14 invoices contain '-T0'; the 10 newest: Acme's two, then Beta's from December back to May.
      expect(results.map((result) => result.id)).toEqual(['INV-202402-T01', 'INV-202401-T01', ...BETA_INVOICES.slice(4).reverse()]);
      const both = await search('FINANCE', '/billing/search', 'e');
      expect(both.filter((result) => result.kind === 'client').map((result) => result.label)).toEqual(['Acme Phones', 'Beta Mobile', 'Mobile Acme']);
    });

    it('matches % and _ literally', async () => {
      expect(await search('FINANCE', '/billing/search', '%')).toEqual([]);
      expect(await search('FINANCE', '/billing/search', '_')).toEqual([]);
    });
  });

  it('GET /client-success/search finds client forms by company name or submission id', async () => {
    expect(await search('CLIENT_SUCCESS', '/client-success/search', 'barn')).toEqual([
      { kind: 'client-form', id: 'SUB-01002', label: 'Barney Phones', detail: 'SUB-01002 · REJECTED' },
      { kind: 'client-form', id: 'SUB-01001', label: 'Gadget Barn', detail: 'SUB-01001 · SUBMITTED' },
    ]);
    expect((await search('CLIENT_SUCCESS', '/client-success/search', 'sub-01001')).map((result) => result.id)).toEqual(['SUB-01001']);
  });

  it('GET /tenants/search finds tenants by id or name, those starting with the text first, then by id', async () => {
    expect(await search('PLATFORM_ADMIN', '/tenants/search', 'acme')).toEqual([
      { kind: 'tenant', id: 'ACME9', label: 'Ninth Street', detail: 'ACME9' },
      { kind: 'tenant', id: 'T01', label: 'Acme Phones', detail: 'T01' },
      { kind: 'tenant', id: 'T03', label: 'Mobile Acme', detail: 'T03' },
    ]);
  });

  it('GET /internal-users/lookup finds users by e-mail ignoring case and says which are inactive', async () => {
    expect(await search('ORG_ADMIN', '/internal-users/lookup', 'ALEX.m')).toEqual([
      { kind: 'internal-user', id: 'T02/Alex.Morgan@beta.example', label: 'Alex.Morgan@beta.example', detail: 'T02 · SALES REP · inactive' },
      { kind: 'internal-user', id: 'T01/alex.morgan@acme.example', label: 'alex.morgan@acme.example', detail: 'T01 · ADMIN' },
    ]);
  });
});
