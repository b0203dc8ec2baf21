import { Col, Row } from 'antd';
import Statistic from 'antd/es/statistic';
import { formatCurrency, type BillingPeriodOrders } from 'shared-kit/contract';

/** Shipped USD totals of storefront, offline and each connect supplier (docs/billing.md#billing-period-orders). */
export function UsdTotals({ orders }: { orders: BillingPeriodOrders }) {
  const totals = [
    { key: 'storefront', title: 'Storefront (USD)', value: orders.storefront.shippedAmountInUsd },
    { key: 'offline', title: 'Offline (USD)', value: orders.offline.shippedAmountInUsd },
    ...orders.connect.map((group, index) => ({
      key: `connect-${index}`,
      title: `${group.supplierTenantName} (USD)`,
      value: group.shippedAmountInUsd,
    })),
  ];
  return (
    <Row gutter={[24, 12]} style={{ marginTop: 12 }} role="list" aria-label="Shipped totals in USD">
      {totals.map((total) => (
        <Col key={total.key} role="listitem">
          <Statistic title={total.title} value={formatCurrency(total.value, { symbol: '$' })} />
        </Col>
      ))}
    </Row>
  );
}
