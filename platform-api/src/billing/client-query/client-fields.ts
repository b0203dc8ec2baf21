/**
 * The clients grid's fields as SQL over `clients c` joined, as a statement needs them, to its
 * currency `cur`, its contract terms `t` and the sums of its unpaid invoices `a` (the search's FROM,
 * {@link clientSearchFrom}): sort keys, set-filter values, dates, the amount in US dollars at the
 * stored rate and the quick search's conditions, each mirroring what the grid's search index holds
 * for the same row (shared-kit/src/search, the view `clientsGridView(SEARCH_VIEWS.clients)`).
 */
import { CLIENT_STATUSES, SEARCH_VIEWS, clientsGridView, labelSearchText, numericSearchTerm, type ClientRow, type SearchView } from '../../contract.js';
import { likeEscape } from '../../db/sql.js';
import type { GridFilterFields } from '../grid-query/search-request.js';
import { textSortKey, usdAtStoredRate, type SortKey } from '../grid-query/sql-parts.js';

/** Invoice statuses whose amount owed counts as awaiting payment (spec 02 §3 "Client row"). */
const UNPAID_SQL = `('AWAITING_PAYMENT', 'OVERDUE')`;

/** The view the grid searches the clients with; the API parses and searches with the same one. */
export const CLIENTS_GRID_VIEW: SearchView = clientsGridView(SEARCH_VIEWS.clients);

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
 * one currency and at most one of the others, so the joins never change which clients are counted).
 */
export function clientSearchFrom(sql: string): string {
  return [
    'from clients c',
    ...(/\bcur\./.test(sql) ? ['join currencies cur on cur.currency_code = c.currency_code'] : []),
    ...(/\bt\./.test(sql) ? ['left join contract_terms t on t.tenant_id = c.tenant_id'] : []),
    ...(/\ba\./.test(sql) ? [`left join ${AWAITING_SUMS_SQL} a on a.tenant_id = c.tenant_id`] : []),
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
 * The condition that one quick-search term (lower-cased, no white space) appears in one searched
 * column of the client row (spec 02 §3, §5), column by column as the grid's index holds them: text
 * lower-cased and trimmed (`like`, wildcards escaped); the status as its label plus its code, matched
 * here against every status so the row is tested by equality; the dates as 'mmm dd yyyy mm/dd/yyyy'
 * (migration 020's `search_day_text`), one per line, in one `like`; '$ Awaiting Payment' with two
 * decimals and the hours as they are, against the term read as a number (docs/search.md). `param`
 * registers a value and names its placeholder.
 *
 * @throws Error when a column of the view has no SQL here (the view and the API must not drift).
 */
export function clientQuickTermCondition(term: string, param: (value: unknown) => string, context: FieldContext): string {
  const arms: string[] = [];
  const number = numericSearchTerm(term);
  let textParam: string | undefined;
  const textLike = () => (textParam ??= param(`%${likeEscape(term)}%`));
  const dateColumns: string[] = [];
  for (const column of CLIENTS_GRID_VIEW.columns) {
    switch (column.type) {
      case 'text': {
        const sql = TEXT_SQL[column.field];
        if (!sql) throw new Error(`The clients search has no SQL for column '${column.field}'`);
        arms.push(`lower(trim(${sql})) like ${textLike()}`);
        break;
      }
      case 'label': {
        if (column.field !== 'status') throw new Error(`The clients search has no SQL for column '${column.field}'`);
        const statuses = CLIENT_STATUSES.filter((status) => labelSearchText(column, status, { status } satisfies Partial<ClientRow>, {}).includes(term));
        if (statuses.length) arms.push(`c.status = any(${param(statuses)}::text[])`);
        break;
      }
      case 'date': {
        const sql = DATE_SQL[column.field];
        if (!sql) throw new Error(`The clients search has no SQL for column '${column.field}'`);
        dateColumns.push(`coalesce(search_day_text(${sql}), '')`);
        break;
      }
      case 'currency':
        if (column.field !== 'awaitingPayment') throw new Error(`The clients search has no SQL for column '${column.field}'`);
        if (number !== undefined) arms.push(`(${AWAITING_SQL})::numeric(14, 2)::text like ${param(`%${likeEscape(number)}%`)}`);
        break;
      case 'number':
        if (column.field !== 'hoursAwaitingPayment') throw new Error(`The clients search has no SQL for column '${column.field}'`);
        if (number !== undefined) arms.push(`(${hoursAwaitingSql(context.now())})::text like ${param(`%${likeEscape(number)}%`)}`);
        break;
      default:
        throw new Error(`The clients search cannot search a '${column.type}' column`);
    }
  }
  // Dates hold only these characters ('jan 05 2024 01/05/2024').
  if (dateColumns.length && /^[a-z0-9/ ]+$/.test(term)) arms.push(`(${dateColumns.join(" || E'\\n' || ")}) like ${textLike()}`);
  return arms.length ? `(${arms.join(' or ')})` : 'false';
}

/** A client's awaited amount in US cents at the stored rate, rounded half up as the grid's `amountInUsd`. */
export function usdCentsSql(): string {
  return `floor((${AWAITING_SQL})::float8 / (cur.usd_rate)::float8 * 100 + 0.5)`;
}
