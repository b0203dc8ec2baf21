/**
 * Status chip text and colours (docs/formats.md#status-chips): invoice status (with the derived PAYMENT_FAILED),
 * card payment status labels and client status labels.
 */
import {
  CLIENT_STATUS_LABELS,
  type CardPaymentStatus,
  type ClientStatus,
  type InvoiceDisplayStatus,
  type InvoiceStatus,
} from '../endpoints/entities';
import { MISSING_VALUE } from './missing';

/** Names of the console's badge colours (names badges 1 to 6 and black). */
export type BadgeColorName = 'badge-1' | 'badge-2' | 'badge-3' | 'badge-4' | 'badge-5' | 'badge-6' | 'black';

/** Text and background colour of a badge. */
export interface BadgeColor {
  color: string;
  background: string;
}

/**
 * The badge palette. The spec names the badges but not their values; these follow the console's
 * theme: 1 amber (awaiting), 2 green (paid), 3 blue, 4 purple, 5 red (overdue), 6 grey (written off).
 *
 * @example BADGE_COLORS['badge-5'].background // '#ffe1e1'
 */
export const BADGE_COLORS: Readonly<Record<BadgeColorName, BadgeColor>> = {
  'badge-1': { color: '#7a4b00', background: '#fff1cc' },
  'badge-2': { color: '#1e6b1e', background: '#dff5d8' },
  'badge-3': { color: '#0b4f8a', background: '#dcecfb' },
  'badge-4': { color: '#5a2d91', background: '#ece2fa' },
  'badge-5': { color: '#a61b1b', background: '#ffe1e1' },
  'badge-6': { color: '#4a4a4a', background: '#e8e8e8' },
  black: { color: '#ffffff', background: '#000000' },
};

/**
 * Badge of each invoice status (docs/formats.md#status-chips); any other status uses {@link DEFAULT_INVOICE_BADGE}.
 *
 * @example INVOICE_STATUS_BADGES.OVERDUE // 'badge-5'
 */
export const INVOICE_STATUS_BADGES: Readonly<Partial<Record<InvoiceDisplayStatus, BadgeColorName>>> = {
  AWAITING_PAYMENT: 'badge-1',
  OVERDUE: 'badge-5',
  PAID: 'badge-2',
  VOIDED: 'black',
  WRITTEN_OFF: 'badge-6',
};

/**
 * The default invoice chip badge, badge 2 (docs/formats.md#status-chips).
 *
 * @example invoiceStatusBadge('PAYMENT_FAILED').name === DEFAULT_INVOICE_BADGE // true
 */
export const DEFAULT_INVOICE_BADGE: BadgeColorName = 'badge-2';

/** Stored statuses of an invoice that still waits for money: only these can show PAYMENT_FAILED. */
const UNPAID_STATUSES: readonly InvoiceStatus[] = ['AWAITING_PAYMENT', 'OVERDUE'];

/**
 * The status an invoice chip shows (docs/formats.md#status-chips): PAYMENT_FAILED when the card payment status is
 * FAILURE, else the stored status. The spec derives PAYMENT_FAILED from the card status alone; an
 * invoice later marked PAID, VOIDED or WRITTEN_OFF by hand keeps its failed card attempt on record,
 * and showing it as PAYMENT FAILED would contradict its settled status, so the derived status
 * applies only while the invoice is AWAITING_PAYMENT or OVERDUE.
 *
 * @example invoiceDisplayStatus({ invoiceStatus: 'OVERDUE', cardPaymentStatus: 'FAILURE' }) // 'PAYMENT_FAILED'
 * @example invoiceDisplayStatus({ invoiceStatus: 'PAID', cardPaymentStatus: 'FAILURE' }) // 'PAID'
 */
export function invoiceDisplayStatus(invoice: { invoiceStatus: InvoiceStatus; cardPaymentStatus?: CardPaymentStatus | null }): InvoiceDisplayStatus {
  const failed = invoice.cardPaymentStatus === 'FAILURE' && UNPAID_STATUSES.includes(invoice.invoiceStatus);
  return failed ? 'PAYMENT_FAILED' : invoice.invoiceStatus;
}

/**
 * Chip text of a status: the value with underscores replaced by spaces.
 *
 * @example statusChipText('AWAITING_PAYMENT') // 'AWAITING PAYMENT'
 */
export function statusChipText(status: string): string {
  return status.replace(/_/g, ' ');
}

/**
 * Readable labels of invoice statuses, with the derived PAYMENT_FAILED (docs/formats.md#status-chips), for exports
 * and text that is not a chip (the chip keeps the spec's upper-case text, {@link statusChipText}).
 *
 * @example INVOICE_STATUS_LABELS.AWAITING_PAYMENT // 'Awaiting Payment'
 */
export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceDisplayStatus, string>> = {
  AWAITING_PAYMENT: 'Awaiting Payment',
  OVERDUE: 'Overdue',
  PAID: 'Paid',
  VOIDED: 'Voided',
  WRITTEN_OFF: 'Written Off',
  PAYMENT_FAILED: 'Payment Failed',
};

/**
 * Readable label of an invoice status (see {@link INVOICE_STATUS_LABELS}); an unknown value is
 * shown with spaces for underscores.
 *
 * @example invoiceStatusLabel('WRITTEN_OFF') // 'Written Off'
 */
export function invoiceStatusLabel(status: string): string {
  return INVOICE_STATUS_LABELS[status as InvoiceDisplayStatus] ?? statusChipText(status);
}

/**
 * Badge name and colours of an invoice chip (docs/formats.md#status-chips); unknown statuses (and PAYMENT_FAILED)
 * take the default badge 2.
 *
 * @example invoiceStatusBadge('OVERDUE').name // 'badge-5'
 */
export function invoiceStatusBadge(status: string): BadgeColor & { name: BadgeColorName } {
  const name = INVOICE_STATUS_BADGES[status as InvoiceDisplayStatus] ?? DEFAULT_INVOICE_BADGE;
  return { name, ...BADGE_COLORS[name] };
}

/**
 * Labels of card payment statuses.
 *
 * @example CARD_PAYMENT_STATUS_LABELS.FAILURE // 'Failed'
 */
export const CARD_PAYMENT_STATUS_LABELS: Readonly<Record<CardPaymentStatus, string>> = {
  SUCCEEDED: 'Paid',
  FAILURE: 'Failed',
  REQUESTED: 'Requested',
};

/**
 * Label of a card payment status; `'--'` when empty.
 *
 * @example cardPaymentStatusLabel('FAILURE') // 'Failed'
 * @example cardPaymentStatusLabel(null) // '--'
 */
export function cardPaymentStatusLabel(status: CardPaymentStatus | string | null | undefined): string {
  if (!status) return MISSING_VALUE;
  return CARD_PAYMENT_STATUS_LABELS[status as CardPaymentStatus] ?? status;
}

/**
 * Badge of each client status. The spec gives only the labels (docs/formats.md#status-chips); colours follow the
 * invoice palette's meanings.
 *
 * @example BADGE_COLORS[CLIENT_STATUS_BADGES.ACTIVE].background
 */
export const CLIENT_STATUS_BADGES: Readonly<Record<ClientStatus, BadgeColorName>> = {
  ACTIVE: 'badge-2',
  TRIAL_PERIOD: 'badge-3',
  DEACTIVATED: 'badge-6',
  ONBOARDING: 'badge-4',
  PENDING_DEACTIVATION: 'badge-1',
};

/**
 * Chip label of a client status (docs/formats.md#status-chips); an unknown value is shown with spaces for
 * underscores.
 *
 * @example clientStatusLabel('TRIAL_PERIOD') // 'Trial Period'
 */
export function clientStatusLabel(status: string): string {
  return CLIENT_STATUS_LABELS[status as ClientStatus] ?? statusChipText(status);
}
