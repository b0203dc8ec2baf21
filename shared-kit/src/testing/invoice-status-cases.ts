import type { InvoiceStatus } from '../contract/endpoints/entities';

/**
 * One table of invoice status cases (docs/billing.md "Invoice status changes"), run through the
 * invoices grid's bulk-action rules (mfe-billing) and through the API's refusal rules
 * (platform-api), so the screen and the API can never disagree: a selection of invoices (status and
 * total, dollars), the bulk target, and the refusal's words (`null` when allowed).
 */
export interface InvoiceStatusCase {
  name: string;
  invoices: ReadonlyArray<{ invoiceStatus: InvoiceStatus; invoicedAmount: number }>;
  target: 'PAID' | 'AWAITING_PAYMENT';
  refusal: string | null;
}

const PAID_FROM = 'Only AWAITING PAYMENT or OVERDUE invoices can be marked as paid';
const UNPAID_FROM = 'Only PAID, VOIDED or WRITTEN OFF invoices can be marked as unpaid';
const ZERO = 'Invoices with an invoiced amount of 0 cannot be changed';

/** The cases, each refusal in the rule's words as written here, not taken from the rules' code. */
export const INVOICE_STATUS_CASES: readonly InvoiceStatusCase[] = [
  { name: 'AWAITING_PAYMENT and OVERDUE marked paid', invoices: [{ invoiceStatus: 'AWAITING_PAYMENT', invoicedAmount: 10 }, { invoiceStatus: 'OVERDUE', invoicedAmount: 2.5 }], target: 'PAID', refusal: null },
  { name: 'a PAID invoice in a selection marked paid', invoices: [{ invoiceStatus: 'OVERDUE', invoicedAmount: 10 }, { invoiceStatus: 'PAID', invoicedAmount: 10 }], target: 'PAID', refusal: PAID_FROM },
  { name: 'a VOIDED invoice marked paid', invoices: [{ invoiceStatus: 'VOIDED', invoicedAmount: 10 }, { invoiceStatus: 'VOIDED', invoicedAmount: 5 }], target: 'PAID', refusal: PAID_FROM },
  { name: 'PAID, VOIDED and WRITTEN_OFF marked unpaid', invoices: [{ invoiceStatus: 'PAID', invoicedAmount: 1 }, { invoiceStatus: 'VOIDED', invoicedAmount: 1 }, { invoiceStatus: 'WRITTEN_OFF', invoicedAmount: 1 }], target: 'AWAITING_PAYMENT', refusal: null },
  { name: 'an OVERDUE invoice in a selection marked unpaid', invoices: [{ invoiceStatus: 'PAID', invoicedAmount: 1 }, { invoiceStatus: 'OVERDUE', invoicedAmount: 1 }], target: 'AWAITING_PAYMENT', refusal: UNPAID_FROM },
  { name: 'an invoice of 0 marked paid', invoices: [{ invoiceStatus: 'AWAITING_PAYMENT', invoicedAmount: 0 }, { invoiceStatus: 'OVERDUE', invoicedAmount: 3 }], target: 'PAID', refusal: ZERO },
  { name: 'an invoice of 0 marked unpaid', invoices: [{ invoiceStatus: 'PAID', invoicedAmount: 0 }, { invoiceStatus: 'PAID', invoicedAmount: 3 }], target: 'AWAITING_PAYMENT', refusal: ZERO },
];
