import { ROLES } from '../../src/auth/roles.js';
import type { RouteRole } from '../../src/plugins/auth.js';
import { createTestApp, type TestApp, SETUP_TIMEOUT_MS } from '../support/test-app.js';
import { createTestSigner, type TestSigner } from '../support/test-tokens.js';

type Method = 'GET' | 'POST' | 'PUT';

/** A request the route must refuse with 400, and the first words of the message. */
interface BadRequest {
  url?: string;
  payload?: unknown;
  message: string;
}

interface RouteCase {
  method: Method;
  url: string;
  role: RouteRole;
  /** A URL to call (path parameters filled in); default `url`. */
  sample?: string;
  /** Every route that takes a body, path parameters or a query string has one. */
  bad?: BadRequest;
}

/** Every route of the API, the one role it demands, and a request it must refuse with 400. */
const ROUTES: RouteCase[] = [
  { method: 'GET', url: '/account/user-info', role: 'ANY' },
  { method: 'GET', url: '/update-config/list-tenants', role: 'PLATFORM_ADMIN' },
  { method: 'POST', url: '/internal-users/search', role: 'ORG_ADMIN', bad: { payload: { email: 42 }, message: 'body/email must be string' } },
  { method: 'POST', url: '/internal-users/offboard', role: 'ORG_ADMIN', bad: { payload: {}, message: 'body must be array' } },
  { method: 'GET', url: '/client-success/prospective-tenants', role: 'CLIENT_SUCCESS' },
  {
    method: 'GET',
    url: '/client-success/prospective-tenants/:submissionId',
    role: 'CLIENT_SUCCESS',
    sample: '/client-success/prospective-tenants/SUB-01001',
    bad: { url: '/client-success/prospective-tenants/SUB%2001', message: 'params/submissionId must match pattern' },
  },
  { method: 'GET', url: '/billing/clients', role: 'FINANCE' },
  { method: 'GET', url: '/billing/clients/export', role: 'FINANCE' },
  ...(['contact', 'payment-methods', 'default-payment-method', 'contract-terms'] as const).map(
    (part): RouteCase => ({
      method: 'GET',
      url: `/billing/clients/:tenantId/${part}`,
      role: 'FINANCE',
      sample: `/billing/clients/T01/${part}`,
      bad: { url: `/billing/clients/T'01/${part}`, message: 'params/tenantId must match pattern' },
    }),
  ),
  {
    method: 'PUT',
    url: '/billing/clients/:tenantId/default-payment-method',
    role: 'FINANCE',
    sample: '/billing/clients/T01/default-payment-method',
    bad: { url: '/billing/clients/T01/default-payment-method', payload: { paymentMethodId: '' }, message: 'body/paymentMethodId must NOT have fewer than 1 characters' },
  },
  { method: 'GET', url: '/billing/invoices', role: 'FINANCE', bad: { url: '/billing/invoices?status=PAID', message: 'querystring must NOT have additional properties' } },
  {
    method: 'POST',
    url: '/billing/invoices/update-status',
    role: 'FINANCE',
    bad: { payload: { invoiceNumbers: [] }, message: 'body/invoiceNumbers must NOT have fewer than 1 items' },
  },
  {
    method: 'POST',
    url: '/billing/invoices/download',
    role: 'FINANCE',
    bad: { payload: { invoiceNumbers: ['INV-1'], format: 'pdf' }, message: 'body/format must be equal to one of the allowed values' },
  },
  {
    method: 'POST',
    url: '/billing/invoices/batch-retry-payment',
    role: 'FINANCE',
    bad: { payload: { invoiceNumbers: 'INV-1' }, message: 'body/invoiceNumbers must be array' },
  },
  ...(['/retry-payment', '', '/preview'] as const).map(
    (suffix): RouteCase => ({
      method: suffix === '/retry-payment' ? 'POST' : 'GET',
      url: `/billing/invoices/:invoiceNumber${suffix}`,
      role: 'FINANCE',
      sample: `/billing/invoices/INV-1${suffix}`,
      bad: { url: `/billing/invoices/INV_1${suffix}`, message: 'params/invoiceNumber must match pattern' },
    }),
  ),
  {
    method: 'GET',
    url: '/billing/billing-period-orders/:invoiceNumber',
    role: 'FINANCE',
    sample: '/billing/billing-period-orders/INV-1',
    bad: { url: '/billing/billing-period-orders/INV%201', message: 'params/invoiceNumber must match pattern' },
  },
  { method: 'GET', url: '/billing/reports', role: 'FINANCE' },
  { method: 'GET', url: '/billing/reports/:id', role: 'FINANCE', sample: '/billing/reports/gmv', bad: { url: '/billing/reports/GMV!', message: 'params/id must match pattern' } },
];

let t: TestApp;
let stranger: TestSigner;
beforeAll(async () => {
  t = await createTestApp();
  stranger = await createTestSigner('stranger');
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const call = (route: RouteCase, headers: Record<string, string>, bad?: BadRequest) =>
  t.app.inject({ method: route.method, url: bad?.url ?? route.sample ?? route.url, headers, ...(bad && 'payload' in bad ? { payload: bad.payload as object } : {}) });

describe('route registry', () => {
  it('registers exactly the routes of the table, with the same roles', () => {
    const registered = t.app.routeRegistry
      .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS')
      .map((route) => `${route.method} ${route.url} ${route.public ? 'PUBLIC' : route.role}`);
    expect(registered.sort()).toEqual(ROUTES.map((route) => `${route.method} ${route.url} ${route.role}`).sort());
  });

  it('has a 400 case in the table for every route that takes a body, path parameters or a query string', () => {
    for (const route of t.app.routeRegistry.filter((candidate) => candidate.method !== 'HEAD')) {
      const takesInput = ['body', 'params', 'querystring'].some((part) => route.schema?.[part as 'body'] !== undefined);
      const entry = ROUTES.find((candidate) => candidate.method === route.method && candidate.url === route.url);
      expect([route.method, route.url, takesInput]).toEqual([route.method, route.url, entry?.bad !== undefined]);
    }
  });
});

describe.each(ROUTES.map((route) => [`${route.method} ${route.url}`, route] as const))('%s', (_name, route) => {
  it('answers 401 without a token', async () => {
    const response = await call(route, {});
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Unauthorized: a bearer token is required');
  });

  it('answers 401 to a token signed by an unknown key', async () => {
    const token = await stranger.sign({ groups: route.role === 'ANY' ? [] : [route.role] });
    const response = await call(route, { authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Unauthorized: Invalid token');
  });

  const wrongGroups = route.role === 'ANY' ? [['STOREFRONT_BUYER']] : ROLES.filter((role) => role !== route.role).map((role) => [role]);
  it.each(wrongGroups)('answers 403 to a user in group %s', async (group) => {
    const token = await t.signer.sign({ groups: [group] });
    const response = await call(route, { authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/^Forbidden: /);
  });

  const bad = route.bad;
  if (bad) {
    it(`answers 400 '${bad.message}...' to a bad request`, async () => {
      const token = await t.tokenFor(route.role === 'ANY' ? 'PLATFORM_ADMIN' : route.role);
      const response = await call(route, { authorization: `Bearer ${token}` }, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().message.startsWith(bad.message)).toBe(true);
    });
  }
});
