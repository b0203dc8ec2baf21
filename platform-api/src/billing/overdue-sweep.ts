import type { Queryable } from '../db/database.js';

/**
 * Moves AWAITING_PAYMENT invoices whose due date is today or earlier to OVERDUE (an invoice is
 * overdue once its due date has passed or is today, the same rule as the edit dialog's
 * `dialogStatuses`: docs/billing.md#overdue-invoices), recording each change in the status history
 * as made by `system` (source OVERDUE_SWEEP).
 *
 * @param today `YYYY-MM-DD`
 * @returns the number of invoices moved.
 */
export async function markOverdueInvoices(db: Queryable, today: string): Promise<number> {
  const { rows } = await db.query<{ moved: number }>(
    `with moved as (
       update invoices set invoice_status = 'OVERDUE', updated_at = now()
       where invoice_status = 'AWAITING_PAYMENT' and due_date <= $1::date
       returning invoice_number
     ), recorded as (
       insert into invoice_status_history (invoice_number, from_status, to_status, changed_by, source)
       select invoice_number, 'AWAITING_PAYMENT', 'OVERDUE', 'system', 'OVERDUE_SWEEP' from moved
       returning 1
     )
     select count(*)::int as moved from recorded`,
    [today],
  );
  return rows[0]?.moved ?? 0;
}
