import type { FastifyInstance } from 'fastify';
import {
  clientStatusLabel,
  invoiceDisplayStatus,
  SEARCH_RESULT_LIMIT,
  statusChipText,
  type CardPaymentStatus,
  type InvoiceStatus,
  type SearchResult,
} from '../../contract.js';
import type { Queryable } from '../../db/database.js';
import { likeEscape } from '../../db/sql.js';
import type { HandlerGroup } from '../register-endpoints.js';

/** The LIKE patterns of a search text: anywhere in the field, and at its start (ranked first). */
interface Patterns {
  contains: string;
  prefix: string;
}

function patterns(text: string): Patterns {
  const needle = likeEscape(text.trim().toLowerCase());
  return { contains: `%${needle}%`, prefix: `${needle}%` };
}

/**
 * The rows of one kind whose `fields` contain the text, ignoring case: those starting with it first,
 * then by `order`, at most {@link SEARCH_RESULT_LIMIT}. `from` and `fields` are fixed SQL of this
 * module; the text goes only into parameters $1 (contains) and $2 (prefix).
 */
async function find<Row extends object>(db: Queryable, select: string, from: string, fields: readonly string[], order: string, text: string): Promise<Row[]> {
  const { contains, prefix } = patterns(text);
  const matches = (pattern: string) => fields.map((field) => `lower(${field}) like ${pattern} escape '\\'`).join(' or ');
  const { rows } = await db.query<Row>(
    `select ${select} from ${from} where ${matches('$1')} order by (${matches('$2')}) desc, ${order} limit ${SEARCH_RESULT_LIMIT}`,
    [contains, prefix],
  );
  return rows;
}

/**
 * Billing search (FINANCE): invoices whose number contains the text, with their client and status
 * as shown on the chip, then clients whose name contains it, with their status.
 */
export async function searchBilling(db: Queryable, text: string): Promise<SearchResult[]> {
  const invoices = await find<{ invoiceNumber: string; clientName: string; invoiceStatus: InvoiceStatus; cardPaymentStatus: CardPaymentStatus | null }>(
    db,
    'i.invoice_number as "invoiceNumber", c.client_name as "clientName", i.invoice_status as "invoiceStatus", i.card_payment_status as "cardPaymentStatus"',
    'invoices i join clients c on c.tenant_id = i.tenant_id',
    ['i.invoice_number'],
    'i.invoice_date desc, i.invoice_number',
    text,
  );
  const clients = await find<{ tenantId: string; clientName: string; status: string }>(
    db,
    'tenant_id as "tenantId", client_name as "clientName", status',
    'clients',
    ['client_name'],
    'client_name, tenant_id',
    text,
  );
  return [
    ...invoices.map((row): SearchResult => ({
      kind: 'invoice',
      id: row.invoiceNumber,
      label: row.invoiceNumber,
      detail: `${row.clientName} · ${statusChipText(invoiceDisplayStatus(row))}`,
    })),
    ...clients.map((row): SearchResult => ({ kind: 'client', id: row.tenantId, label: row.clientName, detail: `${row.tenantId} · ${clientStatusLabel(row.status)}` })),
  ];
}

/** Client-form search (CLIENT_SUCCESS): forms whose company name or submission id contains the text. */
export async function searchClientForms(db: Queryable, text: string): Promise<SearchResult[]> {
  const rows = await find<{ submissionId: string; companyName: string; status: string }>(
    db,
    'submission_id as "submissionId", business_name as "companyName", status',
    'client_forms',
    ['business_name', 'submission_id'],
    'business_name, submission_id',
    text,
  );
  return rows.map((row) => ({ kind: 'client-form', id: row.submissionId, label: row.companyName, detail: `${row.submissionId} · ${statusChipText(row.status)}` }));
}

/** Tenant search (PLATFORM_ADMIN): tenants whose id or name contains the text. */
export async function searchTenants(db: Queryable, text: string): Promise<SearchResult[]> {
  const rows = await find<{ tenantId: string; tenantName: string }>(db, 'tenant_id as "tenantId", tenant_name as "tenantName"', 'tenants', ['tenant_id', 'tenant_name'], 'tenant_id', text);
  return rows.map((row) => ({ kind: 'tenant', id: row.tenantId, label: row.tenantName, detail: row.tenantId }));
}

/** Internal-user search (ORG_ADMIN): users whose e-mail contains the text; the id is `{tenantId}/{email}`. */
export async function searchInternalUserRecords(db: Queryable, text: string): Promise<SearchResult[]> {
  const rows = await find<{ tenantId: string; email: string; type: string; active: boolean }>(
    db,
    'tenant_id as "tenantId", email, user_type as type, active',
    'internal_users',
    ['email'],
    'email, tenant_id',
    text,
  );
  return rows.map((row) => ({
    kind: 'internal-user',
    id: `${row.tenantId}/${row.email}`,
    label: row.email,
    detail: `${row.tenantId} · ${statusChipText(row.type)}${row.active ? '' : ' · inactive'}`,
  }));
}

/**
 * The command palette's area searches (docs/search.md#command-palette-searches), each open to its
 * area's one role (the endpoint table's `access`): GET /billing/search, /client-success/search,
 * /tenants/search and /internal-users/lookup, each with `?q=` (1-100 characters once trimmed, else
 * 400). Matching ignores case and finds the text anywhere; results starting with it come first; at
 * most 10 per kind of record.
 */
export function searchHandlers(app: FastifyInstance): HandlerGroup<'billingSearch' | 'clientFormSearch' | 'tenantSearch' | 'internalUserLookup'> {
  return {
    billingSearch: async (request) => searchBilling(app.db, request.query.q),
    clientFormSearch: async (request) => searchClientForms(app.db, request.query.q),
    tenantSearch: async (request) => searchTenants(app.db, request.query.q),
    internalUserLookup: async (request) => searchInternalUserRecords(app.db, request.query.q),
  };
}
