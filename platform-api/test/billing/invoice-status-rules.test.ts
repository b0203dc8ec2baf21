import { bulkAllows, dialogStatuses, refusalList, statusChangeRefusal, type InvoiceForStatusChange } from '../../src/billing/invoice-status-rules.js';
import { cardPaymentInProgressRefusal } from '../../src/billing/invoice-status-service.js';
import type { InvoiceStatus } from '../../src/contract.js';
import { INVOICE_STATUS_CASES } from 'shared-kit/testing/invoice-status-cases';

const TODAY = '2025-06-15';
const invoice = (invoiceStatus: InvoiceStatus, overrides: Partial<InvoiceForStatusChange> = {}): InvoiceForStatusChange => ({
  invoiceNumber: `INV-${invoiceStatus}`,
  invoiceStatus,
  invoicedAmount: 100,
  dueDate: '2025-07-01',
  ...overrides,
});

describe('edit dialog statuses', () => {
  it('offers AWAITING_PAYMENT before the due date, then PAID, WRITTEN_OFF and VOIDED, without the current status', () => {
    expect(dialogStatuses(invoice('PAID'), TODAY)).toEqual(['AWAITING_PAYMENT', 'WRITTEN_OFF', 'VOIDED']);
  });

  it('offers OVERDUE when the due date is today or past', () => {
    expect(dialogStatuses(invoice('AWAITING_PAYMENT', { dueDate: TODAY }), TODAY)).toEqual(['OVERDUE', 'PAID', 'WRITTEN_OFF', 'VOIDED']);
    expect(dialogStatuses(invoice('PAID', { dueDate: '2025-01-01' }), TODAY)).toEqual(['OVERDUE', 'WRITTEN_OFF', 'VOIDED']);
  });

  it('offers nothing when the total is 0', () => {
    expect(dialogStatuses(invoice('AWAITING_PAYMENT', { invoicedAmount: 0 }), TODAY)).toEqual([]);
  });
});

describe('bulk rules', () => {
  it.each<[InvoiceStatus, boolean, boolean]>([
    ['AWAITING_PAYMENT', true, false],
    ['OVERDUE', true, false],
    ['PAID', false, true],
    ['VOIDED', false, true],
    ['WRITTEN_OFF', false, true],
  ])('%s: mark paid %s, mark unpaid %s', (status, paid, unpaid) => {
    expect(bulkAllows(invoice(status), 'PAID')).toBe(paid);
    expect(bulkAllows(invoice(status), 'AWAITING_PAYMENT')).toBe(unpaid);
  });

  it('allows neither when the invoicedAmount is 0', () => {
    expect(bulkAllows(invoice('OVERDUE', { invoicedAmount: 0 }), 'PAID')).toBe(false);
    expect(bulkAllows(invoice('PAID', { invoicedAmount: 0 }), 'AWAITING_PAYMENT')).toBe(false);
  });
});

describe('statusChangeRefusal', () => {
  it('accepts marking a selection of AWAITING_PAYMENT and OVERDUE invoices paid', () => {
    expect(statusChangeRefusal([invoice('AWAITING_PAYMENT'), invoice('OVERDUE')], 'PAID', TODAY)).toBeNull();
  });

  it('refuses to mark a mixed selection paid, naming the invoices', () => {
    expect(statusChangeRefusal([invoice('OVERDUE'), invoice('PAID')], 'PAID', TODAY)).toBe(
      'Only AWAITING PAYMENT or OVERDUE invoices can be marked as paid: INV-PAID (PAID)',
    );
  });

  it("names 20 refused invoices at most, then 'and K more'", () => {
    const paid = Array.from({ length: 1_234 }, (_, i) => invoice('PAID', { invoiceNumber: `INV-${String(i + 1).padStart(4, '0')}` }));
    const message = statusChangeRefusal([invoice('OVERDUE'), ...paid], 'PAID', TODAY);
    expect(message).toBe(
      'Only AWAITING PAYMENT or OVERDUE invoices can be marked as paid: ' +
        'INV-0001 (PAID), INV-0002 (PAID), INV-0003 (PAID), INV-0004 (PAID), INV-0005 (PAID), INV-0006 (PAID), INV-0007 (PAID), ' +
        'INV-0008 (PAID), INV-0009 (PAID), INV-0010 (PAID), INV-0011 (PAID), INV-0012 (PAID), INV-0013 (PAID), INV-0014 (PAID), ' +
        'INV-0015 (PAID), INV-0016 (PAID), INV-0017 (PAID), INV-0018 (PAID), INV-0019 (PAID), INV-0020 (PAID) and 1,214 more',
    );
    const zero = Array.from({ length: 21 }, (_, i) => invoice('OVERDUE', { invoiceNumber: `Z${i + 1}`, invoicedAmount: 0 }));
    expect(statusChangeRefusal(zero, 'PAID', TODAY)).toMatch(/: Z1, Z2, .*, Z20 and 1 more$/);
    expect(refusalList(['A', 'B'])).toBe('A, B');
    expect(refusalList(Array.from({ length: 20 }, (_, i) => `N${i}`))).not.toContain('more');
  });

  it("names 20 invoices with a card payment in progress at most, then 'and K more'", () => {
    const charging = Array.from({ length: 22 }, (_, i) => ({ invoiceNumber: `C${i + 1}`, cardPaymentStatus: 'REQUESTED' as const }));
    expect(cardPaymentInProgressRefusal([{ invoiceNumber: 'F1', cardPaymentStatus: 'FAILURE' }, ...charging])).toBe(
      'A card payment is in progress for C1, C2, C3, C4, C5, C6, C7, C8, C9, C10, C11, C12, C13, C14, C15, C16, C17, C18, C19, C20 and 2 more; ' +
        'the status can be changed once it has finished',
    );
  });

  it('refuses to mark AWAITING_PAYMENT invoices unpaid', () => {
    expect(statusChangeRefusal([invoice('PAID'), invoice('AWAITING_PAYMENT')], 'AWAITING_PAYMENT', TODAY)).toBe(
      'Only PAID, VOIDED or WRITTEN OFF invoices can be marked as unpaid: INV-AWAITING_PAYMENT (AWAITING_PAYMENT)',
    );
  });

  it('refuses any change when an invoice of the selection has invoicedAmount 0', () => {
    expect(statusChangeRefusal([invoice('OVERDUE'), invoice('AWAITING_PAYMENT', { invoiceNumber: 'INV-0', invoicedAmount: 0 })], 'PAID', TODAY)).toBe(
      'Invoices with an invoiced amount of 0 cannot be changed: INV-0',
    );
  });

  it('refuses other statuses for several invoices', () => {
    expect(statusChangeRefusal([invoice('OVERDUE'), invoice('AWAITING_PAYMENT')], 'VOIDED', TODAY)).toBe(
      'Several invoices can only be marked PAID or AWAITING_PAYMENT together, not VOIDED',
    );
  });

  it('lets a single invoice take any status of its dialog, and refuses the others', () => {
    expect(statusChangeRefusal([invoice('OVERDUE', { dueDate: '2025-06-01' })], 'WRITTEN_OFF', TODAY)).toBeNull();
    expect(statusChangeRefusal([invoice('VOIDED')], 'PAID', TODAY)).toBeNull();
    expect(statusChangeRefusal([invoice('PAID', { dueDate: '2025-06-01' })], 'OVERDUE', TODAY)).toBeNull();
    expect(statusChangeRefusal([invoice('PAID')], 'OVERDUE', TODAY)).toBe('Invoice INV-PAID cannot change from PAID to OVERDUE');
    expect(statusChangeRefusal([invoice('PAID')], 'PAID', TODAY)).toBe('Invoice INV-PAID cannot change from PAID to PAID');
  });
});

describe("the shared table of invoice status cases through the API's rules (the grid runs the same table)", () => {
  it.each(INVOICE_STATUS_CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const invoices = c.invoices.map((invoice, i) => ({ ...invoice, invoiceNumber: `INV-${i + 1}`, dueDate: '2026-01-01' }));
    const refusal = statusChangeRefusal(invoices, c.target, '2026-11-27', true);
    if (c.refusal === null) expect(refusal).toBeNull();
    else expect(refusal).toMatch(new RegExp(`^${c.refusal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: INV-`));
  });
});
