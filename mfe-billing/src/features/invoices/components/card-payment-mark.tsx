import { Tag, Tooltip } from 'antd';
import { cardPaymentStatusLabel, type CardPaymentStatus, type LastFailedPayment } from 'shared-kit/contract';

/** Hover text of a failed card payment whose decline reason is not known. */
export const UNKNOWN_DECLINE_REASON = 'The card payment failed';

/**
 * The card payment status of an invoice row, with a failed payment made plain
 * (docs/billing.md#invoice-details): a red 'Failed' mark, never the success colour, whose tooltip (on hover or focus) is
 * the gateway's decline reason. Other statuses are their label.
 */
export function CardPaymentMark({ status, lastFailedPayment }: { status: CardPaymentStatus | null; lastFailedPayment: LastFailedPayment | null }) {
  const label = cardPaymentStatusLabel(status);
  if (status !== 'FAILURE') return <>{label}</>;
  return (
    <Tooltip title={lastFailedPayment?.reason ?? UNKNOWN_DECLINE_REASON}>
      <Tag color="error" data-mark="payment-failure" tabIndex={0} style={{ fontWeight: 600 }}>
        {label}
      </Tag>
    </Tooltip>
  );
}
