/**
 * Status chips of the invoice and client grids (spec 02 §2.1, §4) on antd's Tag.
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
 * (spec 02 §2.4 "status with an edit dialog").
 *
 * @example <Tag role="button" title={CHANGE_STATUS_HINT}>OVERDUE</Tag>
 */
export const CHANGE_STATUS_HINT = 'Change status';

/** Props of {@link InvoiceStatusChip}. */
export interface InvoiceStatusChipProps {
  invoiceStatus: InvoiceStatus;
  cardPaymentStatus?: CardPaymentStatus | null;
  /** Only an editable chip is clickable (spec 02 §4). */
  editable?: boolean;
  onClick?: () => void;
  /** The chip's data-id, supplied by the caller (spec 02 §4). */
  dataId?: string;
}

/**
 * An invoice status chip (spec 02 §4): text with underscores as spaces, PAYMENT_FAILED when the card
 * payment failed, the badge colour of the status; a button only when `editable`, then with the
 * pointer cursor and the hint 'Change status' (its name stays the status).
 *
 * @example <InvoiceStatusChip invoiceStatus="OVERDUE" cardPaymentStatus={null} editable onClick={openDialog} dataId="INV-1" />
 */
export function InvoiceStatusChip({ invoiceStatus, cardPaymentStatus, editable = false, onClick, dataId }: InvoiceStatusChipProps) {
  const status = invoiceDisplayStatus({ invoiceStatus, cardPaymentStatus: cardPaymentStatus ?? null });
  const badge = invoiceStatusBadge(status);
  const clickable = editable && !!onClick;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onClick?.();
    }
  };
  return (
    <Tag
      data-id={dataId}
      data-badge={badge.name}
      color={badge.background}
      style={{ color: badge.color, cursor: clickable ? 'pointer' : 'default', fontWeight: 600 }}
      {...(clickable ? { role: 'button', tabIndex: 0, title: CHANGE_STATUS_HINT, 'aria-haspopup': 'dialog' as const, onClick, onKeyDown } : {})}
    >
      {statusChipText(status)}
    </Tag>
  );
}

/** Props of {@link ClientStatusChip}. */
export interface ClientStatusChipProps {
  status: ClientStatus | string;
  dataId?: string;
}

/**
 * A client status chip with the labels of spec 02 §2.1 (Active, Trial Period, Deactivated,
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
