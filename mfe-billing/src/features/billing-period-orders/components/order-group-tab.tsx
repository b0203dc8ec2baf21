import { Table, type TableColumnsType } from 'antd';
import Descriptions from 'antd/es/descriptions';
import {
  formatCurrency,
  formatDate,
  formatNumber,
  type BillingPeriodOrder,
  type BillingPeriodOrderGroup,
} from 'shared-kit/contract';

/** Empty state of a tab (docs/billing.md#billing-period-orders). */
export const NO_ORDERS_FOUND = 'No Orders Found';

const byText = (a: string, b: string) => a.localeCompare(b);

function columns(group: BillingPeriodOrderGroup): TableColumnsType<BillingPeriodOrder> {
  const foreign = group.currencyCode !== 'USD';
  return [
    { key: 'refOrderNumber', dataIndex: 'refOrderNumber', title: 'Ref Order Number', sorter: (a, b) => byText(a.refOrderNumber, b.refOrderNumber) },
    { key: 'phonexOrderNumber', dataIndex: 'phonexOrderNumber', title: 'Order Number', sorter: (a, b) => byText(a.phonexOrderNumber, b.phonexOrderNumber) },
    {
      key: 'shippedDate',
      dataIndex: 'shippedDate',
      title: 'Shipped Date',
      // Default sort: shipped date descending.
      defaultSortOrder: 'descend',
      sorter: (a, b) => Date.parse(a.shippedDate) - Date.parse(b.shippedDate),
      render: (value: string) => formatDate(value),
    },
    ...(foreign
      ? [
          {
            key: 'shippedAmount',
            dataIndex: 'shippedAmount',
            title: `Shipped Amount (${group.currencyCode})`,
            align: 'right' as const,
            sorter: (a: BillingPeriodOrder, b: BillingPeriodOrder) => a.shippedAmount - b.shippedAmount,
            render: (value: number) => formatCurrency(value, { symbol: group.currency }),
          },
        ]
      : []),
    {
      key: 'shippedAmountInUsd',
      dataIndex: 'shippedAmountInUsd',
      title: 'Shipped Amount (USD)',
      align: 'right',
      sorter: (a, b) => a.shippedAmountInUsd - b.shippedAmountInUsd,
      render: (value: number) => formatCurrency(value, { symbol: '$' }),
    },
  ];
}

/** One tab of billing-period orders: currency facts when not USD, then the sortable orders table. */
export function OrderGroupTab({ group }: { group: BillingPeriodOrderGroup }) {
  const groupAmount = group.shippedAmountInSupplierCurrency ?? group.shippedAmountInTenantCurrency;
  return (
    <>
      {group.currencyCode !== 'USD' && (
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          style={{ marginBottom: 12 }}
          items={[
            { key: 'currency', label: 'Currency', children: group.currencyCode },
            { key: 'amount', label: `Shipped Amount (${group.currencyCode})`, children: formatCurrency(groupAmount, { symbol: group.currency }) },
            { key: 'rate', label: 'Exchange Rate', children: `1 USD = ${formatNumber(group.exchangeRate, 4)} ${group.currencyCode}` },
          ]}
        />
      )}
      <Table<BillingPeriodOrder>
        rowKey={(order) => `${order.phonexOrderNumber}-${order.refOrderNumber}`}
        size="small"
        columns={columns(group)}
        dataSource={group.orders}
        pagination={group.orders.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        locale={{ emptyText: NO_ORDERS_FOUND }}
      />
    </>
  );
}
