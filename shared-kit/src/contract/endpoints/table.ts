/**
 * The endpoint table of the console's shared contract: every call platform-api serves, declared
 * once (docs/data-layer.md#the-calls), except the platform admin's tooling, whose groups
 * are the `shared-kit/contract/platform-ops` entry's (only mfe-platform-ops loads them, so no other
 * page downloads them). `../all-endpoints.ts` joins both into the table platform-api serves. Each
 * feature adds its calls as it builds them, never a declaration without a route: platform-api
 * refuses to start when a declaration has no handler or a handler no declaration.
 */
import { Type } from '@sinclair/typebox';
import { ACCOUNT_ENDPOINTS } from './account';
import { ACTION_LOG_ENDPOINTS } from './action-log';
import { BILLING_CLIENT_ENDPOINTS } from './billing-clients';
import { BILLING_INVOICE_ENDPOINTS } from './billing-invoices';
import { BILLING_REPORT_ENDPOINTS } from './billing-reports';
import { CLIENT_FORM_ENDPOINTS } from './client-forms';
import { DASHBOARD_ENDPOINTS } from './dashboard';
import { declareEndpoints } from './define-endpoint';
import { GRID_PREFERENCE_ENDPOINTS } from './grid-preferences';
import { INTERNAL_USER_ENDPOINTS } from './internal-users';
import { JOB_ENDPOINTS } from './jobs';
import { Dictionary } from './schema-helpers';
import { SEARCH_ENDPOINTS } from './search';
import { TELEMETRY_ENDPOINTS } from './telemetry';
import { TENANT_ENDPOINTS } from './tenants';

/** The version the running API answers at GET /version (console status panel). */
export const ApiVersionSchema = Type.Object({
  name: Type.String({ description: "The API's name: 'platform-api'" }),
  version: Type.String({ description: 'Its version, as in the OpenAPI document (`info.version`)' }),
});

/** The API's own description: its OpenAPI document, generated from this table, and its version. */
export const DOCUMENTATION_ENDPOINTS = declareEndpoints({
  apiVersion: {
    method: 'GET',
    path: '/version',
    access: 'ANY',
    area: 'documentation',
    summary: "The running API's name and version, for the console status panel; any console user",
    responses: { 200: ApiVersionSchema },
  },
  openApiDocument: {
    method: 'GET',
    path: '/openapi.json',
    access: 'PUBLIC',
    area: 'documentation',
    summary: 'The OpenAPI 3 document of every endpoint of this table; served only when the API runs locally',
    localOnly: true,
    responses: { 200: Dictionary(Type.Unknown(), { description: 'An OpenAPI 3.0 document' }) },
  },
});

/** Every endpoint of the API but the platform admin's tooling (see above), by key. */
export const ENDPOINTS = {
  ...ACCOUNT_ENDPOINTS,
  ...TENANT_ENDPOINTS,
  ...INTERNAL_USER_ENDPOINTS,
  ...CLIENT_FORM_ENDPOINTS,
  ...BILLING_CLIENT_ENDPOINTS,
  ...BILLING_INVOICE_ENDPOINTS,
  ...BILLING_REPORT_ENDPOINTS,
  ...JOB_ENDPOINTS,
  ...ACTION_LOG_ENDPOINTS,
  ...SEARCH_ENDPOINTS,
  ...TELEMETRY_ENDPOINTS,
  ...DASHBOARD_ENDPOINTS,
  ...GRID_PREFERENCE_ENDPOINTS,
  ...DOCUMENTATION_ENDPOINTS,
} as const;

/** The key of an endpoint of {@link ENDPOINTS}, e.g. `clientContact`. */
export type EndpointKey = keyof typeof ENDPOINTS;

/** The endpoints of {@link ENDPOINTS} in table order. */
export const ENDPOINT_LIST = Object.values(ENDPOINTS);
