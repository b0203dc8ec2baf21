import type { ClientStatus } from '../../src/contract.js';
import type { Queryable } from '../../src/db/database.js';
import { writeSearchData, type SearchInvoice } from './invoice-search-data.js';

/** A client of a clients-search test: its row's own columns and, when it has them, its contract dates. */
export interface ClientSearchClient {
  tenantId: string;
  name: string;
  legalName?: string;
  status: ClientStatus;
  currencyCode: string;
  country: string | null;
  state: string | null;
  /** Contract terms' days (`YYYY-MM-DD`); none: the client has no contract terms. */
  terms?: { signed: string | null; effective: string | null; trialEnd: string | null; end: string | null };
}

/**
 * Writes currencies, clients (status, billing country and state, contract dates) and invoices for
 * a clients-search test; the invoices make the awaited amounts.
 */
export async function writeClientSearchData(
  db: Queryable,
  data: { currencies: ReadonlyArray<{ code: string; symbol: string; usdRate: number }>; clients: readonly ClientSearchClient[]; invoices: readonly SearchInvoice[] },
): Promise<void> {
  await writeSearchData(db, {
    currencies: data.currencies,
    clients: data.clients.map((client) => ({ tenantId: client.tenantId, name: client.name, currencyCode: client.currencyCode, referrer: null })),
    invoices: data.invoices,
  });
  for (const client of data.clients) {
    await db.query('update clients set official_legal_name = $2, status = $3, billing_country = $4, billing_state = $5 where tenant_id = $1', [
      client.tenantId,
      client.legalName ?? client.name,
      client.status,
      client.country,
      client.state,
    ]);
    if (client.terms) {
      await db.query(
        `insert into contract_terms (tenant_id, tenant_signed_date, effective_date, free_trial_end, end_date, gmv_fee_percent, monthly_fee, offline_service_rate, payment_terms_days, tax_rate_percent)
         values ($1, $2::date, $3::date, $4::date, $5::date, 2.5, 100, 1, 30, 0)`,
        [client.tenantId, client.terms.signed, client.terms.effective, client.terms.trialEnd, client.terms.end],
      );
    }
  }
}
