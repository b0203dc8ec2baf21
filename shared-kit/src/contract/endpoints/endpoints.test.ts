import { Type } from '@sinclair/typebox';
import { ROLES } from '../roles/roles';
import { API_PATHS } from './entities';
import { acceptsDryRun, DryRunAnswer, isDryRun, withDryRun } from './dry-run';
import { binaryMediaTypes, BinaryFile, endpointPath, pathParamNames, type Endpoint } from './define-endpoint';
import { Dictionary, Nullable, NullableStringEnum, StringEnum } from './schema-helpers';
import { ENDPOINTS } from '../all-endpoints';
import { PLATFORM_OPS_ENDPOINTS } from '../platform-ops';
import { ENDPOINTS as SHARED_CONTRACT_ENDPOINTS } from './table';

const TABLE: Endpoint[] = Object.values(ENDPOINTS);

describe('the endpoint table', () => {
  it("joins the shared contract's table and the platform admin's tooling without a key in both", () => {
    const shared = Object.keys(SHARED_CONTRACT_ENDPOINTS);
    const platformOps = Object.keys(PLATFORM_OPS_ENDPOINTS);
    expect(shared.filter((key) => platformOps.includes(key))).toEqual([]);
    expect(Object.keys(ENDPOINTS).sort()).toEqual([...shared, ...platformOps].sort());
    // The pages every role opens load only the shared table: no platform-ops call is in it.
    expect(shared).toEqual(expect.arrayContaining(['invoices', 'jobs', 'actionLog', 'listTenants']));
    expect(shared).not.toEqual(expect.arrayContaining(['workflowStart']));
    expect(platformOps).toEqual(expect.arrayContaining(['workflowStart', 'resellerOnboarding', 'adminStatus', 'translationRepositories']));
  });

  it('declares each method and path once, each under its own key', () => {
    const calls = TABLE.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(calls).size).toBe(calls.length);
    for (const [key, endpoint] of Object.entries(ENDPOINTS)) expect(endpoint.key).toBe(key);
  });

  it.each(TABLE.map((endpoint) => [endpoint.key, endpoint] as const))('%s: access, path parameters, closed inputs, a 200 answer', (_key, endpoint) => {
    expect([...ROLES, 'ANY', 'PUBLIC']).toContain(endpoint.access);
    expect(pathParamNames(endpoint.path).sort()).toEqual(Object.keys(endpoint.params?.properties ?? {}).sort());
    for (const input of [endpoint.params, endpoint.query]) if (input) expect(input.additionalProperties).toBe(false);
    if (endpoint.body?.type === 'object') expect(endpoint.body.additionalProperties).toBe(false);
    expect(endpoint.responses[200]).toBeDefined();
  });

  it('marks the answers of the endpoints that accept dryRun with the optional dryRun flag', () => {
    const dryRunnable = TABLE.filter(acceptsDryRun);
    expect(dryRunnable.map((endpoint) => endpoint.key).sort()).toEqual([
      'batchRetryPayment',
      'internalUsersOffboard',
      'retryPayment',
      'schemaHorizontalSync',
      'schemaSlaveHorizontalSync',
      'schemaSlaveVerticalSync',
      'schemaVerticalSync',
      'updateInvoiceStatus',
      'workflowResume',
    ]);
    for (const endpoint of dryRunnable) {
      const answer = endpoint.responses[200];
      expect([endpoint.key, answer?.properties?.dryRun, answer?.required]).toEqual([endpoint.key, expect.objectContaining({ const: true }), expect.not.arrayContaining(['dryRun'])]);
    }
  });

  it('declares ClientRow.status as the five client statuses (the API and the console agree)', () => {
    const status = ENDPOINTS.clients.responses[200].items.properties.status;
    expect(status).toMatchObject({ type: 'string', enum: ['ACTIVE', 'TRIAL_PERIOD', 'DEACTIVATED', 'ONBOARDING', 'PENDING_DEACTIVATION'] });
  });
});

describe('endpointPath and API_PATHS', () => {
  it('fills in and URL-encodes path parameters', () => {
    expect(endpointPath(ENDPOINTS.clientContact, { tenantId: 'T 1/2' })).toBe('/billing/clients/T%201%2F2/contact');
    expect(endpointPath(ENDPOINTS.clients, {})).toBe('/billing/clients');
  });

  it('throws when a parameter is missing', () => {
    expect(() => endpointPath(ENDPOINTS.report, {} as { id: string })).toThrow('report: path parameter id is missing');
  });

  it('gives the console the paths of the table', () => {
    expect(API_PATHS.billing.invoices).toBe('/billing/invoices');
    expect(API_PATHS.billing.retryPayment('INV-1')).toBe('/billing/invoices/INV-1/retry-payment');
    expect(API_PATHS.prospectiveTenant('SUB 1')).toBe('/client-success/prospective-tenants/SUB%201');
    expect(API_PATHS.internalUsersOffboard).toBe(ENDPOINTS.internalUsersOffboard.path);
  });
});

describe('schema helpers', () => {
  it('StringEnum and NullableStringEnum emit enum, not anyOf', () => {
    const json = (schema: unknown) => JSON.parse(JSON.stringify(schema)) as unknown;
    expect(json(StringEnum(['a', 'b'], { default: 'a' }))).toEqual({ type: 'string', enum: ['a', 'b'], default: 'a' });
    expect(json(NullableStringEnum(['a']))).toEqual({ type: ['string', 'null'], enum: ['a', null] });
  });

  it('Nullable widens a primitive type and refuses an object', () => {
    expect(Nullable(Type.String({ pattern: '^x$' }))).toMatchObject({ type: ['string', 'null'], pattern: '^x$' });
    expect(() => Nullable(Type.Object({}) as never)).toThrow('Nullable takes a primitive schema');
  });

  it('Dictionary is an object of additional properties', () => {
    expect(Dictionary(Type.Number())).toMatchObject({ type: 'object', additionalProperties: { type: 'number' } });
  });

  it('binaryMediaTypes reads a file answer or a union of them; null for JSON', () => {
    expect(binaryMediaTypes(BinaryFile('application/pdf'))).toEqual(['application/pdf']);
    expect(binaryMediaTypes(Type.Union([BinaryFile('application/zip'), BinaryFile('text/csv')]))).toEqual(['application/zip', 'text/csv']);
    expect(binaryMediaTypes(Type.Union([BinaryFile('application/zip'), Type.String()]))).toBeNull();
    expect(binaryMediaTypes(Type.Object({}))).toBeNull();
  });
});

describe('the dry-run convention', () => {
  it("accepts dryRun 'true' or 'false' beside the query's own parameters, nothing else", () => {
    const query = withDryRun(Type.Object({ tenantId: Type.String() }));
    expect(Object.keys(query.properties)).toEqual(['tenantId', 'dryRun']);
    expect(query.properties.dryRun).toMatchObject({ type: 'string', enum: ['true', 'false'] });
    expect(query.additionalProperties).toBe(false);
    expect(acceptsDryRun({ query })).toBe(true);
    expect(acceptsDryRun({ query: Type.Object({}) })).toBe(false);
  });

  it("isDryRun is true only for dryRun 'true'", () => {
    expect(isDryRun({ dryRun: 'true' })).toBe(true);
    expect(isDryRun({ dryRun: 'false' })).toBe(false);
    expect(isDryRun({})).toBe(false);
    expect(isDryRun(undefined)).toBe(false);
  });

  it('DryRunAnswer keeps the answer and adds the optional dryRun: true', () => {
    const answer = DryRunAnswer(Type.Object({ message: Type.String() }, { description: 'An answer' }));
    expect(answer).toMatchObject({ type: 'object', required: ['message'], description: 'An answer' });
    expect(answer.properties.dryRun).toMatchObject({ const: true });
  });
});
