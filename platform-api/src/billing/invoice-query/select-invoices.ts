/**
 * The invoices a bulk call acts on (docs/billing.md#clients-and-invoices-grids):
 * the invoice numbers it lists, or every invoice its `matching` search and filters select, resolved
 * with the search's own compiled SQL in the order of its sort.
 */
import { MATCHING_MESSAGES, type InvoiceMatching } from '../../contract.js';
import type { Queryable } from '../../db/database.js';
import { badRequest } from '../../lib/http-error.js';
import { resolveInvoiceQuery } from './compile-invoice-query.js';
import { countOf, searchWindow } from './search-invoices.js';

/** The invoices of a call, and whether the search and filters chose them. */
export interface InvoiceSelection {
  /** Invoice numbers, as listed or in the order of the search's sort. */
  invoiceNumbers: string[];
  /** Whether they are every invoice `matching` the search and filters. */
  matching: boolean;
}

/**
 * The invoices of a bulk call's body: `invoiceNumbers` as sent, or every invoice `matching` selects
 * (the grid state parsed and compiled as `POST /billing/invoices/search` does, for one client with
 * its `tenantId`), in the order of its sort. `now` resolves the date presets.
 *
 * @param limit most invoices `matching` may select ({@link MATCHING_LIMITS})
 * @param what how the refusal names the call: 'changed', 'paid' or 'downloaded'
 * @throws HttpError 400 {@link MATCHING_MESSAGES}.exactlyOne unless exactly one of the two is sent;
 *   `tooMany` (naming the count and the limit) when more than `limit` invoices match; `none` when
 *   none does; a state the search refuses (its message).
 */
export async function selectInvoices(
  db: Queryable,
  body: { invoiceNumbers?: readonly string[] | undefined; matching?: InvoiceMatching | undefined },
  limit: number,
  what: 'changed' | 'paid' | 'downloaded',
  now: number,
): Promise<InvoiceSelection> {
  if ((body.invoiceNumbers === undefined) === (body.matching === undefined)) throw badRequest(MATCHING_MESSAGES.exactlyOne);
  if (body.invoiceNumbers) return { invoiceNumbers: [...body.invoiceNumbers], matching: false };
  const { state, tenantId } = body.matching!;
  const resolved = resolveInvoiceQuery(state, tenantId ?? null, now);
  const rows = await searchWindow(db, resolved, null, limit + 1);
  if (rows.length > limit) throw badRequest(MATCHING_MESSAGES.tooMany(await countOf(db, resolved.query), limit, what));
  if (rows.length === 0) throw badRequest(MATCHING_MESSAGES.none);
  return { invoiceNumbers: rows.map((row) => row.invoice_number), matching: true };
}
