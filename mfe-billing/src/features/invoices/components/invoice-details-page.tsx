import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Card, Descriptions, Flex, Skeleton, Space, Typography } from 'antd';
import {
  cardPaymentStatusLabel,
  formatCurrency,
  formatDate,
  orMissing,
  type InvoiceDetails,
  type InvoiceStatus,
} from 'shared-kit/contract';
import { showToast, apiErrorMessage } from 'shared-kit/runtime';
import { InvoiceStatusChip } from 'shared-kit/ui';
import { useInvoiceDetails } from '../api/get-invoice-details';
import { retryPayment } from '../api/retry-payment';
import { updateInvoiceStatus } from '../api/update-invoice-status';
import { canEditStatus, cardPaymentLabel } from '../lib/status-edit';
import { AddressCard } from './address-card';
import { EditStatusDialog } from './edit-status-dialog';
import { InvoicePreviewButton } from './invoice-preview-button';
import { LineItemsTable } from './line-items-table';

export const INVOICE_LOAD_FAILED = 'Unable to find resource, Try again after some time';
export const STATUS_UPDATE_FAILED = 'Unable to Update status';
export const statusUpdatedFor = (invoiceNumber: string) => `Status updated successfully for ${invoiceNumber}`;
export const PAYMENT_SUCCESSFUL = 'Payment Successful';
export const PAYMENT_FAILED = 'Payment Failed';

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
              {formatCurrency(invoice.billingPeriodOrdersInUsd, { symbol: '$' })}
            </Link>
          ),
        },
        { key: 'defaultPaymentMethod', label: 'Default Payment Method', children: orMissing(invoice.defaultPaymentMethod) },
        { key: 'cardPaymentStatus', label: 'Card Payment Status', children: cardPaymentStatusLabel(invoice.cardPaymentStatus) },
      ]}
    />
  );
}

/** Invoice details at /invoices/{invoiceNumber} and /invoice/{invoiceNumber} (spec 02 §2.4). */
export function InvoiceDetailsPage() {
  const { invoiceNumber = '' } = useParams();
  const navigate = useNavigate();
  const { data: invoice, error, loading, refetch, setData } = useInvoiceDetails(invoiceNumber);
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [paying, setPaying] = useState(false);

  useEffect(() => {
    if (error) showToast(apiErrorMessage(error, { fallbackMessage: INVOICE_LOAD_FAILED }));
  }, [error]);

  const saveStatus = async (status: InvoiceStatus) => {
    setSaving(true);
    try {
      await updateInvoiceStatus([invoiceNumber], status);
      showToast(statusUpdatedFor(invoiceNumber), 'success');
      setEditing(false);
      // The server confirmed the change: show it at once, then reload the rest of the details.
      setData((current) => current && { ...current, invoiceStatus: status });
      await refetch();
    } catch (e) {
      showToast(apiErrorMessage(e, { fallbackMessage: STATUS_UPDATE_FAILED }));
    } finally {
      setSaving(false);
    }
  };

  const pay = async () => {
    setPaying(true);
    try {
      const result = await retryPayment(invoiceNumber);
      if (result.success) showToast(PAYMENT_SUCCESSFUL, 'success');
      else showToast(PAYMENT_FAILED);
      await refetch();
    } catch (e) {
      showToast(apiErrorMessage(e, { fallbackMessage: PAYMENT_FAILED }));
    } finally {
      setPaying(false);
    }
  };

  if (loading && !invoice) return <Skeleton active />;
  if (!invoice) {
    return (
      <Space orientation="vertical">
        <Typography.Title level={3}>Invoice {invoiceNumber}</Typography.Title>
        <Button onClick={() => void navigate('/invoices')}>Back to Invoices</Button>
      </Space>
    );
  }

  const editable = canEditStatus(invoice.total);
  const paymentLabel = cardPaymentLabel(invoice);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Flex align="center" gap={12}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            Invoice {invoice.invoiceNumber}
          </Typography.Title>
          <InvoiceStatusChip
            invoiceStatus={invoice.invoiceStatus}
            cardPaymentStatus={invoice.cardPaymentStatus}
            editable={editable}
            onClick={() => setEditing(true)}
            dataId={invoice.invoiceNumber}
          />
        </Flex>
        <Flex gap={8} wrap>
          {paymentLabel && (
            <Button type="primary" loading={paying} onClick={() => void pay()}>
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
      <InfoBlock invoice={invoice} />
      <Card size="small" title="Line Items">
        <LineItemsTable invoice={invoice} />
      </Card>
      {editable && (
        <EditStatusDialog
          open={editing}
          invoiceNumber={invoice.invoiceNumber}
          currentStatus={invoice.invoiceStatus}
          dueDate={invoice.dueDate}
          saving={saving}
          onCancel={() => setEditing(false)}
          onSave={(status) => void saveStatus(status)}
        />
      )}
    </Space>
  );
}
