import type { ClientContact, ClientRow, ContractTerms, InvoiceAddress, PaymentMethod } from '../contract.js';
import type { Queryable } from '../db/database.js';
import { sqlDate, sqlMoney } from '../db/sql.js';
import { notFound } from '../lib/http-error.js';

/** Invoice statuses whose amount owed counts as awaiting payment. */
export const UNPAID_STATUSES = ['AWAITING_PAYMENT', 'OVERDUE'] as const;

/** The columns of a client row, over `clients c`, `currencies cur`, `contract_terms t` and the awaited sums `a`; `$1` is the instant. */
const CLIENT_ROW_COLUMNS = `c.tenant_id as "tenantId", c.client_name as "clientName", c.official_legal_name as "officialLegalName", c.status,
       coalesce(${sqlMoney('a.awaiting')}, 0) as "awaitingPayment",
       coalesce(greatest(0, floor(extract(epoch from ($1::timestamptz - (a.oldest::timestamp at time zone 'UTC'))) / 3600)), 0)::int as "hoursAwaitingPayment",
       ${sqlDate('t.tenant_signed_date')} as "tenantSignedDate", ${sqlDate('t.effective_date')} as "effectiveDate",
       ${sqlDate('t.free_trial_end')} as "freeTrialEnd", ${sqlDate('t.end_date')} as "endDate",
       c.billing_country as "billingCountry", c.billing_state as "billingState", cur.symbol as currency, c.currency_code as "currencyCode",
       ${sqlMoney('cur.usd_rate')} as "usdRate"`;

/**
 * The FROM of client rows (`$2`: the unpaid statuses); with `listed`, the awaited sums are made only
 * for the clients of `$3` (a text array of tenant ids).
 */
const clientRowFrom = (listed: boolean) => `from clients c
     join currencies cur on cur.currency_code = c.currency_code
     left join contract_terms t on t.tenant_id = c.tenant_id
     left join (
       select tenant_id, sum(amount_owed) as awaiting, min(invoice_date) as oldest
       from invoices where invoice_status = any($2::text[]) and amount_owed > 0${listed ? ' and tenant_id = any($3::text[])' : ''} group by tenant_id
     ) a on a.tenant_id = c.tenant_id`;

/**
 * The clients grid (docs/billing.md#clients-and-invoices-grids), by lower-cased client name (by
 * code point, as the grid compares text), then tenant id: the order the clients search keeps for
 * ties. `awaitingPayment` is the sum of amountOwed of the client's AWAITING_PAYMENT and OVERDUE
 * invoices (client currency, dollars) and `hoursAwaitingPayment` the whole hours from the oldest
 * such invoice's date (00:00 UTC) to `now`; both 0 when nothing is owed. Both are computed by SQL.
 * The dates are the contract terms' (the same days the Contract Terms tab shows): `effectiveDate`
 * is the grid's Effective Date, when the contract (and its free trial) starts, `tenantSignedDate`
 * the signing day. `usdRate` is the stored rate of the client's currency (units per 1 USD), by
 * which the console compares amounts in USD.
 */
export async function listClients(db: Queryable, now: Date): Promise<ClientRow[]> {
  const { rows } = await db.query<ClientRow>(
    `select ${CLIENT_ROW_COLUMNS}
     ${clientRowFrom(false)}
     order by lower(c.client_name) collate "C", c.tenant_id collate "C"`,
    [now.toISOString(), UNPAID_STATUSES],
  );
  return rows;
}

/**
 * The client rows of `tenantIds` (as {@link listClients} makes them, hours counted to `now`), in
 * the order of `tenantIds`; unknown ids are left out.
 */
export async function getClientRows(db: Queryable, now: Date, tenantIds: readonly string[]): Promise<ClientRow[]> {
  if (tenantIds.length === 0) return [];
  const { rows } = await db.query<ClientRow>(
    `select ${CLIENT_ROW_COLUMNS}
     ${clientRowFrom(true)}
     where c.tenant_id = any($3::text[])`,
    [now.toISOString(), UNPAID_STATUSES, tenantIds],
  );
  const byId = new Map(rows.map((row) => [row.tenantId, row]));
  return tenantIds.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The client's name and currency, or a 404.
 *
 * @throws HttpError 404 `Client {tenantId} not found`.
 */
export async function getClientHeader(db: Queryable, tenantId: string): Promise<{ clientName: string; currency: string; currencyCode: string }> {
  const { rows } = await db.query<{ clientName: string; currency: string; currencyCode: string }>(
    `select c.client_name as "clientName", cur.symbol as currency, c.currency_code as "currencyCode"
     from clients c join currencies cur on cur.currency_code = c.currency_code where c.tenant_id = $1`,
    [tenantId],
  );
  const row = rows[0];
  if (!row) throw notFound(`Client ${tenantId} not found`);
  return row;
}

/**
 * SQL expression building one of a client's addresses as a JSON object of the `InvoiceAddress`
 * shape (billToDetails/shipToDetails): address1, address2, city, state, country,
 * zipcode from the `billing_*` or `shipping_*` columns, plus the client's dba and
 * officialLegalName.
 *
 * @param client alias of the `clients` row in the query, e.g. `c`
 * @throws Error for an alias that is not a plain identifier.
 */
export function sqlClientAddress(client: string, kind: 'billing' | 'shipping'): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(client)) throw new Error(`Not a plain table alias: '${client}'`);
  const column = (name: string) => `${client}.${kind}_${name}`;
  return `json_build_object('address1', ${column('address1')}, 'address2', ${column('address2')}, 'city', ${column('city')},
    'state', ${column('state')}, 'country', ${column('country')}, 'zipcode', ${column('zipcode')},
    'dba', ${client}.dba, 'officialLegalName', ${client}.official_legal_name)`;
}

/**
 * Contact people and billing address of a client (client details, Contact tab).
 *
 * @throws HttpError 404 for an unknown client.
 */
export async function getClientContact(db: Queryable, tenantId: string): Promise<ClientContact> {
  const { rows } = await db.query<Omit<ClientContact, 'contacts'> & { contacts: ClientContact['contacts'] | null }>(
    `select c.tenant_id as "tenantId", c.client_name as "clientName", c.official_legal_name as "officialLegalName", c.dba,
       ${sqlClientAddress('c', 'billing')} as "billingAddress",
       (select json_agg(json_build_object('role', p.role, 'name', p.name, 'title', p.title, 'email', p.email, 'phone', p.phone)
          order by case p.role when 'PRIMARY' then 1 when 'BILLING' then 2 else 3 end)
        from client_contacts p where p.tenant_id = c.tenant_id) as contacts
     from clients c where c.tenant_id = $1`,
    [tenantId],
  );
  const row = rows[0];
  if (!row) throw notFound(`Client ${tenantId} not found`);
  return { ...row, billingAddress: row.billingAddress as InvoiceAddress, contacts: row.contacts ?? [] };
}

const PAYMENT_METHOD_COLUMNS = `payment_method_id as id, type, card_type as "cardType", card_last4 as "cardLast4Digits",
  card_expiry_month as "cardExpiryMonth", card_expiry_year as "cardExpiryYear", bank_name as "bankName",
  account_last4 as "accountLast4Digits", is_default as "isDefault"`;

/**
 * Cards and bank accounts on file (client details, Payment Method tab), the default first.
 *
 * @throws HttpError 404 for an unknown client.
 */
export async function listPaymentMethods(db: Queryable, tenantId: string): Promise<PaymentMethod[]> {
  await getClientHeader(db, tenantId);
  const { rows } = await db.query<PaymentMethod>(
    `select ${PAYMENT_METHOD_COLUMNS} from payment_methods where tenant_id = $1 order by is_default desc, created_at, payment_method_id`,
    [tenantId],
  );
  return rows;
}

/**
 * The default payment method, or `null` when the client has none.
 *
 * @throws HttpError 404 for an unknown client.
 */
export async function getDefaultPaymentMethod(db: Queryable, tenantId: string): Promise<PaymentMethod | null> {
  return (await listPaymentMethods(db, tenantId)).find((method) => method.isDefault) ?? null;
}

/**
 * Makes one of the client's payment methods the default (the previous default is unset). Run it in
 * a transaction.
 *
 * @returns the new default.
 * @throws HttpError 404 for an unknown client or a payment method that is not the client's.
 */
export async function setDefaultPaymentMethod(tx: Queryable, tenantId: string, paymentMethodId: string): Promise<PaymentMethod> {
  await getClientHeader(tx, tenantId);
  const owned = await tx.query('select 1 from payment_methods where tenant_id = $1 and payment_method_id = $2 for update', [tenantId, paymentMethodId]);
  if (owned.rows.length === 0) throw notFound(`Payment method ${paymentMethodId} not found for client ${tenantId}`);
  await tx.query('update payment_methods set is_default = false where tenant_id = $1 and is_default and payment_method_id <> $2', [tenantId, paymentMethodId]);
  const { rows } = await tx.query<PaymentMethod>(
    `update payment_methods set is_default = true where payment_method_id = $1 returning ${PAYMENT_METHOD_COLUMNS}`,
    [paymentMethodId],
  );
  const method = rows[0];
  if (!method) throw notFound(`Payment method ${paymentMethodId} not found for client ${tenantId}`);
  return method;
}

/**
 * Contract dates, trial, rates and payment terms (client details, Contract Terms tab). Percentages
 * are percent values (2.5 means 2.5 %); fees are in the client's currency.
 *
 * @throws HttpError 404 for an unknown client or a client without contract terms.
 */
export async function getContractTerms(db: Queryable, tenantId: string): Promise<ContractTerms> {
  const header = await getClientHeader(db, tenantId);
  const { rows } = await db.query<Omit<ContractTerms, 'currency' | 'currencyCode'>>(
    `select tenant_id as "tenantId", ${sqlDate('tenant_signed_date')} as "tenantSignedDate", ${sqlDate('effective_date')} as "effectiveDate",
       ${sqlDate('end_date')} as "endDate", free_trial_days as "freeTrialDays", ${sqlDate('free_trial_end')} as "freeTrialEnd",
       ${sqlMoney('gmv_fee_percent')} as "gmvFeePercent", ${sqlMoney('monthly_fee')} as "monthlyFee",
       ${sqlMoney('offline_service_rate')} as "offlineServiceRate", payment_terms_days as "paymentTermsDays",
       ${sqlMoney('tax_rate_percent')} as "taxRatePercent"
     from contract_terms where tenant_id = $1`,
    [tenantId],
  );
  const terms = rows[0];
  if (!terms) throw notFound(`Client ${tenantId} has no contract terms`);
  return { ...terms, currency: header.currency, currencyCode: header.currencyCode };
}
