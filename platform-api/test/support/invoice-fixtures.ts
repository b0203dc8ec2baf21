import type { Queryable } from '../../src/db/database.js';

/** Invoice numbers of the seed that match a SQL condition on `invoices i` (ordered, at most `limit`). */
export async function invoicesWhere(db: Queryable, condition: string, limit = 10): Promise<string[]> {
  const { rows } = await db.query<{ invoice_number: string }>(
    `select i.invoice_number from invoices i where ${condition} order by i.invoice_number limit ${limit}`,
  );
  return rows.map((row) => row.invoice_number);
}

/** One invoice's stored status, amount owed and card payment status. */
export async function invoiceState(db: Queryable, invoiceNumber: string): Promise<{ status: string; owed: number; card: string | null }> {
  const { rows } = await db.query<{ status: string; owed: number; card: string | null }>(
    'select invoice_status as status, amount_owed::float8 as owed, card_payment_status as card from invoices where invoice_number = $1',
    [invoiceNumber],
  );
  const row = rows[0];
  if (!row) throw new Error(`no invoice ${invoiceNumber}`);
  return row;
}

/**
 * Makes an invoice eligible for a bulk card retry — OVERDUE, last card payment FAILURE, amount owed
 * — and gives its client one valid card with the given last four digits (a documented test card).
 */
export async function makeRetryable(db: Queryable, invoiceNumber: string, cardLast4Digits: string): Promise<void> {
  await db.query(
    `update invoices set invoice_status = 'OVERDUE', card_payment_status = 'FAILURE', amount_owed = invoiced_amount where invoice_number = $1`,
    [invoiceNumber],
  );
  const { rows } = await db.query<{ tenant_id: string }>('select tenant_id from invoices where invoice_number = $1', [invoiceNumber]);
  const tenantId = rows[0]?.tenant_id;
  await db.query(`delete from payment_methods where tenant_id = $1 and type = 'CARD'`, [tenantId]);
  await db.query('update payment_methods set is_default = false where tenant_id = $1', [tenantId]);
  await db.query(
    `insert into payment_methods (payment_method_id, tenant_id, type, card_type, card_last4, card_expiry_month, card_expiry_year, is_default)
     values ($1, $2, 'CARD', 'Visa', $3, 12, 2030, true)`,
    [`pm_test_${tenantId}`, tenantId, cardLast4Digits],
  );
}
