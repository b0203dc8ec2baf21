// The route registry, walked from shared-kit's endpoint table: every declared endpoint answers 401
// without a token, 403 to every role outside its declaration, 400 with a message naming the input
// for a bad value of each of its inputs (derived from its schemas), and its happy path with an answer
// that matches its declared schema. A route missing from the table, or a declaration without a
// route, fails here and stops the application.
import { Ajv, type AnySchema } from 'ajv';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import * as XLSX from 'xlsx';
import { ROLES } from '../../src/auth/roles.js';
import type { Role } from '../../src/contract.js';
import { encryptBuyerName } from '../../src/buyers/buyer-names.js';
import { readOutbox } from '../../src/local/local-mail.js';
import { binaryMediaTypes, ENDPOINTS, pathParamNames, servedPath, type Endpoint, type EndpointKey } from '../../src/contract.js';
import { DEMO_BITBUCKET_APP_PASSWORD as APP_PASSWORD, DEMO_BITBUCKET_USER as BITBUCKET_USER, SEEDED_ADMIN_OPERATION_ID } from '../../src/seed/releases-seed.js';
import { registerEndpoints } from '../../src/routes/register-endpoints.js';
import { invoicesWhere, makeRetryable } from '../support/invoice-fixtures.js';
import { createSeededApp } from '../support/seeded-app.js';
import { SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';
import { createTestSigner, type TestSigner } from '../support/test-tokens.js';

const ajv = new Ajv({ strict: false, allErrors: false });
/** Whether `value` matches `schema`, by the same validator (ajv 8) the API validates with. */
const matches = (schema: unknown, value: unknown) => ajv.validate(schema as AnySchema, value);

const TABLE: Endpoint[] = Object.values(ENDPOINTS);

/** A request to an endpoint: its path parameters, query, body and headers. */
interface Sample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Files sent with the body as multipart/form-data (the body's values as text parts). */
  files?: Array<{ field: string; name: string; bytes: Buffer }>;
  /** The role of the caller of an endpoint any console user may call (PLATFORM_ADMIN by default). */
  role?: Role;
}

/** Seed rows the happy paths act on, read once the seeded application is up. */
interface Fixtures {
  invoiceNumber: string;
  awaitingInvoice: string;
  retryableInvoice: string;
  /** Another one, charged by the batch retry. */
  batchRetryableInvoice: string;
  paymentMethod: { tenantId: string; id: string };
  offboardable: { tenantId: string; email: string };
  /** A client form registered with a logo (the seed's forms name images without their bytes). */
  imageSubmission: string;
  /** A tenant whose decommission waits for its resource selection, and that workflow's job. */
  decommissioning: { tenantId: string; jobId: string };
  /** An open reseller invitation, as its e-mailed link names it. */
  invitation: { invitationCode: string; user: string };
  /** A saved view of the invoices grid of the finance user of {@link GRID_CALLER}. */
  gridViewId: string;
}

/** The caller of the grid preference calls: a finance user, whose grids include the invoices grid. */
const GRID_CALLER: Role = 'FINANCE';
/** An empty grid state, as a saved view's. */
const EMPTY_STATE = { search: '', sets: {}, dates: {}, amounts: {}, stock: 'all' };

/** A valid value of each path parameter name the table uses. */
const PARAM_SAMPLES: Record<string, (fixtures: Fixtures) => string> = {
  tenantId: () => 'T01',
  invoiceNumber: (fixtures) => fixtures.invoiceNumber,
  submissionId: () => 'SUB-01001',
  id: () => 'gmv',
  field: () => 'logo',
  jobId: (fixtures) => fixtures.decommissioning.jobId,
  entity: () => 'tenant',
  // The tenant image stored for the happy path (tenants/T01/registry-logo.png) and a default image key.
  name: () => TENANT_IMAGE_NAME,
  key: () => 'favicon',
  gridView: () => 'invoices',
  viewId: (fixtures) => fixtures.gridViewId,
};

/** The name of the image stored as tenants/T01/{name} for the tenant image's happy path. */
const TENANT_IMAGE_NAME = 'registry-logo.png';

/** A 1×1 PNG, the onboarding's pool logo. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f9e2b30000000049454e44ae426082', 'hex');

/** A complete onboarding form (docs/platform-ops.md#onboard-new-tenant) of a tenant that does not exist. */
const ONBOARDING = {
  tenant_id: 'REGISTRY1', tenant_name: 'Registry One', tenant_short_name: 'REG', email: 'owner@registry.example', phone: '+1 555 0100',
  whatsapp: '+1 555 0101', first_name: 'Olive', last_name: 'Owner', site_title: 'Registry', site_description: 'Phones', language: 'en',
  region: 'us-east-1', px_color_primary: '#123456', px_color_secondary: '#abc', px_font_title: 'Inter', px_font_body: 'Inter', routes: 'shop.registry.example',
};

/** A settings sheet (Settings: key | value) for the tenant-settings uploads, written by the xlsx package. */
const SETTINGS_SHEET = (() => {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([['key', 'value'], ['siteTitle', 'Registry']]), 'Settings');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
})();

/** A query sheet (column query) for the schema uploads. */
const QUERY_SHEET = Buffer.from('query\nCREATE INDEX IF NOT EXISTS registry_orders_status ON orders (status)\n');

/** A valid new-client registration: the required fields (docs/client-success.md#client-forms). */
const REGISTRATION = {
  contactEmail: 'ops@registry.example', officialLegalName: 'Registry LLC', jurisdictionOfOrganization: 'Delaware', signerName: 'Ada Byron',
  signerTitle: 'CEO', signerEmail: 'ada@registry.example', payableContactName: 'Alan Turing', payableEmail: 'ap@registry.example',
  billingAddress1: '1 Main St', billingCity: 'Springfield', billingCountry: 'US', billingZipcode: '62701', businessName: 'Registry Phones',
  currency: 'USD', adminSiteUrl: 'https://admin.registry.example', adminUserEmail: 'admin@registry.example',
  buyerSiteUrl: 'https://shop.registry.example', buyerFromEmail: 'orders@registry.example', buyerSiteLanguage: 'en-US',
};

/** The happy-path request of each endpoint whose body or parameters must name seed rows. */
const HAPPY: Partial<Record<EndpointKey, (fixtures: Fixtures) => Sample>> = {
  internalUsersSearch: () => ({ body: { email: 'px' } }),
  internalUsersOffboard: (fixtures) => ({ body: [fixtures.offboardable] }),
  setDefaultPaymentMethod: (fixtures) => ({ params: { tenantId: fixtures.paymentMethod.tenantId }, body: { paymentMethodId: fixtures.paymentMethod.id } }),
  updateInvoiceStatus: (fixtures) => ({ body: { invoiceNumbers: [fixtures.awaitingInvoice], status: 'PAID' } }),
  downloadInvoices: (fixtures) => ({ body: { invoiceNumbers: [fixtures.invoiceNumber], format: 'xlsx' } }),
  invoiceSearch: () => ({ body: { state: { search: '', sets: {}, dates: {}, amounts: {}, stock: 'all' }, limit: 5, counts: true } }),
  invoiceSearchExport: () => ({ body: { state: { search: 'inv', sets: {}, dates: {}, amounts: {}, stock: 'all' } } }),
  clientSearch: () => ({ body: { state: { search: '', sets: {}, dates: {}, amounts: {}, stock: 'all' }, limit: 5, counts: true } }),
  clientSearchExport: () => ({ body: { state: { search: 'a', sets: {}, dates: {}, amounts: {}, stock: 'all' } } }),
  batchRetryPayment: (fixtures) => ({ body: { invoiceNumbers: [fixtures.batchRetryableInvoice] } }),
  retryPayment: (fixtures) => ({ params: { invoiceNumber: fixtures.retryableInvoice } }),
  createProspectiveTenant: () => ({ body: REGISTRATION }),
  updateProspectiveTenant: () => ({ body: { status: 'COMPLETED' } }),
  prospectiveTenantImage: (fixtures) => ({ params: { submissionId: fixtures.imageSubmission, field: 'logo' } }),
  tenantSettingsExcel: () => ({ headers: { tenant_id: 'T01' } }),
  previewTenantSettings: () => ({ headers: { tenant_id: 'T01' }, body: { file: 'settings.xlsx' }, files: [{ field: 'file', name: 'settings.xlsx', bytes: SETTINGS_SHEET }] }),
  submitTenantSettings: () => ({ headers: { tenant_id: 'T01' }, body: { file: 'settings.xlsx' }, files: [{ field: 'file', name: 'settings.xlsx', bytes: SETTINGS_SHEET }] }),
  tenantConfig: () => ({ body: { tenant_id: 'T01' } }),
  saveConfig: () => ({ body: { tenant_id: 'T01', config: { siteTitle: 'Registry' } } }),
  redisCacheKeys: () => ({ query: { tenantId: 'T01' } }),
  evictCache: () => ({ body: { cacheKeyPattern: 'T01|tenant-config' } }),
  reloadCache: () => ({ body: { tenantId: 'T01', cacheName: 'tenant-config' } }),
  splashConfig: () => ({ query: { tenantId: 'T01' } }),
  updateSplashConfig: () => ({ body: { tenant_id: 'T01', tenant_page: true, buyer_page: false, operation: 'add' } }),
  workflowStatus: () => ({ body: { tenant_id: 'T01' } }),
  workflowStart: () => ({ body: ONBOARDING, files: [{ field: 'user_pool_logo', name: 'logo.png', bytes: PNG }] }),
  workflowResume: (fixtures) => {
    const tenantId = fixtures.decommissioning.tenantId;
    return { query: { dryRun: 'true' }, body: { tenant_id: tenantId, 'decommission-resources': { resources: { tenant_id: tenantId, tenant_database: `px_tenant_${tenantId}` } } } };
  },
  decommissionStart: () => ({ body: { tenant_id: 'T01' } }),
  auctionOnboarding: () => ({ body: { tenant_id: 'T01', tenant_system_email: 'system@t01.example' } }),
  poOnboarding: () => ({ body: { tenant_id: 'T01' } }),
  translateNewTenants: () => ({ body: { selectedRepositories: ['phonex-buyer'] } }),
  translateNewKeys: () => ({ body: { selectedRepositories: ['phonex-buyer'] } }),
  updateI18nTable: () => ({ body: { selectedTenants: [{ tenantId: 'T02', locale: 'es-MX' }] } }),
  translateSelectedKeys: () => ({ body: { selectedTenants: [{ tenantId: 'T02', locale: 'es-MX' }] } }),
  schemaManualUpload: () => ({ body: { file: 'queries.csv' }, files: [{ field: 'file', name: 'queries.csv', bytes: QUERY_SHEET }] }),
  schemaSlaveManualUpload: () => ({ body: { file: 'queries.csv' }, files: [{ field: 'file', name: 'queries.csv', bytes: QUERY_SHEET }] }),
  schemaHorizontalSync: () => ({ query: { dryRun: 'true' } }),
  schemaSlaveHorizontalSync: () => ({ query: { dryRun: 'true' } }),
  schemaVerticalSync: () => ({ query: { dryRun: 'true' }, body: { environment: 'dev' } }),
  schemaSlaveVerticalSync: () => ({ query: { dryRun: 'true' }, body: { environment: 'dev' } }),
  storedSchemaQueries: () => ({ query: { kind: 'master' } }),
  tenantSchemas: () => ({ query: { kind: 'master', environment: 'local' } }),
  buyerDecrypt: () => ({ body: { tenant_id: 'T01', encrypted: encryptBuyerName('T01', 'Registry Buyer') } }),
  encryptedBuyers: () => ({ query: { tenant_id: 'T01' } }),
  settingSync: () => ({ body: { source_env: 'dev', destination_env: 'uat', source_tenant_id: 'T01', destination_tenant_id: 'T01' } }),
  // Release deployment, in table order: 8.0.1 directly and 8.0.2 by pull request through each step.
  adminStatus: () => ({ body: { AdminOperationId: SEEDED_ADMIN_OPERATION_ID } }),
  ...Object.fromEntries(
    (['testToVersioned', 'versionedToRelease', 'releaseToProd'] as const).flatMap((step) => [
      [step, () => ({ body: { VersionCode: '8.0.1' } })],
      [`${step}Pr`, () => ({ body: { VersionCode: '8.0.2', BitBucketUser: BITBUCKET_USER, AppPassword: APP_PASSWORD } })],
      [`${step}Approve`, () => ({ body: { BitBucketUser: BITBUCKET_USER, AppPassword: APP_PASSWORD } })],
      [`${step}Merge`, () => ({ body: { BitBucketUser: BITBUCKET_USER, AppPassword: APP_PASSWORD } })],
    ]),
  ),
  updateAppVersion: () => ({ body: { version: 'v8.1.0', config_update: false } }),
  updateConfigVersion: () => ({ body: { tenant_id: 'T01' } }),
  // Reseller onboarding, then the invitation of the setup through verify, locate, accept and resend.
  resellerOnboarding: () => ({ body: resellerOnboardingBody('T06', 'T07', 'registry.reseller@acme.example') }),
  pxnrSync: () => ({ body: { source_tenant_id: 'T01', destination_tenant_id: 'T05' } }),
  verifyInvitation: (fixtures) => ({ body: fixtures.invitation }),
  locateTenant: (fixtures) => ({ body: { ...fixtures.invitation, siteUrl: 'https://t05.buy.example.com' } }),
  acceptInvitation: (fixtures) => ({ body: { ...fixtures.invitation, isPxTenant: true, pxTenantId: 'T05', autoLookup: true } }),
  resendActivation: (fixtures) => ({ body: fixtures.invitation }),
  // The caller of an ANY endpoint is a platform admin: a tenant's history is in their areas.
  recordHistory: () => ({ params: { entity: 'tenant', id: 'T01' } }),
  billingSearch: () => ({ query: { q: 'inv' } }),
  clientFormSearch: () => ({ query: { q: 'a' } }),
  tenantSearch: () => ({ query: { q: 't0' } }),
  internalUserLookup: () => ({ query: { q: 'px' } }),
  reportTelemetry: () => ({ body: { events: [{ remote: 'mfe-billing', version: '0.1.0+1d2b2fc.20261123T060512Z', kind: 'vital', metric: 'LCP', value: 1200 }] } }),
  gridPreferences: () => ({ role: GRID_CALLER }),
  saveGridColumns: () => ({ role: GRID_CALLER, body: { columns: [{ field: 'invoiceNumber', hidden: false, pin: 'left', width: 150 }] } }),
  resetGridColumns: () => ({ role: GRID_CALLER }),
  createGridView: () => ({ role: GRID_CALLER, body: { name: 'Registry view', state: EMPTY_STATE, isDefault: true } }),
  updateGridView: () => ({ role: GRID_CALLER, body: { name: 'Registry fixture view', state: { ...EMPTY_STATE, search: 'inv' }, isDefault: false } }),
  deleteGridView: () => ({ role: GRID_CALLER }),
};

/** Saves a view of the invoices grid as {@link GRID_CALLER}; its id. */
async function saveGridView(t: TestApp): Promise<string> {
  const response = await t.as(GRID_CALLER, { method: 'POST', url: '/grid-preferences/invoices/views', payload: { name: 'Registry fixture', state: EMPTY_STATE, isDefault: false } });
  if (response.statusCode !== 200) throw new Error(`saving the fixture view failed: ${response.body}`);
  const view = response.json<{ views: Array<{ viewId: string; name: string }> }>().views.find((saved) => saved.name === 'Registry fixture');
  if (!view) throw new Error('the fixture view was not saved');
  return view.viewId;
}

/** A reseller onboarding of `pxnsTenantId` inviting `resellerLoginEmail`. */
function resellerOnboardingBody(pxnsTenantId: string, pxnrTenantId: string, resellerLoginEmail: string) {
  return {
    pxnsTenantId,
    pxnrTenantId,
    pxnrTenantName: 'Registry Resale',
    pxnrTenantDescription: null,
    pxnrParticipantId: 'PART-1',
    pxnrCurrencyCode: 'USD',
    pxnrCurrencySymbol: '$',
    pxnrBuyerId: 'B-1',
    pxnrShippingAddressId: 'SA-1',
    pxnrBillingAddressId: 'BA-1',
    pxnrShippingOptionsJSON: {},
    pxnrPaymentOptionJSON: {},
    pxnrAdditionalServices: [],
    adminLoginEmail: 'admin@acme.example',
    resellerLoginEmail,
  };
}

/** Onboards a reseller through the API and answers the invitation code and user of its e-mailed link. */
async function openInvitation(t: TestApp): Promise<Fixtures['invitation']> {
  const to = 'registry.invitation@acme.example';
  const response = await t.as('PLATFORM_ADMIN', { method: 'POST', url: ENDPOINTS.resellerOnboarding.path, payload: resellerOnboardingBody('T03', 'T04', to) });
  if (response.statusCode !== 200) throw new Error(`the reseller onboarding failed: ${response.body}`);
  const [mail] = await readOutbox(t.database.db, to);
  const link = /(http\S+\/register\?\S+)/.exec(mail?.text ?? '')?.[1];
  if (!link) throw new Error('the reseller invitation e-mail has no link');
  const query = new URL(link).searchParams;
  return { invitationCode: query.get('invitationCode') ?? '', user: query.get('user') ?? '' };
}

/** Registers a client form with a PNG logo through the public multipart call; its submission id. */
async function registerWithLogo(app: TestApp['app']): Promise<string> {
  const form = new FormData();
  for (const [name, value] of Object.entries(REGISTRATION)) form.append(name, value);
  form.append('logo', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], { type: 'image/png' }), 'logo.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await app.inject({
    method: 'POST',
    url: ENDPOINTS.createProspectiveTenant.path,
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  if (response.statusCode !== 200) throw new Error(`the registration with a logo failed: ${response.body}`);
  return response.json<{ submissionId: string }>().submissionId;
}

function happySample(endpoint: Endpoint, fixtures: Fixtures): Sample {
  const declared = HAPPY[endpoint.key as EndpointKey]?.(fixtures) ?? {};
  const params = Object.fromEntries(pathParamNames(endpoint.path).map((name) => [name, PARAM_SAMPLES[name]?.(fixtures) ?? '']));
  return { ...declared, params: { ...params, ...declared.params } };
}

function url(endpoint: Endpoint, sample: Sample): string {
  const path = servedPath(endpoint).replace(/:([A-Za-z_]+)/g, (_match, name: string) => encodeURIComponent(sample.params?.[name] ?? ''));
  const query = new URLSearchParams(sample.query ?? {}).toString();
  return query ? `${path}?${query}` : path;
}

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; required?: string[]; additionalProperties?: unknown; items?: JsonSchema; minItems?: number };

/** A value `schema` refuses: one of its own type first (so the rule tested is the schema's own), then of other types. */
function badValue(schema: JsonSchema, asText: boolean): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const texts = ['a b!', 'x'.repeat(300), 'not-one-of-the-values'];
  const sameType: unknown[] = asText ? texts : type === 'array' ? [[], [42]] : type === 'object' ? [{}, { unexpected: 1 }] : type === 'string' ? texts : [];
  const candidates = [...sameType, ...(asText ? [] : [42, 'x', null, [], {}, true])];
  const bad = candidates.find((candidate) => !matches(schema, candidate));
  if (bad === undefined) throw new Error(`no value refused by ${JSON.stringify(schema)}`);
  return bad;
}

/** The validator's own words, which no 400 answer shows (docs/errors.md). */
const RAW_VALIDATION_TEXT = /^(body|querystring|params|headers)\b|must match pattern|must NOT have|allowed values|required property/;

/** A request the endpoint must refuse with 400, and the input field its answer must name (none: the whole input). */
interface BadCase {
  name: string;
  sample: Sample;
  field: string | undefined;
}

/** The field a refusal at `path` (`body/a/0/b`) names: its last part below the request part that is not an index. */
function fieldAt(path: string): string | undefined {
  return path.split('/').slice(1).filter((part) => !/^\d+$/.test(part)).pop();
}

/**
 * The field a bad value `bad` of `schema` is refused for: an object missing a required property of
 * the schema is refused for the first one missing (the validator checks `required` in order); any
 * other bad value for `otherwise` (the place it is put).
 */
function refusedField(schema: JsonSchema, bad: unknown, otherwise: string | undefined): string | undefined {
  if (typeof bad !== 'object' || bad === null || Array.isArray(bad) || schema.type !== 'object') return otherwise;
  return schema.required?.find((name) => !(name in bad)) ?? otherwise;
}

/** Bad versions of `value` (valid for `schema`) at `path`: missing required properties, bad values, extra properties, too few items. */
function badValues(schema: JsonSchema, value: unknown, path: string, asText: boolean): Array<{ value: unknown; path: string; field: string | undefined }> {
  const cases: Array<{ value: unknown; path: string; field: string | undefined }> = [];
  if (schema.type === 'object' && schema.properties && typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    for (const [name, property] of Object.entries(schema.properties)) {
      if (schema.required?.includes(name)) {
        const { [name]: _omitted, ...rest } = object;
        cases.push({ value: rest, path: `${path} (without ${name})`, field: name });
      }
      // A dictionary (values of one schema under any key) given an object with a bad entry is refused
      // at that entry's own path; given an empty object or no object at all, at its own path.
      const dictionary = property.type === 'object' && !property.properties && typeof property.additionalProperties === 'object';
      const bad = badValue(property, asText);
      const atEntry = dictionary && typeof bad === 'object' && bad !== null && !Array.isArray(bad) && Object.keys(bad).length > 0;
      cases.push({ value: { ...object, [name]: bad }, path: `${path}/${name}`, field: atEntry ? Object.keys(bad as object)[0] : refusedField(property, bad, name) });
      if (name in object) {
        for (const inner of badValues(property, object[name], `${path}/${name}`, asText)) cases.push({ ...inner, value: { ...object, [name]: inner.value } });
      }
    }
    if (schema.additionalProperties === false) cases.push({ value: { ...object, unexpected: '1' }, path: `${path} (extra property)`, field: 'unexpected' });
  }
  if (schema.type === 'array' && Array.isArray(value)) {
    if (schema.minItems) cases.push({ value: [], path: `${path} (empty)`, field: fieldAt(path) });
    if (schema.items && value.length > 0) {
      const bad = badValue(schema.items, asText);
      cases.push({ value: [bad, ...value.slice(1)], path: `${path}/0`, field: refusedField(schema.items, bad, fieldAt(`${path}/0`)) });
      for (const inner of badValues(schema.items, value[0], `${path}/0`, asText)) cases.push({ ...inner, value: [inner.value, ...value.slice(1)] });
    }
  }
  return cases;
}

/** One bad request per input of the endpoint, each otherwise valid (the happy sample with one input spoilt). */
function badCases(endpoint: Endpoint, sample: Sample): BadCase[] {
  const cases: BadCase[] = [];
  for (const name of Object.keys(endpoint.params?.properties ?? {})) {
    const bad = String(badValue(endpoint.params?.properties[name] as JsonSchema, true));
    cases.push({ name: `params/${name}`, sample: { ...sample, params: { ...sample.params, [name]: bad } }, field: name });
  }
  if (endpoint.query) {
    for (const bad of badValues(endpoint.query as JsonSchema, sample.query ?? {}, 'querystring', true)) {
      if (bad.path.includes('(without ')) continue;
      cases.push({ name: bad.path, sample: { ...sample, query: bad.value as Record<string, string> }, field: bad.field });
    }
  }
  if (endpoint.headers) {
    for (const [name, property] of Object.entries((endpoint.headers as JsonSchema).properties ?? {})) {
      cases.push({ name: `headers/${name}`, sample: { ...sample, headers: { [name]: String(badValue(property, true)) } }, field: name });
    }
  }
  if (endpoint.body) {
    const body = endpoint.body as JsonSchema;
    // Bad bodies go as JSON, whose types multipart text parts cannot carry.
    const { files: _files, ...json } = sample;
    cases.push({ name: 'body (wrong type)', sample: { ...json, body: body.type === 'array' ? {} : [] }, field: undefined });
    for (const bad of badValues(body, sample.body, 'body', false)) cases.push({ name: bad.path, sample: { ...json, body: bad.value }, field: bad.field });
  }
  return cases;
}

let t: TestApp;
let stranger: TestSigner;
let fixtures: Fixtures;
let blobDir: string;
beforeAll(async () => {
  // The registered logo's bytes go to a directory of this file's own.
  blobDir = await mkdtemp(path.join(os.tmpdir(), 'route-registry-blobs-'));
  process.env.BLOB_DIR = blobDir;
  t = await createSeededApp();
  stranger = await createTestSigner('stranger');
  const db = t.database.db;
  const [invoiceNumber] = await invoicesWhere(db, "i.invoice_status = 'PAID'", 1);
  const [awaitingInvoice] = await invoicesWhere(db, "i.invoice_status = 'AWAITING_PAYMENT' and i.card_payment_status is distinct from 'REQUESTED'", 1);
  const [retryableInvoice, batchRetryableInvoice] = await invoicesWhere(db, "i.invoice_status = 'OVERDUE' and i.invoiced_amount > 0", 2);
  if (!invoiceNumber || !awaitingInvoice || !retryableInvoice || !batchRetryableInvoice) throw new Error('the seed lacks invoices for the happy paths');
  await makeRetryable(db, retryableInvoice, '4242');
  await makeRetryable(db, batchRetryableInvoice, '4242');
  const method = (await db.query<{ tenantId: string; id: string }>(`select tenant_id as "tenantId", payment_method_id as id from payment_methods where not is_default order by 1, 2 limit 1`)).rows[0];
  const user = (
    await db.query<{ tenantId: string; email: string }>(
      `select tenant_id as "tenantId", email from internal_users where user_type = 'ADMIN' and active order by email limit 1`,
    )
  ).rows[0];
  if (!method || !user) throw new Error('the seed lacks a payment method or an internal user for the happy paths');
  const decommissioned = (await db.query<{ tenantId: string }>(`select tenant_id as "tenantId" from tenants where tenant_id <> 'T01' order by tenant_id limit 1`)).rows[0];
  if (!decommissioned) throw new Error('the seed lacks a second tenant for the decommission');
  const started = await t.as('PLATFORM_ADMIN', { method: 'POST', url: ENDPOINTS.decommissionStart.path, payload: { tenant_id: decommissioned.tenantId } });
  if (started.statusCode !== 200) throw new Error(`the decommission start failed: ${started.body}`);
  await t.app.providers.blobs.put(`tenants/T01/${TENANT_IMAGE_NAME}`, PNG);
  fixtures = {
    invoiceNumber,
    awaitingInvoice,
    retryableInvoice,
    batchRetryableInvoice,
    paymentMethod: method,
    offboardable: user,
    imageSubmission: await registerWithLogo(t.app),
    decommissioning: { tenantId: decommissioned.tenantId, jobId: started.json<{ jobId: string }>().jobId },
    invitation: await openInvitation(t),
    gridViewId: await saveGridView(t),
  };
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await t.close();
  await rm(blobDir, { recursive: true, force: true });
});

/** A multipart/form-data body of `fields` and `files`, encoded as a browser would. */
async function multipartOf(fields: Record<string, unknown>, files: NonNullable<Sample['files']>): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  // A file field's body value is the file's name: the file part carries it.
  for (const [name, value] of Object.entries(fields)) if (!files.some((file) => file.field === name)) form.append(name, String(value));
  for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: 'image/png' }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}

const call = async (endpoint: Endpoint, sample: Sample, token?: string) => {
  const multipart = sample.files ? await multipartOf(sample.body as Record<string, unknown>, sample.files) : null;
  return t.app.inject({
    method: endpoint.method,
    url: url(endpoint, sample),
    headers: { ...sample.headers, ...(multipart ? { 'content-type': multipart.contentType } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(multipart ? { payload: multipart.payload } : sample.body === undefined ? {} : { payload: sample.body as object }),
  });
};
const tokenOf = (endpoint: Endpoint, sample: Sample) => t.tokenFor(endpoint.access === 'ANY' || endpoint.access === 'PUBLIC' ? (sample.role ?? 'PLATFORM_ADMIN') : endpoint.access);

describe('route registry', () => {
  it('registers exactly the endpoints of the table, each with its declared access, and no other route', () => {
    const registered = t.app.routeRegistry
      .filter((route) => route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url} ${route.public ? 'PUBLIC' : route.role}`);
    expect(registered.sort()).toEqual(TABLE.map((endpoint) => `${endpoint.method} ${servedPath(endpoint)} ${endpoint.access}`).sort());
  });

  it('has a valid sample for every path parameter name of the table', () => {
    const names = [...new Set(TABLE.flatMap((endpoint) => pathParamNames(endpoint.path)))];
    expect(names.filter((name) => PARAM_SAMPLES[name] === undefined)).toEqual([]);
  });

  describe('refuses to start when the table and the handlers differ', () => {
    const handlers = Object.fromEntries(Object.keys(ENDPOINTS).map((key) => [key, async () => null]));
    const register = (table: Record<string, Endpoint>, map: Record<string, unknown>) => () =>
      registerEndpoints(Fastify(), table, map as never, { local: true });

    it('a declaration without a handler', () => {
      const extra: Endpoint = { ...ENDPOINTS.reports, key: 'archivedReports', path: '/billing/archived-reports' };
      expect(register({ ...ENDPOINTS, archivedReports: extra }, handlers)).toThrow(
        'The endpoint table and the route handlers differ: declared without a handler: archivedReports',
      );
    });

    it('a handler without a declaration', () => {
      expect(register(ENDPOINTS, { ...handlers, archivedReports: async () => [] })).toThrow(
        'The endpoint table and the route handlers differ: handlers without a declaration: archivedReports',
      );
    });

    it('a path whose parameters differ from its params schema', () => {
      const moved: Endpoint = { ...ENDPOINTS.report, path: '/billing/reports/:reportId' };
      expect(register({ ...ENDPOINTS, report: moved }, handlers)).toThrow('report: path parameters [reportId] but params schema [id]');
    });

    it('the complete table and handler map register every endpoint', () => {
      const app = Fastify();
      registerEndpoints(app, ENDPOINTS, handlers as never, { local: false });
      expect(app.hasRoute({ method: 'GET', url: '/billing/clients' })).toBe(true);
      expect(app.hasRoute({ method: 'GET', url: '/openapi.json' })).toBe(false);
    });
  });
});

/** The action-log entries of an endpoint. */
const actionEntries = async (key: string) =>
  (await t.database.db.query<{ n: number }>('select count(*)::int as n from action_log where endpoint = $1', [key])).rows[0]?.n ?? 0;

/** Whether an endpoint's entries grow beyond `before` within 10 s (an asynchronous request writes its entry when it runs). */
async function eventuallyMore(key: string, before: number): Promise<boolean> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if ((await actionEntries(key)) > before) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

describe.each(TABLE.map((endpoint) => [`${endpoint.method} ${endpoint.path} (${endpoint.key}, ${endpoint.access})`, endpoint] as const))('%s', (_name, endpoint) => {
  if (endpoint.access !== 'PUBLIC') {
    it('answers 401 without a token', async () => {
      const response = await call(endpoint, happySample(endpoint, fixtures));
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Unauthorized: a bearer token is required');
    });

    it('answers 401 to a token signed by an unknown key', async () => {
      const token = await stranger.sign({ groups: endpoint.access === 'ANY' ? [] : [endpoint.access] });
      const response = await call(endpoint, happySample(endpoint, fixtures), token);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Unauthorized: Invalid token');
    });

    const wrongGroups = endpoint.access === 'ANY' ? ['STOREFRONT_BUYER'] : ROLES.filter((role) => role !== endpoint.access);
    it.each(wrongGroups)('answers 403 to a user in group %s', async (group) => {
      const response = await call(endpoint, happySample(endpoint, fixtures), await t.signer.sign({ groups: [group] }));
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/^Forbidden: /);
    });
  }

  it('answers 400 in plain words naming the field for a bad value of each of its inputs', async () => {
    const cases = badCases(endpoint, happySample(endpoint, fixtures));
    const inputs = ['params', 'query', 'headers', 'body'].filter((part) => endpoint[part as 'body'] !== undefined);
    // Every declared input yields at least one bad request.
    expect(inputs.filter((part) => !cases.some((bad) => bad.name.startsWith(part === 'query' ? 'querystring' : part)))).toEqual([]);
    const token = await tokenOf(endpoint, happySample(endpoint, fixtures));
    for (const bad of cases) {
      const response = await call(endpoint, bad.sample, token);
      expect([bad.name, response.statusCode]).toEqual([bad.name, 400]);
      const answer = response.json<{ message: string; field?: string }>();
      expect([bad.name, answer.field, RAW_VALIDATION_TEXT.test(answer.message)]).toEqual([bad.name, bad.field, false]);
    }
  });

  it('answers its happy path with an answer of its declared schema', async () => {
    const entriesBefore = await actionEntries(endpoint.key);
    const sample = happySample(endpoint, fixtures);
    const response = await call(endpoint, sample, endpoint.access === 'PUBLIC' ? undefined : await tokenOf(endpoint, sample));
    expect(response.statusCode).toBe(200);
    // The audit trail (docs/api.md#action-log): every mutation not declared as changing no business
    // state writes its entry; its dry run writes none, and the same call for real writes one.
    if (endpoint.method !== 'GET' && !endpoint.changesNoBusinessState) {
      if (sample.query?.dryRun === 'true') {
        expect([endpoint.key, await actionEntries(endpoint.key)]).toEqual([endpoint.key, entriesBefore]);
        const { dryRun: _dryRun, ...query } = sample.query;
        const real = await call(endpoint, { ...sample, query }, endpoint.access === 'PUBLIC' ? undefined : await tokenOf(endpoint, sample));
        expect([endpoint.key, real.statusCode]).toEqual([endpoint.key, 200]);
      }
      expect([endpoint.key, await eventuallyMore(endpoint.key, entriesBefore)]).toEqual([endpoint.key, true]);
      // No empty entry: it names what was acted on.
      const { rows } = await t.database.db.query<{ targets: string[] }>('select target_ids as targets from action_log where endpoint = $1 order by id desc limit 1', [endpoint.key]);
      expect([endpoint.key, (rows[0]?.targets.length ?? 0) > 0]).toEqual([endpoint.key, true]);
    }
    const declared = endpoint.responses[200];
    if (!declared) throw new Error(`${endpoint.key} declares no 200 answer`);
    const mediaTypes = binaryMediaTypes(declared);
    if (mediaTypes) {
      expect(mediaTypes).toContain(String(response.headers['content-type']).split(';')[0]);
      expect(response.rawPayload.length).toBeGreaterThan(0);
    } else {
      const body: unknown = response.json();
      expect([matches(declared, body), ajv.errorsText()]).toEqual([true, 'No errors']);
    }
  });
});
