import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Card, Skeleton, Space } from 'antd';
import Descriptions from 'antd/es/descriptions';
import Tabs from 'antd/es/tabs';
import { ENDPOINTS, formatDate } from 'shared-kit/contract';
import { apiErrorMessage, showToast, useEndpointQuery } from 'shared-kit/runtime';
import { LoadError, PageTitle } from 'shared-kit/ui';
import { OrderGroupTab } from './order-group-tab';
import { UsdTotals } from './usd-totals';

/** Failure message of the page; the server's message follows the dash (docs/billing.md#billing-period-orders). */
export const billingPeriodOrdersFailure = (message: string) => `Something went wrong while fetching invoice billing period orders-${message}`;

/** Text of the link back to the invoice: '← Invoice {invoiceNumber}'. */
export const backToInvoice = (invoiceNumber: string) => `← Invoice ${invoiceNumber}`;

/**
 * Billing Period Orders of an invoice, /billing-period-orders/{invoiceNumber}, with a link back to
 * the invoice. A failed load is toasted with {@link billingPeriodOrdersFailure} and shown in place
 * of the orders with Retry, not as an empty page (docs/billing.md#billing-period-orders).
 */
export function BillingPeriodOrdersPage() {
  const { invoiceNumber = '' } = useParams();
  const { data, error, isPending, refetch } = useEndpointQuery(ENDPOINTS.billingPeriodOrders, { params: { invoiceNumber } });

  useEffect(() => {
    if (error) showToast(billingPeriodOrdersFailure(apiErrorMessage(error)));
  }, [error]);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Link to={`/invoices/${encodeURIComponent(invoiceNumber)}`}>{backToInvoice(invoiceNumber)}</Link>
      <PageTitle style={{ margin: 0 }}>
        Billing Period Orders
      </PageTitle>
      {error && !data ? (
        <LoadError error={error} what="the billing period orders" onRetry={() => void refetch()} />
      ) : isPending || !data ? (
        <Skeleton active />
      ) : (
        <>
          <Card size="small">
            <Descriptions
              size="small"
              column={{ xs: 1, md: 3 }}
              items={[
                { key: 'invoice', label: 'Invoice Number', children: invoiceNumber },
                { key: 'start', label: 'Billing Period Start Date', children: formatDate(data.billingPeriodStartDate) },
                { key: 'end', label: 'Billing Period End Date', children: formatDate(data.billingPeriodEndDate) },
              ]}
            />
            <UsdTotals orders={data} />
          </Card>
          <Tabs
            items={[
              { key: 'STOREFRONT', label: 'STOREFRONT', children: <OrderGroupTab group={data.storefront} /> },
              { key: 'OFFLINE', label: 'OFFLINE', children: <OrderGroupTab group={data.offline} /> },
              ...data.connect.map((group, index) => ({
                key: `CONNECT-${index}`,
                label: group.supplierTenantName,
                children: <OrderGroupTab group={group} />,
              })),
            ]}
          />
        </>
      )}
    </Space>
  );
}
