/**
 * The invoice fields of the grid as SQL over `invoices i join clients c join currencies cur left
 * join clients r` (the search's FROM, {@link searchFromFor}): sort keys, set-filter values,
 * dates, amounts in US dollars at the stored rate and the quick search's conditions, each
 * mirroring what the grid's search index holds for the same row (shared-kit/src/ui/search-engine/search-index.ts).
 */
import {
  CARD_PAYMENT_STATUSES,
  INVOICE_STATUSES,
  SEARCH_VIEWS,
  invoiceDisplayStatus,
  labelSearchText,
  numericSearchTerm,
  type InvoiceRow,
} from '../../contract.js';
import { likeEscape } from '../../db/sql.js';
import type { DerivedSetValues, GridFilterFields } from '../grid-query/search-request.js';
import { textSortKey, usdAtStoredRate, type SortKey } from '../grid-query/sql-parts.js';

/**
 * The FROM of a statement whose other clauses are `sql`: the invoices `i`, joined only to the
 * tables those clauses read — the client `c`, its currency `cur`, its referrer `r` (every invoice has exactly one client and currency, so the joins never change
 * which invoices are counted; leaving them out makes the unfiltered counts index scans).
 */
export function searchFromFor(sql: string): string {
  const referrer = /\br\./.test(sql);
  const currency = /\bcur\./.test(sql);
  const client = referrer || currency || /\bc\./.test(sql);
  return [
    'from invoices i',
    ...(client ? ['join clients c on c.tenant_id = i.tenant_id'] : []),
    ...(currency ? ['join currencies cur on cur.currency_code = c.currency_code'] : []),
    ...(referrer ? ['left join clients r on r.tenant_id = c.referrer_tenant_id'] : []),
  ].join('\n  ');
}

/** An amount of the invoice in US dollars at its client's stored rate, as the grid computes it ({@link usdAtStoredRate}). */
const inUsd = (column: string) => usdAtStoredRate(column, 'cur.usd_rate');

/** Sort keys of the sortable fields (`INVOICE_SEARCH_FIELDS.sort`). */
export const SORT_KEYS: Readonly<Record<string, SortKey>> = {
  invoiceNumber: textSortKey('i.invoice_number', false),
  client: textSortKey('c.client_name', true),
  referrer: textSortKey('r.client_name', true),
  invoiceStatus: textSortKey('i.invoice_status', false),
  cardPaymentStatus: textSortKey('i.card_payment_status', true),
  invoiceDate: { sql: 'i.invoice_date', type: 'date', nullable: false },
  dueDate: { sql: 'i.due_date', type: 'date', nullable: false },
  billingPeriodStartDate: { sql: 'i.billing_period_start_date', type: 'date', nullable: false },
  billingPeriodEndDate: { sql: 'i.billing_period_end_date', type: 'date', nullable: false },
  invoicedAmount: { sql: 'i.invoiced_amount', type: 'numeric', nullable: false },
  amountOwed: { sql: 'i.amount_owed', type: 'numeric', nullable: false },
  billingPeriodOrders: { sql: 'i.billing_period_orders::numeric', type: 'numeric', nullable: false },
  billingPeriodOrdersInUsd: { sql: 'i.billing_period_orders_usd', type: 'numeric', nullable: false },
  invoicedAmountInUsd: { sql: inUsd('i.invoiced_amount'), type: 'float8', nullable: false },
  amountOwedInUsd: { sql: inUsd('i.amount_owed'), type: 'float8', nullable: false },
};

/** Raw values of the set-filter fields (`INVOICE_SEARCH_FIELDS.sets`), as the grid's set keys read them. */
export const SET_VALUES: Readonly<Record<string, string>> = {
  client: 'c.client_name',
  referrer: 'r.client_name',
  invoiceStatus: 'i.invoice_status',
  cardPaymentStatus: 'i.card_payment_status',
};

/** The status pair a `label` column's text depends on, as `{invoiceStatus}|{cardPaymentStatus or ''}`. */
const STATUS_PAIR = "(i.invoice_status || '|' || coalesce(i.card_payment_status, ''))";

/**
 * The Status filter's derived value (docs/grid.md "Status filter"): an invoice whose chip shows
 * PAYMENT_FAILED (shared-kit's `invoiceDisplayStatus`: a failed card payment on an unpaid invoice)
 * has PAYMENT_FAILED as well as its stored status. Its condition is the status pairs that show it,
 * worked out from `invoiceDisplayStatus` itself and compared as the quick search compares them
 * (migration 025 indexes the pair).
 */
export const DERIVED_SET_VALUES: Readonly<Record<string, DerivedSetValues>> = {
  invoiceStatus: {
    PAYMENT_FAILED: (() => {
      const pairs = INVOICE_STATUSES.flatMap((invoiceStatus) =>
        [...CARD_PAYMENT_STATUSES, null].flatMap((cardPaymentStatus) =>
          invoiceDisplayStatus({ invoiceStatus, cardPaymentStatus }) === 'PAYMENT_FAILED' ? [`'${invoiceStatus}|${cardPaymentStatus ?? ''}'`] : [],
        ),
      );
      return pairs.length ? `${STATUS_PAIR} in (${pairs.join(', ')})` : 'false';
    })(),
  },
};

/** Date columns of the date filters (`INVOICE_SEARCH_FIELDS.dates`). */
export const DATE_COLUMNS: Readonly<Record<string, string>> = {
  invoiceDate: 'i.invoice_date',
  dueDate: 'i.due_date',
  billingPeriodStartDate: 'i.billing_period_start_date',
  billingPeriodEndDate: 'i.billing_period_end_date',
};

/** Amounts of the amount filters (`INVOICE_SEARCH_FIELDS.amounts`), as float8 US dollars. */
export const AMOUNT_VALUES: Readonly<Record<string, string>> = {
  invoicedAmountInUsd: inUsd('i.invoiced_amount'),
  amountOwedInUsd: inUsd('i.amount_owed'),
  billingPeriodOrdersInUsd: 'i.billing_period_orders_usd::float8',
};

/** The invoices search's filter fields and their SQL, as the shared filters read them. */
export const INVOICE_FILTER_FIELDS: GridFilterFields = { sets: SET_VALUES, dates: DATE_COLUMNS, amounts: AMOUNT_VALUES, derivedSets: DERIVED_SET_VALUES };

/**
 * Columns of the invoice search view kept in the invoice's `search_text` (migration 020): the
 * invoice number lower-cased and the dates as the grid searches them, one per line.
 */
const SEARCH_TEXT_FIELDS: ReadonlySet<string> = new Set(['invoiceNumber', 'invoiceDate', 'dueDate', 'billingPeriodStartDate', 'billingPeriodEndDate']);

/**
 * Currency and number columns of the invoice search view kept in the invoice's `search_numbers`
 * (migration 020): amounts with two decimals, the orders as a whole number, one per line.
 */
const SEARCH_NUMBER_FIELDS: ReadonlySet<string> = new Set(['invoicedAmount', 'amountOwed', 'billingPeriodOrders', 'billingPeriodOrdersInUsd']);

/** Characters `search_text` can hold: a term with any other cannot appear in it. */
const SEARCH_TEXT_CHARS = /^[a-z0-9/ -]*$/;

/** Columns of the invoice search view that live on the client (`sc`) or its referrer (`sr`). */
const CLIENT_COLUMN_SQL: Readonly<Record<string, string>> = { client: 'sc.client_name', referrer: 'sr.client_name' };

/** Name of the statement's table of each client's searched names ({@link withClientNames}). */
const CLIENT_NAMES = 'search_client_names';

/**
 * `sql` with the table of the clients' searched names when it reads it: one row per client, its
 * tenant id and, one per line, the client's and its referrer's names as the grid searches them
 * (lower-cased, trimmed). The table is made once per statement (`materialized`), whatever the
 * number of search words; a word holds no white space, so it never matches across the two lines.
 * A statement that starts with tables of its own (`with ...`) gets this one first among them.
 *
 * @example withClientNames(compiled.text)
 */
export function withClientNames(sql: string): string {
  if (!sql.includes(CLIENT_NAMES)) return sql;
  const names = [...new Set(Object.values(CLIENT_COLUMN_SQL))].map((column) => `lower(trim(${column}))`).join(', ');
  const table = `${CLIENT_NAMES} as materialized (
  select sc.tenant_id, concat_ws(E'\\n', ${names}) as names
  from clients sc left join clients sr on sr.tenant_id = sc.referrer_tenant_id
)`;
  // A statement with tables of its own lists this one first.
  return sql.startsWith('with ') ? `with ${table},\n${sql.slice('with '.length)}` : `with ${table}\n${sql}`;
}

/** Every status pair of an invoice, and its row as the label functions read it. */
const STATUS_PAIRS = INVOICE_STATUSES.flatMap((invoiceStatus) =>
  [...CARD_PAYMENT_STATUSES, null].map((cardPaymentStatus) => {
    const row: Partial<InvoiceRow> = { invoiceStatus, cardPaymentStatus };
    return { key: `${invoiceStatus}|${cardPaymentStatus ?? ''}`, row };
  }),
);

/**
 * The condition that one quick-search term (lower-cased, no white space) appears in one searched
 * column of the row (docs/search.md), column by column as the grid's index holds
 * them, in at most 4 arms whatever the term:
 * - the invoice number and the dates in the row's `search_text` (one `like`, wildcards escaped;
 *   left out when the term has a character that text cannot hold);
 * - the amounts and the orders in the row's `search_numbers`, against the term read as a number
 *   (left out when it is not one);
 * - the labels as shown plus their code, matched here against every status pair so the row is
 *   tested by equality (left out when no pair matches);
 * - client and referrer names through the clients whose names hold the term, in the statement's
 *   table of names ({@link withClientNames}: every statement compiled from it goes through that).
 * Each arm can be read through an index (migration 025: trigrams of the texts, the status pair, the
 * invoices' tenant), so a word of three or more characters found in few invoices reads only those.
 * `param` registers a value and names its placeholder.
 *
 * @throws Error when a column of the view has no SQL here (the view and the API must not drift).
 */
export function quickTermCondition(term: string, param: (value: unknown) => string): string {
  const arms: string[] = [];
  let inNames = false;
  const number = numericSearchTerm(term);
  const pattern = `%${likeEscape(term)}%`;
  let textParam: string | undefined;
  const textLike = () => (textParam ??= param(pattern));
  let inText = false;
  let inNumbers = false;
  const pairs = new Set<string>();
  for (const column of SEARCH_VIEWS.invoice.columns) {
    const clientSql = CLIENT_COLUMN_SQL[column.field];
    if (clientSql && (column.type === 'text' || column.type === 'key')) {
      inNames = true;
    } else if (SEARCH_TEXT_FIELDS.has(column.field) && (column.type === 'key' || column.type === 'text' || column.type === 'date')) {
      inText = true;
    } else if (SEARCH_NUMBER_FIELDS.has(column.field) && (column.type === 'currency' || column.type === 'number')) {
      inNumbers = true;
    } else if (column.type === 'label' && (column.field === 'invoiceStatus' || column.field === 'cardPaymentStatus')) {
      for (const { key, row } of STATUS_PAIRS) if (labelSearchText(column, row[column.field as keyof InvoiceRow], row, {}).includes(term)) pairs.add(key);
    } else {
      throw new Error(`The invoice search has no SQL for the ${column.type} column '${column.field}'`);
    }
  }
  if (inText && SEARCH_TEXT_CHARS.test(term)) arms.push(`i.search_text like ${textLike()}`);
  if (inNumbers && number !== undefined) arms.push(`i.search_numbers like ${param(`%${likeEscape(number)}%`)}`);
  if (pairs.size) arms.push(`${STATUS_PAIR} = any(${param([...pairs])}::text[])`);
  // An array, not `in (subquery)`: the planner can then read the invoices of those clients by index.
  if (inNames) arms.push(`i.tenant_id = any(array(select n.tenant_id from ${CLIENT_NAMES} n where n.names like ${textLike()}))`);
  return arms.length ? `(${arms.join(' or ')})` : 'false';
}
