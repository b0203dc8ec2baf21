import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Card, Flex, Skeleton, Space, Typography } from 'antd';
import Descriptions from 'antd/es/descriptions';
import {
  ENDPOINTS,
  PAYMENT_FAILED,
  PAYMENT_SUCCESSFUL,
  cardPaymentStatusLabel,
  formatDate,
  formatDateTimeWithZone,
  formatMoney,
  orMissing,
  type InvoiceDetails,
  type LastFailedPayment,
} from 'shared-kit/contract';
import { setEndpointData, showToast, useEndpointMutation, useEndpointQuery } from 'shared-kit/runtime';
import { DryRunPreviewDialog, HistoryDrawer, InvoiceStatusChip, LoadError, PageTitle } from 'shared-kit/ui';
import { cardChargePreview, withPreviewFingerprint } from '../lib/previews';
import { DEFAULT_EDIT_STATUS, canEditStatus, cardPaymentLabel } from '../lib/status-edit';
import { AddressCard } from './address-card';
import { EditStatusDialog } from './edit-status-dialog';
import { InvoicePreviewButton } from './invoice-preview-button';
import { LineItemsTable } from './line-items-table';

export const INVOICE_LOAD_FAILED = 'Unable to find resource, Try again after some time';
export const STATUS_UPDATE_FAILED = 'Unable to Update status';
export const statusUpdatedFor = (invoiceNumber: string) => `Status updated successfully for ${invoiceNumber}`;
/** Toast of a declined card: 'Payment Failed: Your card was declined.' (docs/billing.md#invoice-details). */
export const paymentFailedWith = (reason: string | null) => (reason ? `${PAYMENT_FAILED}: ${reason}` : PAYMENT_FAILED);
/** The card of a failed payment: 'Visa •••• 4242'. */
export const failedCardText = (payment: Pick<LastFailedPayment, 'cardType' | 'cardLast4Digits'>) =>
  payment.cardLast4Digits ? `${payment.cardType ?? 'Card'} •••• ${payment.cardLast4Digits}` : orMissing(payment.cardType);
/** Title of the failed card payment on the details. */
export const LAST_FAILED_PAYMENT = 'Last Failed Card Payment';

/** The last failed card payment: reason, when and which card (docs/billing.md#invoice-details). */
function FailedPayment({ payment, current }: { payment: LastFailedPayment; current: boolean }) {
  return (
    <Alert
      type={current ? 'error' : 'info'}
      showIcon
      role={current ? 'alert' : 'status'}
      aria-label={LAST_FAILED_PAYMENT}
      title={current ? PAYMENT_FAILED : LAST_FAILED_PAYMENT}
      description={
        <Space orientation="vertical" size={0}>
          <Typography.Text>{payment.reason}</Typography.Text>
          <Typography.Text type="secondary">{`${formatDateTimeWithZone(payment.failedAt)} · ${failedCardText(payment)}`}</Typography.Text>
        </Space>
      }
    />
  );
}

function InfoBlock({ invoice }: { invoice: InvoiceDetails }) {
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'invoiceNumber', label: 'Invoice Number', children: invoice.invoiceNumber },
        { key: 'client', label: 'Client', children: invoice.clientName },
        { key: 'invoiceDate', label: 'Invoice Date', children: formatDate(invoice.invoiceDate) },
        { key: 'dueDate', label: 'Due Date', children: formatDate(invoice.dueDate) },
        {
          key: 'billingPeriod',
          label: 'Billing Period',
          children: `${formatDate(invoice.billingPeriodStartDate)} - ${formatDate(invoice.billingPeriodEndDate)}`,
        },
        {
          key: 'billingPeriodOrders',
          label: 'Billing Period Orders (USD)',
          children: (
            <Link to={`/billing-period-orders/${encodeURIComponent(invoice.invoiceNumber)}`}>
              {formatMoney(invoice.billingPeriodOrdersInUsd, 'USD')}
            </Link>
          ),
        },
        { key: 'defaultPaymentMethod', label: 'Default Payment Method', children: orMissing(invoice.defaultPaymentMethod) },
        { key: 'cardPaymentStatus', label: 'Card Payment Status', children: cardPaymentStatusLabel(invoice.cardPaymentStatus) },
      ]}
    />
  );
}

/** Invoice details at /invoices/{invoiceNumber} and /invoice/{invoiceNumber} (docs/billing.md#invoice-details). */
export function InvoiceDetailsPage() {
  const { invoiceNumber = '' } = useParams();
  const navigate = useNavigate();
  const input = { params: { invoiceNumber } };
  const { data: invoice, isPending, error, refetch } = useEndpointQuery(ENDPOINTS.invoiceDetails, input, { errorToast: INVOICE_LOAD_FAILED });
  const [editing, setEditing] = useState(false);
  const [charging, setCharging] = useState(false);
  const save = useEndpointMutation(ENDPOINTS.updateInvoiceStatus, {
    invalidates: [ENDPOINTS.invoiceDetails, ENDPOINTS.invoices],
    errorToast: STATUS_UPDATE_FAILED,
    onSuccess: (_answer, { body }, client) => {
      showToast(statusUpdatedFor(invoiceNumber), 'success');
      setEditing(false);
      // The server confirmed the change: show it at once, then reload the rest of the details.
      const status = body.status ?? DEFAULT_EDIT_STATUS;
      setEndpointData(client, ENDPOINTS.invoiceDetails, input, (current) => current && { ...current, invoiceStatus: status });
    },
  });

  if (isPending) return <Skeleton active />;
  if (!invoice) {
    return (
      <Space orientation="vertical" style={{ width: '100%' }}>
        <PageTitle>Invoice {invoiceNumber}</PageTitle>
        {error ? <LoadError error={error} what="the invoice" onRetry={() => void refetch()} /> : null}
        <Button onClick={() => void navigate('/invoices')}>Back to Invoices</Button>
      </Space>
    );
  }

  const editable = canEditStatus(invoice.total);
  const paymentLabel = cardPaymentLabel(invoice);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Link to={`/clients/${encodeURIComponent(invoice.tenantId)}?tab=0`}>{`← ${invoice.clientName}`}</Link>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Flex align="center" gap={12}>
          <PageTitle style={{ margin: 0 }}>
            Invoice {invoice.invoiceNumber}
          </PageTitle>
          <InvoiceStatusChip
            invoiceStatus={invoice.invoiceStatus}
            cardPaymentStatus={invoice.cardPaymentStatus}
            editable={editable}
            onClick={() => setEditing(true)}
            dataId={invoice.invoiceNumber}
          />
        </Flex>
        <Flex gap={8} wrap>
          <HistoryDrawer entity="invoice" id={invoice.invoiceNumber} currencyCode={invoice.currencyCode} />
          {paymentLabel && (
            <Button type="primary" onClick={() => setCharging(true)}>
              {paymentLabel}
            </Button>
          )}
          <InvoicePreviewButton invoiceNumber={invoice.invoiceNumber} />
        </Flex>
      </Flex>
      <Flex gap={16} wrap>
        <AddressCard title="Bill To" address={invoice.billToDetails} />
        <AddressCard title="Ship To" address={invoice.shipToDetails} />
      </Flex>
      {invoice.lastFailedPayment && (
        <FailedPayment payment={invoice.lastFailedPayment} current={invoice.cardPaymentStatus === 'FAILURE'} />
      )}
      <InfoBlock invoice={invoice} />
      <Card size="small" title="Line Items">
        <LineItemsTable invoice={invoice} />
      </Card>
      {paymentLabel && charging && (
        <DryRunPreviewDialog
          open
          title={paymentLabel}
          confirmText={paymentLabel}
          endpoint={ENDPOINTS.retryPayment}
          input={input}
          summarize={cardChargePreview}
          confirmInput={withPreviewFingerprint}
          invalidates={[ENDPOINTS.invoiceDetails, ENDPOINTS.invoices]}
          errorToast={PAYMENT_FAILED}
          onCancel={() => setCharging(false)}
          onDone={(result) => {
            setCharging(false);
            if (result.success) showToast(PAYMENT_SUCCESSFUL, 'success');
            else showToast(paymentFailedWith(result.reason));
          }}
        />
      )}
      {editable && (
        <EditStatusDialog
          open={editing}
          invoiceNumber={invoice.invoiceNumber}
          currentStatus={invoice.invoiceStatus}
          dueDate={invoice.dueDate}
          saving={save.isPending}
          onCancel={() => setEditing(false)}
          onSave={(status) => save.mutate({ body: { invoiceNumbers: [invoiceNumber], status } })}
        />
      )}
    </Space>
  );
}
