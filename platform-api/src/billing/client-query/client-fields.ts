/**
 * The clients grid's fields as SQL over `clients c` joined, as a statement needs them, to its
 * currency `cur`, its contract terms `t` and the sums of its unpaid invoices `a` (the search's FROM,
 * {@link clientSearchFrom}): sort keys, set-filter values, dates, the amount in US dollars at the
 * stored rate and the quick search's conditions, each mirroring what the grid's search index holds
 * for the same row (shared-kit/src/ui/search-engine/search-index.ts, the view `CLIENTS_GRID_VIEW`).
 */
import { CLIENTS_GRID_VIEW, CLIENT_STATUSES, labelSearchText, numericSearchTerm, type ClientRow } from '../../contract.js';
import { likeEscape } from '../../db/sql.js';
import type { GridFilterFields } from '../grid-query/search-request.js';
import { textSortKey, usdAtStoredRate, type SortKey } from '../grid-query/sql-parts.js';

/** Invoice statuses whose amount owed counts as awaiting payment (docs/billing.md#clients-and-invoices-grids). */
const UNPAID_SQL = `('AWAITING_PAYMENT', 'OVERDUE')`;


/**
 * The sums behind '$ Awaiting Payment' and 'Days Awaiting Payment', per client: amounts owed of its
 * AWAITING_PAYMENT and OVERDUE invoices with something owed, and the oldest such invoice's date.
 * The statuses are written in the text (not parameters) so that migration 019's partial index serves it.
 */
export const AWAITING_SUMS_SQL = `(
    select tenant_id, sum(amount_owed) as awaiting, min(invoice_date) as oldest
    from invoices where invoice_status in ${UNPAID_SQL} and amount_owed > 0 group by tenant_id
  )`;

/**
 * The FROM of a statement whose other clauses are `sql`: the clients `c`, joined only to what those
 * clauses read — the currency `cur`, the contract terms `t`, the awaited sums `a` (each client has
 * one currency and at most one of the others, so the joins never change which clients are counted)
 * and the row's searched texts `cs` and numbers `cn` ({@link clientSearchTextsSql}, which read the
 * others and the statement's instant from `context`).
 */
export function clientSearchFrom(sql: string, context?: FieldContext): string {
  const texts = context ? clientSearchTextsSql(context, { text: /\bcs\./.test(sql), numbers: /\bcn\./.test(sql) }) : [];
  const reads = `${sql} ${texts.join(' ')}`;
  return [
    'from clients c',
    ...(/\bcur\./.test(reads) ? ['join currencies cur on cur.currency_code = c.currency_code'] : []),
    ...(/\bt\./.test(reads) ? ['left join contract_terms t on t.tenant_id = c.tenant_id'] : []),
    ...(/\ba\./.test(reads) ? [`left join ${AWAITING_SUMS_SQL} a on a.tenant_id = c.tenant_id`] : []),
    ...texts,
  ].join('\n  ');
}

/** What a field's SQL may need of the statement: the instant the hours are counted to (a parameter). */
export interface FieldContext {
  /** Placeholder of the instant 'Days Awaiting Payment' counts to, as timestamptz text. */
  now(): string;
}

/** The awaited amount in the client's currency (0 when nothing is awaited). */
export const AWAITING_SQL = 'coalesce(a.awaiting, 0)';
/** The awaited amount in US dollars at the stored rate, as float8. */
export const AWAITING_IN_USD_SQL = usdAtStoredRate(AWAITING_SQL, 'cur.usd_rate');

/**
 * Whole hours from the oldest unpaid invoice's date (00:00 UTC) to the instant `now` names, 0 when
 * nothing is awaited: the row's `hoursAwaitingPayment`.
 */
export function hoursAwaitingSql(now: string): string {
  return `coalesce(greatest(0, floor(extract(epoch from (${now}::timestamptz - (a.oldest::timestamp at time zone 'UTC'))) / 3600)), 0)::int`;
}

/** Date columns of the contract terms the grid shows or searches. */
const DATE_SQL: Readonly<Record<string, string>> = {
  tenantSignedDate: 't.tenant_signed_date',
  effectiveDate: 't.effective_date',
  freeTrialEnd: 't.free_trial_end',
  endDate: 't.end_date',
};

/** Sort keys of the sortable fields (`CLIENT_SEARCH_FIELDS.sort`); the hours need the statement's instant. */
export function clientSortKeys(context: FieldContext): Readonly<Record<string, () => SortKey>> {
  const date = (field: string) => (): SortKey => ({ sql: DATE_SQL[field]!, type: 'date', nullable: true });
  return {
    clientName: () => textSortKey('c.client_name', true),
    officialLegalName: () => textSortKey('c.official_legal_name', true),
    status: () => textSortKey('c.status', false),
    awaitingPaymentInUsd: () => ({ sql: AWAITING_IN_USD_SQL, type: 'float8', nullable: false }),
    awaitingPayment: () => ({ sql: AWAITING_SQL, type: 'numeric', nullable: false }),
    hoursAwaitingPayment: () => ({ sql: hoursAwaitingSql(context.now()), type: 'int', nullable: false }),
    tenantSignedDate: date('tenantSignedDate'),
    effectiveDate: date('effectiveDate'),
    freeTrialEnd: date('freeTrialEnd'),
    endDate: date('endDate'),
    billingCountry: () => textSortKey('c.billing_country', true),
    billingState: () => textSortKey('c.billing_state', true),
    currency: () => textSortKey('cur.symbol', true),
    currencyCode: () => textSortKey('c.currency_code', true),
  };
}

/** Raw values of the set-filter fields (`CLIENT_SEARCH_FIELDS.sets`), as the grid's set keys read them. */
export const CLIENT_SET_VALUES: Readonly<Record<string, string>> = {
  status: 'c.status',
  billingCountry: 'c.billing_country',
  currencyCode: 'c.currency_code',
};

/** Date columns of the date filters (`CLIENT_SEARCH_FIELDS.dates`). */
export const CLIENT_DATE_COLUMNS: Readonly<Record<string, string>> = DATE_SQL;

/** Amounts of the amount filter (`CLIENT_SEARCH_FIELDS.amounts`), as float8 US dollars. */
export const CLIENT_AMOUNT_VALUES: Readonly<Record<string, string>> = { awaitingPaymentInUsd: AWAITING_IN_USD_SQL };

/** The clients search's filter fields and their SQL, as the shared filters read them. */
export const CLIENT_FILTER_FIELDS: GridFilterFields = { sets: CLIENT_SET_VALUES, dates: CLIENT_DATE_COLUMNS, amounts: CLIENT_AMOUNT_VALUES };

/** Text columns of the clients view, where they live. */
const TEXT_SQL: Readonly<Record<string, string>> = {
  clientName: 'c.client_name',
  officialLegalName: 'c.official_legal_name',
  billingCountry: 'c.billing_country',
  billingState: 'c.billing_state',
  currency: 'cur.symbol',
  currencyCode: 'c.currency_code',
};

/**
 * Columns of the clients view kept in a stored text (migration 030), by field: the client's
 * `search_text` (its text columns, lower-cased and trimmed) and the contract terms' `search_text`
 * (the four dates as `search_day_text` writes them).
 */
const STORED_TEXT: Readonly<Record<string, string>> = {
  clientName: 'c.search_text',
  officialLegalName: 'c.search_text',
  billingCountry: 'c.search_text',
  billingState: 'c.search_text',
  currencyCode: 'c.search_text',
  tenantSignedDate: 't.search_text',
  effectiveDate: 't.search_text',
  freeTrialEnd: 't.search_text',
  endDate: 't.search_text',
};

// A stored text must hold only columns the grid searches.
for (const field of Object.keys(STORED_TEXT)) {
  if (!CLIENTS_GRID_VIEW.columns.some((column) => column.field === field)) throw new Error(`The clients search keeps '${field}', which the grid does not search`);
}

/**
 * The joins of a client row's searched texts, as `which` asks for them, each computed once per row
 * whatever the number of search words (`offset 0` keeps the planner from copying it into each
 * word's test): `cs.text`, the text columns lower-cased and trimmed and the dates as 'mmm dd yyyy
 * mm/dd/yyyy' (migration 020's `search_day_text`), one per line, read from the rows' stored texts
 * where they are kept there ({@link STORED_TEXT}, migration 030); `cn.numbers`, '$ Awaiting Payment'
 * with two decimals and the hours awaiting payment as a whole number, one per line (it reads the
 * awaited sums: only words read as numbers need it). A word holds no white space, so it never
 * matches across two columns.
 *
 * @throws Error when a column of the view has no SQL here (the view and the API must not drift).
 */
export function clientSearchTextsSql(context: FieldContext, which: { text: boolean; numbers: boolean }): string[] {
  const texts: string[] = [];
  const stored = new Set<string>();
  const numbers: string[] = [];
  for (const column of CLIENTS_GRID_VIEW.columns) {
    if ((column.type === 'text' || column.type === 'date') && STORED_TEXT[column.field]) stored.add(STORED_TEXT[column.field]!);
    else if (column.type === 'text' && TEXT_SQL[column.field]) texts.push(`lower(trim(${TEXT_SQL[column.field]}))`);
    else if (column.type === 'date' && DATE_SQL[column.field]) texts.push(`search_day_text(${DATE_SQL[column.field]})`);
    else if (column.type === 'currency' && column.field === 'awaitingPayment') numbers.push(`(${AWAITING_SQL})::numeric(14, 2)::text`);
    // The instant is a parameter: registered only when the numbers are read.
    else if (column.type === 'number' && column.field === 'hoursAwaitingPayment') numbers.push(which.numbers ? `(${hoursAwaitingSql(context.now())})::text` : '');
    else if (!(column.type === 'label' && column.field === 'status')) throw new Error(`The clients search has no SQL for the ${column.type} column '${column.field}'`);
  }
  return [
    ...(which.text ? [`cross join lateral (select concat_ws(E'\\n', ${[...stored, ...texts].join(', ')}) as text offset 0) cs`] : []),
    ...(which.numbers ? [`cross join lateral (select concat_ws(E'\\n', ${numbers.join(', ')}) as numbers offset 0) cn`] : []),
  ];
}

/**
 * The condition that one quick-search term (lower-cased, no white space) appears in one searched
 * column of the client row (docs/search.md), column by column as the grid's index
 * holds them, in at most 3 arms whatever the term: the text columns and
 * dates in the row's `cs.text`, '$ Awaiting Payment' and the hours in `cn.numbers` against the term
 * read as a number (left out when it is not one), both with `like` (wildcards escaped); the status as
 * its label plus its code, matched here against every status so the row is tested by equality (left
 * out when none matches). The statement's FROM adds `cs` and `cn` ({@link clientSearchFrom}). `param`
 * registers a value and names its placeholder.
 */
export function clientQuickTermCondition(term: string, param: (value: unknown) => string): string {
  const arms = [`cs.text like ${param(`%${likeEscape(term)}%`)}`];
  const number = numericSearchTerm(term);
  if (number !== undefined) arms.push(`cn.numbers like ${param(`%${likeEscape(number)}%`)}`);
  const status = CLIENTS_GRID_VIEW.columns.find((column) => column.field === 'status')!;
  const statuses = CLIENT_STATUSES.filter((value) => labelSearchText(status, value, { status: value } satisfies Partial<ClientRow>, {}).includes(term));
  if (statuses.length) arms.push(`c.status = any(${param(statuses)}::text[])`);
  return `(${arms.join(' or ')})`;
}

/** A client's awaited amount in US cents at the stored rate, rounded half up as the grid's `amountInUsd`. */
export function usdCentsSql(): string {
  return `floor((${AWAITING_SQL})::float8 / (cur.usd_rate)::float8 * 100 + 0.5)`;
}
