/**
 * The invoices search of the grid's server mode (issue 16): a window of rows with its keyset
 * cursor, the total, the unfiltered count and the set-filter counts.
 */
import {
  INVOICE_SEARCH_FIELDS,
  INVOICE_SEARCH_LIMIT,
  INVOICE_SEARCH_MESSAGES,
  type InvoiceSearchRequest,
  type InvoiceSearchResponse,
} from '../../contract.js';
import type { Queryable } from '../../db/database.js';
import { badRequest } from '../../lib/http-error.js';
import { getInvoiceRows } from '../invoices-repository.js';
import {
  compileInvoiceCount,
  compileInvoiceQuery,
  compileSetCounts,
  resolveInvoiceQuery,
  type InvoiceCursor,
  type InvoiceQuery,
  type InvoiceSort,
} from './compile-invoice-query.js';

/**
 * The opaque cursor of the window after `last` under `sort`: base64url of the sort and the last
 * row's key and invoice number.
 *
 * @example encodeCursor({ field: 'invoiceDate', direction: 'desc' }, { key: '2024-01-05', invoiceNumber: 'INV-1' })
 */
export function encodeCursor(sort: InvoiceSort, last: InvoiceCursor): string {
  return Buffer.from(JSON.stringify([sort.field, sort.direction, last.key, last.invoiceNumber]), 'utf8').toString('base64url');
}

/**
 * Reads a cursor for `sort`.
 *
 * @throws HttpError 400 {@link INVOICE_SEARCH_MESSAGES.badCursor} when it is not a cursor this
 *   search answered under the same sort.
 */
export function decodeCursor(cursor: string, sort: InvoiceSort): InvoiceCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(INVOICE_SEARCH_MESSAGES.badCursor);
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw badRequest(INVOICE_SEARCH_MESSAGES.badCursor);
  const [field, direction, key, invoiceNumber] = parsed as unknown[];
  if (field !== sort.field || direction !== sort.direction || typeof invoiceNumber !== 'string' || (key !== null && typeof key !== 'string')) {
    throw badRequest(INVOICE_SEARCH_MESSAGES.badCursor);
  }
  return { key, invoiceNumber };
}

/** The resolved query and its sort, as the export and the search share them. */
export type ResolvedSearch = ReturnType<typeof resolveInvoiceQuery>;

/**
 * Invoice numbers and sort keys of one window, `limit` rows after `after`.
 */
export async function searchWindow(db: Queryable, { query, sort }: ResolvedSearch, after: InvoiceCursor | null, limit: number): Promise<Array<{ invoice_number: string; k: string | null }>> {
  const { text, values } = compileInvoiceQuery(query, sort, after, limit);
  return (await db.query<{ invoice_number: string; k: string | null }>(text, values)).rows;
}

async function countOf(db: Queryable, query: InvoiceQuery): Promise<number> {
  const { text, values } = compileInvoiceCount(query);
  return (await db.query<{ n: number }>(text, values)).rows[0]?.n ?? 0;
}

async function setCountsOf(db: Queryable, tenantId: string | null): Promise<Record<string, Record<string, number>>> {
  const counts: Record<string, Record<string, number>> = {};
  for (const field of INVOICE_SEARCH_FIELDS.sets) {
    const { text, values } = compileSetCounts(field, tenantId);
    const { rows } = await db.query<{ v: string; n: number }>(text, values);
    counts[field] = Object.fromEntries(rows.map((row) => [row.v, row.n]));
  }
  return counts;
}

/**
 * Answers `POST /billing/invoices/search` (issue 16): the rows of the window in the order of the
 * state's sort (ties by invoice number), `next` (null after the last row), `total`, `all` and, when
 * `counts`, the rows per set-filter value of the whole list. `now` resolves the date presets.
 *
 * @throws HttpError 400 for a limit out of 1-500, a bad cursor, or a state the search refuses
 *   ({@link resolveInvoiceQuery}).
 */
export async function searchInvoices(db: Queryable, body: InvoiceSearchRequest, now: number): Promise<InvoiceSearchResponse> {
  if (!Number.isInteger(body.limit) || body.limit < 1 || body.limit > INVOICE_SEARCH_LIMIT) throw badRequest(INVOICE_SEARCH_MESSAGES.limit);
  const resolved = resolveInvoiceQuery(body.state, body.tenantId ?? null, now);
  const after = body.after ? decodeCursor(body.after, resolved.sort) : null;
  const window = await searchWindow(db, resolved, after, body.limit + 1);
  const shown = window.slice(0, body.limit);
  const last = shown[shown.length - 1];
  const [rows, total, all, setCounts] = await Promise.all([
    getInvoiceRows(db, shown.map((row) => row.invoice_number)),
    countOf(db, resolved.query),
    countOf(db, { search: { kind: 'none' }, sets: {}, dates: {}, amounts: {}, tenantId: resolved.query.tenantId }),
    body.counts ? setCountsOf(db, resolved.query.tenantId) : Promise.resolve(undefined),
  ]);
  return {
    rows,
    next: window.length > body.limit && last ? encodeCursor(resolved.sort, { key: last.k, invoiceNumber: last.invoice_number }) : null,
    total,
    all,
    ...(setCounts ? { setCounts } : {}),
  };
}
