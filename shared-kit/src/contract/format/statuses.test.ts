import {
  invoiceStatusLabel,
  BADGE_COLORS,
  CARD_PAYMENT_STATUS_LABELS,
  cardPaymentStatusLabel,
  clientStatusLabel,
  invoiceDisplayStatus,
  invoiceStatusBadge,
  statusChipText,
} from './statuses';

describe('invoice status chip', () => {
  it('derives PAYMENT_FAILED when the card payment status is FAILURE', () => {
    expect(invoiceDisplayStatus({ invoiceStatus: 'OVERDUE', cardPaymentStatus: 'FAILURE' })).toBe('PAYMENT_FAILED');
    expect(invoiceDisplayStatus({ invoiceStatus: 'OVERDUE', cardPaymentStatus: 'REQUESTED' })).toBe('OVERDUE');
    expect(invoiceDisplayStatus({ invoiceStatus: 'PAID', cardPaymentStatus: null })).toBe('PAID');
  });
  it('keeps a settled status when an earlier card attempt failed (marked paid, voided or written off by hand)', () => {
    expect(invoiceDisplayStatus({ invoiceStatus: 'AWAITING_PAYMENT', cardPaymentStatus: 'FAILURE' })).toBe('PAYMENT_FAILED');
    expect(invoiceDisplayStatus({ invoiceStatus: 'PAID', cardPaymentStatus: 'FAILURE' })).toBe('PAID');
    expect(invoiceDisplayStatus({ invoiceStatus: 'VOIDED', cardPaymentStatus: 'FAILURE' })).toBe('VOIDED');
    expect(invoiceDisplayStatus({ invoiceStatus: 'WRITTEN_OFF', cardPaymentStatus: 'FAILURE' })).toBe('WRITTEN_OFF');
  });
  it('replaces underscores with spaces', () => {
    expect(statusChipText('AWAITING_PAYMENT')).toBe('AWAITING PAYMENT');
    expect(statusChipText('PAYMENT_FAILED')).toBe('PAYMENT FAILED');
    expect(statusChipText('PAID')).toBe('PAID');
  });
  it('colours AWAITING_PAYMENT 1, OVERDUE 5, PAID 2, VOIDED black, WRITTEN_OFF 6, others 2', () => {
    expect(invoiceStatusBadge('AWAITING_PAYMENT').name).toBe('badge-1');
    expect(invoiceStatusBadge('OVERDUE').name).toBe('badge-5');
    expect(invoiceStatusBadge('PAID').name).toBe('badge-2');
    expect(invoiceStatusBadge('VOIDED').name).toBe('black');
    expect(invoiceStatusBadge('VOIDED').background).toBe('#000000');
    expect(invoiceStatusBadge('WRITTEN_OFF').name).toBe('badge-6');
    expect(invoiceStatusBadge('PAYMENT_FAILED').name).toBe('badge-2');
    expect(invoiceStatusBadge('SOMETHING_NEW')).toEqual({ name: 'badge-2', ...BADGE_COLORS['badge-2'] });
  });
});

describe('card payment status labels', () => {
  it('labels SUCCEEDED Paid, FAILURE Failed, REQUESTED Requested, empty --', () => {
    expect(CARD_PAYMENT_STATUS_LABELS).toEqual({ SUCCEEDED: 'Paid', FAILURE: 'Failed', REQUESTED: 'Requested' });
    expect(cardPaymentStatusLabel('SUCCEEDED')).toBe('Paid');
    expect(cardPaymentStatusLabel(null)).toBe('--');
    expect(cardPaymentStatusLabel('')).toBe('--');
  });
});

describe('client status labels', () => {
  it('uses the chip labels', () => {
    expect(['ACTIVE', 'TRIAL_PERIOD', 'DEACTIVATED', 'ONBOARDING', 'PENDING_DEACTIVATION'].map(clientStatusLabel)).toEqual([
      'Active', 'Trial Period', 'Deactivated', 'Onboarding', 'Pending Deactivation',
    ]);
    expect(clientStatusLabel('ON_HOLD')).toBe('ON HOLD');
  });
});

describe('invoiceStatusLabel (readable invoice statuses of exports)', () => {
  it.each([
    ['AWAITING_PAYMENT', 'Awaiting Payment'],
    ['OVERDUE', 'Overdue'],
    ['PAID', 'Paid'],
    ['VOIDED', 'Voided'],
    ['WRITTEN_OFF', 'Written Off'],
    ['PAYMENT_FAILED', 'Payment Failed'],
    ['ON_HOLD', 'ON HOLD'],
  ])('%s reads %j', (status, label) => {
    expect(invoiceStatusLabel(status)).toBe(label);
  });
});
