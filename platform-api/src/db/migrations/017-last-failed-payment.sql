-- The last failed card payment of each invoice (its decline reason, time and card are the payment's
-- details, completed_at, card_type and card_last4) is read for every invoice row and the invoice
-- details (invoices-repository.ts, lastFailedPayment): this index finds it without scanning the
-- invoice's other payments.

create index payments_failed_invoice_idx on payments (invoice_number, (coalesce(completed_at, created_at)) desc) where status = 'FAILURE';
