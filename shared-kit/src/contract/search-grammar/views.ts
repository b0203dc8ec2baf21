/**
 * The named list views of the shared search and their searchable columns (docs/grid.md
 * "Searchable column types per view").
 */
import { cardPaymentStatusLabel, clientStatusLabel, invoiceDisplayStatus, statusChipText } from '../format/statuses';
import type { CardPaymentStatus, InvoiceStatus } from '../endpoints/entities';
import { formatDayDisplay, formatDayFilter } from '../dates/day-number';

/**
 * How a column takes part in search. `key` is a record number (an invoice number):
 * searched as text, and a pasted list of them finds each row by its whole value (the multiple-value
 * search of docs/grid.md, see {@link viewOf}).
 */
export type ColumnType = 'text' | 'date' | 'label' | 'currency' | 'number' | 'array' | 'exact' | 'key';

/** Display names of coded values, by field, then by value (e.g. buyerId -> buyer name). */
export type Lookups = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** A searchable column of a view. */
export interface SearchColumn {
  field: string;
  type: ColumnType;
  /** The text a `label` column shows for a value (else the lookup, else the value with spaces for underscores). */
  label?: (value: unknown, row: Record<string, unknown>, lookups: Lookups) => string;
}

/**
 * The built-in named views of the shared search (docs/grid.md). A screen may search with a view of
 * its own under any other name ({@link SearchView}).
 *
 * @example VIEW_NAMES.includes('invoice') // true
 */
export const VIEW_NAMES = [
  'orders', 'ordersAdd', 'offerClearing', 'pricing', 'channel', 'inventory', 'customer', 'clients', 'invoice', 'clientForms', 'reachOrders',
] as const;
/** One built-in named view (docs/grid.md). */
export type ViewName = (typeof VIEW_NAMES)[number];

/** The multiple-value search of a view: which tokens it accepts and which fields they must equal. */
export interface MultiValueSearch {
  /**
   * `sku`: numbers separated by white space; `order`: order-number tokens with a prefix (docs/grid.md#search-box);
   * `key`: record numbers with a letter prefix, like order numbers, possibly followed by more parts
   * (`INV-202401-T01`), separated by white space.
   */
  kind: 'sku' | 'order' | 'key';
  /** Fields a token must equal (case-insensitive). */
  fields: readonly string[];
}

/**
 * A view of the search: its name and searchable columns. The built-in views ({@link SEARCH_VIEWS})
 * are named by {@link ViewName}; a screen's own view may take any other name (it appears in the
 * engine's error messages).
 *
 * @example
 * const internalUsers: SearchView = { name: 'internalUsers', columns: [{ field: 'email', type: 'text' }] };
 */
export interface SearchView<Name extends string = string> {
  name: Name;
  columns: readonly SearchColumn[];
  /** The prefix a search may begin with, followed by a colon (docs/grid.md#search-box). */
  prefix?: 'Order' | 'SKU';
  multi?: MultiValueSearch;
  /** Field compared with 0 by the out-of-stock filter (in stock when above 0, docs/grid.md#filters). */
  stockField?: string;
}

/**
 * The searched text of a `label` column's value: the label shown (the column's own,
 * else the lookup, else the value) and the raw code after it when they differ, lower-cased.
 *
 * @example labelSearchText({ field: 'status', type: 'label', label: () => 'Awaiting Payment' }, 'AWAITING_PAYMENT', {}, {}) // 'awaiting payment awaiting_payment'
 */
export function labelSearchText(column: SearchColumn, value: unknown, row: Record<string, unknown>, lookups: Lookups): string {
  const shown = (column.label ? column.label(value, row, lookups) : (lookups[column.field]?.[String(value)] ?? String(value ?? ''))).toLowerCase();
  const raw = value === null || value === undefined ? '' : String(value).toLowerCase();
  return shown === raw || raw === '' ? shown : `${shown} ${raw}`;
}

/**
 * The searched text of a date (`date` columns): the US Eastern day as the grid shows it
 * and as the filter takes it, lower-cased.
 *
 * @example daySearchText(dayNumber(2024, 1, 5)) // 'jan 05 2024 01/05/2024'
 */
export function daySearchText(day: number): string {
  return `${formatDayDisplay(day)} ${formatDayFilter(day)}`.toLowerCase();
}

const underscoresToSpaces = (value: unknown) => statusChipText(String(value ?? ''));

const ORDER_COLUMNS: SearchColumn[] = [
  { field: 'phonexOrderNumber', type: 'text' },
  { field: 'createDate', type: 'date' },
  { field: 'paymentStatus', type: 'label', label: underscoresToSpaces },
  { field: 'fulfillmentStatus', type: 'label', label: underscoresToSpaces },
  { field: 'refOrderNumber', type: 'text' },
  { field: 'updateDate', type: 'date' },
  {
    field: 'buyerId',
    type: 'label',
    label: (value, row, lookups) => lookups.buyerId?.[String(value)] ?? (typeof row.buyerName === 'string' ? row.buyerName : String(value ?? '')),
  },
  { field: 'orderTotal', type: 'currency' },
];

const ITEM_COLUMNS: SearchColumn[] = [
  { field: 'itemNumber', type: 'text' },
  { field: 'description', type: 'text' },
  { field: 'category', type: 'text' },
  { field: 'listPrice', type: 'currency' },
  { field: 'lowPrice', type: 'currency' },
];

const lookupOr = (field: string) => (value: unknown, _row: Record<string, unknown>, lookups: Lookups) =>
  lookups[field]?.[String(value)] ?? String(value ?? '');

const itemView = <Name extends ViewName>(name: Name, extra: SearchColumn[] = []): SearchView<Name> => ({
  name,
  columns: [...ITEM_COLUMNS, ...extra],
  prefix: 'SKU',
  multi: { kind: 'sku', fields: ['itemNumber'] },
  stockField: 'quantity',
});

/**
 * A column of a list as data: its field, its title and how it is searched and filtered. A screen's
 * grid adds how it is drawn; the search view is derived from the columns ({@link viewOf}), so a
 * list's columns are declared once.
 */
export interface ColumnSpec {
  field: string;
  title: string;
  /** How the column takes part in the quick search; absent or `false`: not searched. */
  search?: ColumnType | false;
  /** The text a `label` column shows for a value (else the lookup, else the value). */
  label?: SearchColumn['label'];
  /** The column filter it offers (docs/grid.md#filters). */
  filter?: 'set' | 'date' | 'amount';
  /** Searched but not shown. */
  hidden?: boolean;
}

/**
 * The search view of a list: its searched columns, in column order, plus the multiple-value search,
 * prefix and stock field when the list has them. Without a multiple-value search in `options`, the
 * list's `key` columns (record numbers) give it one: a pasted list of their values finds each row.
 *
 * @example viewOf('invoice', INVOICE_COLUMNS).columns.find((c) => c.field === 'amountOwed')?.type // 'currency'
 */
export function viewOf<Name extends string>(
  name: Name,
  columns: ReadonlyArray<Pick<ColumnSpec, 'field' | 'search' | 'label'>>,
  options: Pick<SearchView, 'prefix' | 'multi' | 'stockField'> = {},
): SearchView<Name> {
  const searched = columns.flatMap((column): SearchColumn[] =>
    column.search ? [{ field: column.field, type: column.search, ...(column.label ? { label: column.label } : {}) }] : [],
  );
  const keyFields = searched.filter((column) => column.type === 'key').map((column) => column.field);
  const multi: Pick<SearchView, 'multi'> = keyFields.length ? { multi: { kind: 'key', fields: keyFields } } : {};
  return { name, columns: searched, ...multi, ...options };
}

/**
 * The invoice columns (docs/billing.md#clients-and-invoices-grids), in the order the search view
 * lists them: the invoice search view and the invoices grid (which shows them in its own order)
 * are both made from this list.
 */
export const INVOICE_COLUMNS: readonly ColumnSpec[] = [
  { field: 'invoiceNumber', title: 'Invoice Number', search: 'key' },
  { field: 'client', title: 'Client', search: 'text', filter: 'set' },
  { field: 'invoiceDate', title: 'Invoice Date', search: 'date', filter: 'date' },
  { field: 'invoicedAmount', title: 'Invoiced Amount', search: 'currency', filter: 'amount' },
  {
    field: 'invoiceStatus',
    title: 'Status',
    search: 'label',
    filter: 'set',
    label: (value, row) =>
      statusChipText(invoiceDisplayStatus({ invoiceStatus: value as InvoiceStatus, cardPaymentStatus: row.cardPaymentStatus as CardPaymentStatus | null })),
  },
  { field: 'cardPaymentStatus', title: 'Card Payment Status', search: 'label', label: (value) => (value ? cardPaymentStatusLabel(String(value)) : '') },
  { field: 'amountOwed', title: 'Amount Owed', search: 'currency' },
  { field: 'dueDate', title: 'Due Date', search: 'date', filter: 'date' },
  { field: 'billingPeriodStartDate', title: 'Billing Period Start Date', search: 'date', filter: 'date' },
  { field: 'billingPeriodEndDate', title: 'Billing Period End Date', search: 'date' },
  { field: 'billingPeriodOrders', title: 'Billing Period Orders', search: 'number', hidden: true },
  { field: 'billingPeriodOrdersInUsd', title: 'Billing Period Orders (USD)', search: 'currency' },
  { field: 'referrer', title: 'Referrer', search: 'text', filter: 'set' },
  { field: 'cardPaymentDetails', title: 'Card Details' },
];

/**
 * Every named view with its searchable columns. reachOrders' columns are not given by
 * the spec; it searches like orders. The item views' stock field is `quantity`.
 *
 * @example SEARCH_VIEWS.invoice.columns.find((c) => c.field === 'invoicedAmount')?.type // 'currency'
 */
export const SEARCH_VIEWS: { readonly [Name in ViewName]: SearchView<Name> } = {
  orders: { name: 'orders', columns: ORDER_COLUMNS, prefix: 'Order', multi: { kind: 'order', fields: ['phonexOrderNumber', 'refOrderNumber'] } },
  reachOrders: { name: 'reachOrders', columns: ORDER_COLUMNS, prefix: 'Order', multi: { kind: 'order', fields: ['phonexOrderNumber', 'refOrderNumber'] } },
  ordersAdd: itemView('ordersAdd'),
  offerClearing: itemView('offerClearing'),
  pricing: itemView('pricing'),
  channel: itemView('channel', [
    { field: 'channel', type: 'text' },
    { field: 'itemNumberWarehouse', type: 'text' },
    { field: 'lastUpdatedDate', type: 'date' },
    { field: 'warehouse', type: 'label', label: lookupOr('warehouse') },
  ]),
  inventory: itemView('inventory', [{ field: 'warehouseLabel', type: 'text' }]),
  customer: {
    name: 'customer',
    columns: [
      { field: 'buyerName', type: 'text' },
      { field: 'buyerNumber', type: 'text' },
      { field: 'country', type: 'text' },
      { field: 'createDate', type: 'date' },
      { field: 'email', type: 'text' },
      { field: 'id', type: 'text' },
      { field: 'active', type: 'label', label: (value) => (value === true || value === 'true' ? 'Active' : 'Inactive') },
      { field: 'phone', type: 'text' },
      { field: 'registrationStatus', type: 'label', label: underscoresToSpaces },
      { field: 'salesRepEmail', type: 'exact' },
      { field: 'salesRepName', type: 'text' },
      { field: 'state', type: 'text' },
      { field: 'updateDate', type: 'date' },
      { field: 'users', type: 'array' },
      { field: 'whatsApp', type: 'text' },
    ],
  },
  clients: {
    name: 'clients',
    columns: [
      { field: 'clientName', type: 'text' },
      { field: 'status', type: 'label', label: (value) => clientStatusLabel(String(value ?? '')) },
      { field: 'officialLegalName', type: 'text' },
      { field: 'awaitingPayment', type: 'currency' },
      { field: 'hoursAwaitingPayment', type: 'number' },
      { field: 'tenantSignedDate', type: 'date' },
      { field: 'freeTrialEnd', type: 'date' },
      { field: 'endDate', type: 'date' },
      { field: 'billingCountry', type: 'text' },
      { field: 'billingState', type: 'text' },
      { field: 'currency', type: 'text' },
      { field: 'currencyCode', type: 'text' },
    ],
  },
  invoice: viewOf('invoice', INVOICE_COLUMNS),
  clientForms: {
    name: 'clientForms',
    columns: [
      { field: 'clientName', type: 'text' },
      { field: 'companyName', type: 'text' },
      { field: 'contactEmail', type: 'text' },
      { field: 'createDate', type: 'date' },
      { field: 'updateDate', type: 'date' },
    ],
  },
};

/**
 * The clients grid's search view (docs/grid.md): the named `clients` view plus the Effective Date
 * column the grid shows (a date column). The grid and the API's clients search both search it, so
 * they search the same columns.
 */
export const CLIENTS_GRID_VIEW: SearchView = { ...SEARCH_VIEWS.clients, columns: [...SEARCH_VIEWS.clients.columns, { field: 'effectiveDate', type: 'date' }] };
