import type { InvoiceRow } from 'shared-kit/contract';
import { invoiceRow } from '../../../testing/fixtures';
import { DOWNLOAD_LIMIT } from 'shared-kit/contract';
import { downloadRule, markPaidRule, markUnpaidRule, matchingDownloadRule, matchingRule, retryPaymentRule } from './bulk-actions';
import { summaryLines, summaryType } from './summary';
import { canEditStatus, cardPaymentLabel, editableStatuses } from './status-edit';
import { dayNumber } from 'shared-kit/contract';
import { INVOICE_STATUS_CASES } from 'shared-kit/testing/invoice-status-cases';

const rows = (...statuses: InvoiceRow['invoiceStatus'][]) => statuses.map((invoiceStatus, i) => invoiceRow({ invoiceNumber: `INV-${i}`, invoiceStatus }));

describe('bulk actions', () => {
  test('mark as paid: only AWAITING_PAYMENT or OVERDUE, none with invoicedAmount 0', () => {
    expect(markPaidRule(rows('AWAITING_PAYMENT', 'OVERDUE')).enabled).toBe(true);
    expect(markPaidRule(rows('AWAITING_PAYMENT', 'PAID')).enabled).toBe(false);
    expect(markPaidRule([invoiceRow({ invoicedAmount: 0 }), invoiceRow()]).enabled).toBe(false);
    expect(markPaidRule([]).enabled).toBe(false);
  });

  test('mark as unpaid: only PAID, VOIDED or WRITTEN_OFF, none with invoicedAmount 0', () => {
    expect(markUnpaidRule(rows('PAID', 'VOIDED', 'WRITTEN_OFF')).enabled).toBe(true);
    expect(markUnpaidRule(rows('PAID', 'OVERDUE')).enabled).toBe(false);
    expect(markUnpaidRule([invoiceRow({ invoiceStatus: 'PAID', invoicedAmount: 0 })]).enabled).toBe(false);
  });

  test('retry payment: all OVERDUE with a FAILURE card payment, a card on file and a non-zero amount', () => {
    const failed = (overrides: Partial<InvoiceRow> = {}) => invoiceRow({ invoiceStatus: 'OVERDUE', cardPaymentStatus: 'FAILURE', hasCardOnFile: true, ...overrides });
    expect(retryPaymentRule([failed(), failed({ invoiceNumber: 'INV-2' })]).enabled).toBe(true);
    expect(retryPaymentRule([failed(), failed({ invoiceStatus: 'AWAITING_PAYMENT' })]).enabled).toBe(false);
    expect(retryPaymentRule([failed({ cardPaymentStatus: 'REQUESTED' })]).enabled).toBe(false);
    expect(retryPaymentRule([failed({ cardPaymentStatus: null })]).enabled).toBe(false);
    expect(retryPaymentRule([failed({ hasCardOnFile: false })]).enabled).toBe(false);
    expect(retryPaymentRule([failed({ invoicedAmount: 0 })]).enabled).toBe(false);
  });

  test('download invoices: 1 to 130 selected', () => {
    expect(DOWNLOAD_LIMIT).toBe(130);
    const many = (n: number) => Array.from({ length: n }, (_, i) => invoiceRow({ invoiceNumber: `INV-${i}` }));
    expect(downloadRule(many(130)).enabled).toBe(true);
    expect(downloadRule(many(131))).toEqual({ enabled: false, reason: 'Select 130 or fewer invoices to download' });
    expect(downloadRule([]).enabled).toBe(false);
  });
});

describe('bulk actions on every invoice the search and filters match', () => {
  test('refused when none match or the rows fetched already break the rule, else offered for the server to check', () => {
    expect(matchingRule(markPaidRule, rows('OVERDUE'), 0)).toEqual({ enabled: false, reason: 'Select one or more invoices' });
    expect(matchingRule(markPaidRule, rows('OVERDUE'), undefined).enabled).toBe(false);
    expect(matchingRule(markPaidRule, rows('OVERDUE', 'AWAITING_PAYMENT'), 5000)).toEqual({ enabled: true });
    expect(matchingRule(markPaidRule, rows('OVERDUE', 'PAID'), 5000)).toEqual({ enabled: false, reason: 'Only AWAITING PAYMENT or OVERDUE invoices can be marked as paid' });
    expect(matchingRule(markUnpaidRule, [], 5000)).toEqual({ enabled: true });
  });

  test('download offered for 1 to 130 matching invoices by the API count', () => {
    expect(matchingDownloadRule(130)).toEqual({ enabled: true });
    expect(matchingDownloadRule(131)).toEqual({ enabled: false, reason: 'Select 130 or fewer invoices to download' });
    expect(matchingDownloadRule(0).enabled).toBe(false);
  });
});

describe('bulk payment summary', () => {
  test('error if any failed, warning if any skipped, otherwise success', () => {
    expect(summaryType({ succeeded: 3, skipped: 1, failed: 1 })).toBe('error');
    expect(summaryType({ succeeded: 3, skipped: 1, failed: 0 })).toBe('warning');
    expect(summaryType({ succeeded: 3, skipped: 0, failed: 0 })).toBe('success');
  });

  test('counts Payment(s) Succeeded, Skipped and Failed', () => {
    expect(summaryLines({ succeeded: 2, skipped: 1, failed: 0 })).toEqual(['2 Payment(s) Succeeded', '1 Payment(s) Skipped', '0 Payment(s) Failed']);
  });
});

describe('status edit', () => {
  const today = dayNumber(2024, 5, 31);
  test('OVERDUE when due today or past, else AWAITING_PAYMENT; then PAID, WRITTEN_OFF, VOIDED', () => {
    expect(editableStatuses('2024-05-31', today)).toEqual(['OVERDUE', 'PAID', 'WRITTEN_OFF', 'VOIDED']);
    expect(editableStatuses('2024-05-01', today)).toEqual(['OVERDUE', 'PAID', 'WRITTEN_OFF', 'VOIDED']);
    expect(editableStatuses('2024-06-01', today)).toEqual(['AWAITING_PAYMENT', 'PAID', 'WRITTEN_OFF', 'VOIDED']);
  });

  test('editable only when the total is above 0', () => {
    expect(canEditStatus(0.01)).toBe(true);
    expect(canEditStatus(0)).toBe(false);
    expect(canEditStatus(-5)).toBe(false);
  });

  test("'Make Payment By Card Now' only when OVERDUE with a card; 'Retry Card Payment' after a failure", () => {
    expect(cardPaymentLabel({ invoiceStatus: 'OVERDUE', hasCardOnFile: true, cardPaymentStatus: null })).toBe('Make Payment By Card Now');
    expect(cardPaymentLabel({ invoiceStatus: 'OVERDUE', hasCardOnFile: true, cardPaymentStatus: 'FAILURE' })).toBe('Retry Card Payment');
    expect(cardPaymentLabel({ invoiceStatus: 'OVERDUE', hasCardOnFile: false, cardPaymentStatus: 'FAILURE' })).toBeNull();
    expect(cardPaymentLabel({ invoiceStatus: 'AWAITING_PAYMENT', hasCardOnFile: true, cardPaymentStatus: null })).toBeNull();
  });
});

describe("the shared table of invoice status cases through the grid's rules (the API runs the same table)", () => {
  it.each(INVOICE_STATUS_CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const rule = c.target === 'PAID' ? markPaidRule(c.invoices) : markUnpaidRule(c.invoices);
    expect(rule).toEqual(c.refusal === null ? { enabled: true } : { enabled: false, reason: c.refusal });
  });
});
