import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Card, Skeleton, Space, Typography } from 'antd';
import Descriptions from 'antd/es/descriptions';
import Tabs from 'antd/es/tabs';
import { ENDPOINTS, formatDate } from 'shared-kit/contract';
import { apiErrorMessage, showToast, useEndpointQuery } from 'shared-kit/runtime';
import { OrderGroupTab } from './order-group-tab';
import { UsdTotals } from './usd-totals';

/** Failure message of the page (spec 02 §8); the server's message follows the dash. */
export const billingPeriodOrdersFailure = (message: string) => `Something went wrong while fetching invoice billing period orders-${message}`;

/** Billing Period Orders of an invoice, /billing-period-orders/{invoiceNumber} (spec 02 §2.5). */
export function BillingPeriodOrdersPage() {
  const { invoiceNumber = '' } = useParams();
  const navigate = useNavigate();
  const { data, error, isPending } = useEndpointQuery(ENDPOINTS.billingPeriodOrders, { params: { invoiceNumber } });

  useEffect(() => {
    if (!error) return;
    showToast(billingPeriodOrdersFailure(apiErrorMessage(error)));
    void navigate('/');
  }, [error, navigate]);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        Billing Period Orders
      </Typography.Title>
      {isPending || !data ? (
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
