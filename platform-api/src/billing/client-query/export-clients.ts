/**
 * Export of a clients search's selection (docs/billing.md#clients-and-invoices-grids): every client
 * row a grid state selects, in the order of its sort, written window by window into a streamed
 * .xlsx, so memory stays flat however many clients there are. The sheet is the clients export's
 * (GET /billing/clients/export): sheet 'Clients', the grid's columns, the status as its label, '$
 * Awaiting Payment' with two decimals in the client's currency (named by the Currency column), Days
 * Awaiting Payment as a number of days with two decimals (empty when nothing is awaited), real
 * dates.
 */
import type { Readable } from 'node:stream';
import { CLIENT_STATUS_LABELS, SHEET_FORMATS, type ClientRow, type ClientSearchExportRequest, type SheetColumnType } from '../../contract.js';
import type { Queryable } from '../../db/database.js';
import { getClientRows } from '../clients-repository.js';
import { daysAwaiting } from '../exports.js';
import { EXPORT_FIRST_WINDOW, EXPORT_WINDOW, streamSheet, type SheetCell } from '../grid-query/stream-sheet.js';
import { resolveClientQuery, type ClientCursor } from './compile-client-query.js';
import { clientSearchWindow } from './search-clients.js';


const dayOf = (day: string | null): Date | null => (day ? new Date(`${day}T00:00:00Z`) : null);

/** The exported columns in the grid's order, how each is written and read from a row. */
const EXPORT_COLUMNS: ReadonlyArray<{ title: string; type: SheetColumnType; cell: (row: ClientRow) => SheetCell }> = [
  { title: 'Client Name', type: 'text', cell: (row) => row.clientName },
  { title: 'Official Legal Name', type: 'text', cell: (row) => row.officialLegalName },
  { title: 'Status', type: 'text', cell: (row) => CLIENT_STATUS_LABELS[row.status] },
  { title: '$ Awaiting Payment', type: 'amount', cell: (row) => row.awaitingPayment },
  { title: 'Days Awaiting Payment', type: 'amount', cell: (row) => (row.hoursAwaitingPayment > 0 ? daysAwaiting(row.hoursAwaitingPayment) : null) },
  { title: 'Effective Date', type: 'date', cell: (row) => dayOf(row.effectiveDate) },
  { title: 'Trial Expire Date', type: 'date', cell: (row) => dayOf(row.freeTrialEnd) },
  { title: 'End Date', type: 'date', cell: (row) => dayOf(row.endDate) },
  { title: 'Country', type: 'text', cell: (row) => row.billingCountry },
  { title: 'State', type: 'text', cell: (row) => row.billingState },
  { title: 'Currency', type: 'text', cell: (row) => row.currencyCode },
];

const FORMATS: Readonly<Partial<Record<SheetColumnType, string>>> = { date: SHEET_FORMATS.date, amount: SHEET_FORMATS.amount, count: SHEET_FORMATS.count };

/**
 * Streams the .xlsx of every client row `body` selects (a sheet 'Clients'). The answer starts at
 * once; rows are read {@link EXPORT_FIRST_WINDOW}, then {@link EXPORT_WINDOW} at a time with the search's keyset cursor and
 * written as they come, waiting while the reader is slower. `now` (ms) resolves the date presets and
 * is the instant the hours awaiting payment are counted to.
 *
 * @throws HttpError 400 before anything is written when the state is refused ({@link resolveClientQuery}).
 */
export function exportClients(db: Queryable, body: ClientSearchExportRequest, now: number): Readable {
  const resolved = resolveClientQuery(body.state, now);
  const columns = EXPORT_COLUMNS.map((column, index) => ({
    header: column.title,
    key: String(index),
    style: FORMATS[column.type] ? { numFmt: FORMATS[column.type] } : {},
  }));
  async function* windows() {
    let after: ClientCursor | null = null;
    for (;;) {
      const size = after ? EXPORT_WINDOW : EXPORT_FIRST_WINDOW;
      const window = await clientSearchWindow(db, resolved, after, size);
      if (window.length === 0) return;
      const rows = await getClientRows(db, new Date(now), window.map((row) => row.tenant_id));
      yield rows.map((row) => EXPORT_COLUMNS.map((column) => column.cell(row)));
      const last = window[window.length - 1]!;
      after = { key: last.k, nameKey: last.nk, tenantId: last.tenant_id };
      if (window.length < size) return;
    }
  }
  return streamSheet('Clients', columns, windows());
}
