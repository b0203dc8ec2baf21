/**
 * The invoice fields of the grid as SQL over `invoices i join clients c join currencies cur left
 * join clients r` (the search's FROM, {@link searchFromFor}): sort keys, set-filter values,
 * dates, amounts in US dollars at the stored rate and the texts the quick search looks in, each
 * mirroring what the grid's search index holds for the same row (shared-kit/src/search).
 */
import {
  CARD_PAYMENT_STATUSES,
  INVOICE_STATUSES,
  SEARCH_VIEWS,
  labelSearchText,
  type InvoiceRow,
  type SearchColumn,
} from '../../contract.js';

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

/** How a sort key compares: text by code point (lower-cased), days, numbers. */
export type SortKeyType = 'text' | 'date' | 'float8' | 'numeric';

/** A sortable field: its SQL key (null for a blank) and how it compares. */
export interface SortKey {
  sql: string;
  type: SortKeyType;
  /** Whether the key can be null (blanks sort last in both directions). */
  nullable: boolean;
}

/**
 * An amount in US dollars at the stored rate, as the grid computes it (`amountInUsd`: amount /
 * usdRate rounded half up to the cent) in the same double-precision arithmetic.
 */
const inUsd = (column: string) => `(floor(${column}::float8 / cur.usd_rate::float8 * 100 + 0.5) / 100)`;

/** Lower-cased text that sorts by code point, like the grid's `<` on lower-cased strings; blank is null. */
const textKey = (column: string, nullable: boolean): SortKey => ({ sql: `(nullif(lower(${column}), '') collate "C")`, type: 'text', nullable });

/** Sort keys of the sortable fields (`INVOICE_SEARCH_FIELDS.sort`). */
export const SORT_KEYS: Readonly<Record<string, SortKey>> = {
  invoiceNumber: textKey('i.invoice_number', false),
  client: textKey('c.client_name', true),
  referrer: textKey('r.client_name', true),
  invoiceStatus: textKey('i.invoice_status', false),
  cardPaymentStatus: textKey('i.card_payment_status', true),
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

/** Columns of the invoice search view and where their values live. */
const COLUMN_SQL: Readonly<Record<string, string>> = {
  invoiceNumber: 'i.invoice_number',
  client: 'c.client_name',
  referrer: 'r.client_name',
  invoiceDate: 'i.invoice_date',
  dueDate: 'i.due_date',
  billingPeriodStartDate: 'i.billing_period_start_date',
  billingPeriodEndDate: 'i.billing_period_end_date',
  invoicedAmount: 'i.invoiced_amount',
  amountOwed: 'i.amount_owed',
  billingPeriodOrders: 'i.billing_period_orders',
  billingPeriodOrdersInUsd: 'i.billing_period_orders_usd',
  invoiceStatus: 'i.invoice_status',
  cardPaymentStatus: 'i.card_payment_status',
};

/**
 * The searched texts of a `label` column for every value its label depends on: the invoice status
 * label depends on the card payment status too (PAYMENT FAILED), so both are enumerated. Keys are
 * `{invoiceStatus}|{cardPaymentStatus or ''}`.
 */
function labelTexts(column: SearchColumn): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const invoiceStatus of INVOICE_STATUSES) {
    for (const cardPaymentStatus of [...CARD_PAYMENT_STATUSES, null]) {
      const row: Partial<InvoiceRow> = { invoiceStatus, cardPaymentStatus };
      texts[`${invoiceStatus}|${cardPaymentStatus ?? ''}`] = labelSearchText(column, row[column.field as keyof InvoiceRow], row, {});
    }
  }
  return texts;
}

/** The quick search's texts of every row: one for text, label and date columns, one for numbers. */
export interface SearchTexts {
  /** SQL of the lower-cased texts of the text, key, label and date columns, one per line. */
  text: string;
  /** SQL of the plain numbers of the currency and number columns ('1234.50'), one per line. */
  numbers: string;
}

/**
 * Builds the quick search's texts from the invoice search view (spec 02 §3): text and key columns
 * lower-cased and trimmed; labels as shown plus their code; dates as 'mmm dd yyyy mm/dd/yyyy';
 * currency columns with two decimals; numbers as they are. Terms hold no white space, so a term
 * found in the lines joined by '\n' is found inside one column, as the grid's search requires.
 * `param(value)` registers a value (the label texts of a label column, JSON) and names its placeholder.
 *
 * @throws Error when a column of the view has no SQL here (the view and the API must not drift).
 */
export function searchTexts(param: (value: string) => string): SearchTexts {
  const text: string[] = [];
  const numbers: string[] = [];
  for (const column of SEARCH_VIEWS.invoice.columns) {
    const sql = COLUMN_SQL[column.field];
    if (!sql) throw new Error(`The invoice search has no SQL for column '${column.field}'`);
    switch (column.type) {
      case 'text':
      case 'key':
        text.push(`lower(trim(${sql}))`);
        break;
      case 'date':
        text.push(`lower(to_char(${sql}, 'Mon DD YYYY MM/DD/YYYY'))`);
        break;
      case 'label':
        text.push(`(${param(JSON.stringify(labelTexts(column)))}::jsonb ->> (i.invoice_status || '|' || coalesce(i.card_payment_status, '')))`);
        break;
      case 'currency':
        numbers.push(`(${sql})::numeric(14, 2)::text`);
        break;
      case 'number':
        numbers.push(`(${sql})::text`);
        break;
      default:
        throw new Error(`The invoice search cannot search a '${column.type}' column`);
    }
  }
  return { text: `concat_ws(E'\\n', ${text.join(', ')})`, numbers: `concat_ws(E'\\n', ${numbers.join(', ')})` };
}
