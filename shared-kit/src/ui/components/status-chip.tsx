/**
 * Status chips of the invoice and client grids (docs/formats.md#status-chips) on antd's Tag.
 */
import { Tag } from 'antd';
import type { KeyboardEvent } from 'react';
import {
  BADGE_COLORS,
  type CardPaymentStatus,
  CLIENT_STATUS_BADGES,
  type ClientStatus,
  clientStatusLabel,
  invoiceDisplayStatus,
  type InvoiceStatus,
  invoiceStatusBadge,
  statusChipText,
} from 'shared-kit/contract';

/**
 * Hint of an editable status chip (its tooltip and accessible description): it opens the edit dialog
 * (docs/formats.md#status-chips).
 *
 * @example <Tag role="button" title={CHANGE_STATUS_HINT}>OVERDUE</Tag>
 */
export const CHANGE_STATUS_HINT = 'Change status';

/**
 * What the icon of a PAYMENT FAILED chip says (its accessible name, and the chip's hover text): the
 * chip keeps the default badge colour, which paid invoices share, so the icon and this text tell
 * the two apart (docs/grid.md#status-filter).
 *
 * @example screen.getByRole('img', { name: CARD_PAYMENT_FAILED_LABEL })
 */
export const CARD_PAYMENT_FAILED_LABEL = 'The card payment failed';

/** Colour of the failed-payment icon: the overdue badge's red (6.6:1 on the default badge). */
const FAILED_ICON_COLOR = BADGE_COLORS['badge-5'].color;

/** A circled exclamation mark named {@link CARD_PAYMENT_FAILED_LABEL}. */
function PaymentFailedIcon() {
  return (
    <svg role="img" aria-label={CARD_PAYMENT_FAILED_LABEL} viewBox="0 0 16 16" width="1em" height="1em" fill={FAILED_ICON_COLOR} style={{ marginInlineEnd: 4, verticalAlign: '-0.125em' }}>
      <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm-.75 3h1.5v5.5h-1.5zm0 7h1.5v1.5h-1.5z" />
    </svg>
  );
}

/** Props of {@link InvoiceStatusChip}. */
export interface InvoiceStatusChipProps {
  invoiceStatus: InvoiceStatus;
  cardPaymentStatus?: CardPaymentStatus | null;
  /** Only an editable chip is clickable. */
  editable?: boolean;
  onClick?: () => void;
  /** The chip's data-id, supplied by the caller. */
  dataId?: string;
}

/**
 * An invoice status chip (docs/formats.md#status-chips): text with underscores as spaces, PAYMENT_FAILED when the card
 * payment failed, the badge colour of the status; a button only when `editable`, then with the
 * pointer cursor and the hint 'Change status' (its name stays the status). A PAYMENT FAILED chip
 * carries an icon named 'The card payment failed' and, for an overdue invoice, an OVERDUE chip
 * beside it: the failed payment does not hide that the invoice is overdue.
 *
 * @example <InvoiceStatusChip invoiceStatus="OVERDUE" cardPaymentStatus={null} editable onClick={openDialog} dataId="INV-1" />
 */
export function InvoiceStatusChip({ invoiceStatus, cardPaymentStatus, editable = false, onClick, dataId }: InvoiceStatusChipProps) {
  const status = invoiceDisplayStatus({ invoiceStatus, cardPaymentStatus: cardPaymentStatus ?? null });
  const badge = invoiceStatusBadge(status);
  const clickable = editable && !!onClick;
  const failed = status === 'PAYMENT_FAILED';
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onClick?.();
    }
  };
  const chip = (
    <Tag
      data-id={dataId}
      data-badge={badge.name}
      color={badge.background}
      style={{ color: badge.color, cursor: clickable ? 'pointer' : 'default', fontWeight: 600 }}
      {...(failed && !clickable ? { title: CARD_PAYMENT_FAILED_LABEL } : {})}
      {...(clickable ? { role: 'button', tabIndex: 0, title: CHANGE_STATUS_HINT, 'aria-haspopup': 'dialog' as const, onClick, onKeyDown } : {})}
    >
      {failed && <PaymentFailedIcon />}
      {statusChipText(status)}
    </Tag>
  );
  if (!failed || invoiceStatus !== 'OVERDUE') return chip;
  const overdue = invoiceStatusBadge('OVERDUE');
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      {chip}
      <Tag data-stored-status="OVERDUE" color={overdue.background} style={{ color: overdue.color, fontWeight: 600, marginInlineEnd: 0 }}>
        {statusChipText('OVERDUE')}
      </Tag>
    </span>
  );
}

/** Props of {@link ClientStatusChip}. */
export interface ClientStatusChipProps {
  status: ClientStatus | string;
  dataId?: string;
}

/**
 * A client status chip with the labels of docs/formats.md#status-chips (Active, Trial Period, Deactivated,
 * Onboarding, Pending Deactivation).
 *
 * @example <ClientStatusChip status="TRIAL_PERIOD" />
 */
export function ClientStatusChip({ status, dataId }: ClientStatusChipProps) {
  const name = CLIENT_STATUS_BADGES[status as ClientStatus] ?? 'badge-6';
  const badge = BADGE_COLORS[name];
  return (
    <Tag data-id={dataId} data-badge={name} color={badge.background} style={{ color: badge.color, fontWeight: 600 }}>
      {clientStatusLabel(status)}
    </Tag>
  );
}
