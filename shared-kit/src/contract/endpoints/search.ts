/**
 * Record search of the command palette: one server search per area,
 * each open to the one role that owns the area (docs/api.md#roles-and-tokens): billing (invoices by
 * number, clients by name) for FINANCE, client forms (prospective tenants by company name or
 * submission id) for CLIENT_SUCCESS, tenants (by id or name) for PLATFORM_ADMIN and internal users
 * (by e-mail) for ORG_ADMIN. Matching ignores case and finds the text anywhere in the field; each
 * kind answers at most {@link SEARCH_RESULT_LIMIT} results, those starting with the text first.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { Role } from '../roles/roles';
import { ACTION_LOG_ENTITIES, ACTION_LOG_ENTITY_LABELS, type ActionLogEntity } from './action-log';
import { declareEndpoints } from './define-endpoint';
import { StringEnum, Text } from './schema-helpers';

/** Most results one search answers per kind of record. */
export const SEARCH_RESULT_LIMIT = 10;

/** Longest search text, in characters once trimmed. */
export const SEARCH_TEXT_MAX_LENGTH = 100;

/** The kinds of record the palette finds: the action log's kinds of record, with their ids. */
export type SearchResultKind = ActionLogEntity;

/** How the palette names each kind of result beside it (the action log's labels, e.g. 'Client form'). */
export const SEARCH_RESULT_KIND_LABELS: Readonly<Record<SearchResultKind, string>> = ACTION_LOG_ENTITY_LABELS;

/**
 * One found record: its kind, its id (invoice number, tenant id, submission id, or
 * `{tenantId}/{email}` of an internal user), the text it is found by and one line about it.
 */
export const SearchResultSchema = Type.Object({
  kind: StringEnum(ACTION_LOG_ENTITIES),
  id: Type.String(),
  label: Type.String({ description: 'What the record is found by: the invoice number, client or company name, tenant name, e-mail' }),
  detail: Type.String({ description: 'One line about the record, e.g. the client of an invoice' }),
});
/** See {@link SearchResultSchema}. */
export type SearchResult = Static<typeof SearchResultSchema>;

/** Query of every area search: `q`, the text to find (1-100 characters once trimmed). */
export const SearchQuerySchema = Type.Object(
  { q: Text({ maxLength: SEARCH_TEXT_MAX_LENGTH, description: 'The text to find, ignoring case, anywhere in the field' }) },
  { additionalProperties: false },
);

const answer = { 200: Type.Array(SearchResultSchema) };

/** The area searches of the command palette, one per role (see the module comment). */
export const SEARCH_ENDPOINTS = declareEndpoints({
  billingSearch: {
    method: 'GET',
    path: '/billing/search',
    access: 'FINANCE',
    area: 'billing',
    summary: 'Invoices whose number and clients whose name contain q, ignoring case, at most 10 of each',
    query: SearchQuerySchema,
    responses: answer,
  },
  clientFormSearch: {
    method: 'GET',
    path: '/client-success/search',
    access: 'CLIENT_SUCCESS',
    area: 'client-success',
    summary: 'Client forms whose company name or submission id contains q, ignoring case, at most 10',
    query: SearchQuerySchema,
    responses: answer,
  },
  tenantSearch: {
    method: 'GET',
    path: '/tenants/search',
    access: 'PLATFORM_ADMIN',
    area: 'platform-ops',
    summary: 'Tenants whose id or name contains q, ignoring case, at most 10',
    query: SearchQuerySchema,
    responses: answer,
  },
  internalUserLookup: {
    method: 'GET',
    path: '/internal-users/lookup',
    access: 'ORG_ADMIN',
    area: 'internal-users',
    summary: 'Internal users whose e-mail contains q, ignoring case, at most 10',
    query: SearchQuerySchema,
    responses: answer,
  },
});

/** One area search of the palette: the role that may use it, how the palette names it, its endpoint. */
export interface SearchArea {
  role: Role;
  /** Named in '{Area} search is unavailable'. */
  area: string;
  endpoint: (typeof SEARCH_ENDPOINTS)[keyof typeof SEARCH_ENDPOINTS];
}

/**
 * The area searches in role order (docs/api.md#roles-and-tokens: each area belongs to exactly one role); a tuple, so
 * a screen may call one hook per area.
 */
export const SEARCH_AREAS = [
  { role: 'PLATFORM_ADMIN', area: 'Tenant', endpoint: SEARCH_ENDPOINTS.tenantSearch },
  { role: 'FINANCE', area: 'Billing', endpoint: SEARCH_ENDPOINTS.billingSearch },
  { role: 'CLIENT_SUCCESS', area: 'Client form', endpoint: SEARCH_ENDPOINTS.clientFormSearch },
  { role: 'ORG_ADMIN', area: 'Internal user', endpoint: SEARCH_ENDPOINTS.internalUserLookup },
] as const satisfies readonly SearchArea[];

/**
 * The message shown in the palette when an area's search fails; the page results stay.
 *
 * @example searchUnavailableMessage('Billing') // 'Billing search is unavailable'
 */
export function searchUnavailableMessage(area: string): string {
  return `${area} search is unavailable`;
}

/**
 * Where a found record opens: an invoice's details (docs/billing.md#clients-and-invoices-grids), a client's Contact tab (docs/billing.md#clients-and-invoices-grids),
 * a client form (docs/client-success.md#client-forms), and for a tenant or an internal user (which have no page of their own)
 * their history on the Activity page.
 *
 * @example searchResultPath({ kind: 'invoice', id: 'INV-1', label: 'INV-1', detail: '' }) // '/invoices/INV-1'
 */
export function searchResultPath(result: Pick<SearchResult, 'kind' | 'id'>): string {
  const id = encodeURIComponent(result.id);
  switch (result.kind) {
    case 'invoice':
      return `/invoices/${id}`;
    case 'client':
      return `/clients/${id}?tab=0`;
    case 'client-form':
      return `/client-form/${id}`;
    case 'tenant':
      return `/activity?entity=tenant&targetId=${id}`;
    case 'internal-user':
      return `/activity?entity=internal-user&targetId=${id}`;
  }
}
