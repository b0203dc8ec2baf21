import { Flex, Table, Typography, type TableColumnsType } from 'antd';
import {
  formatMoney,
  formatNumber,
  type InvoiceDetails,
  type InvoiceLineItem,
} from 'shared-kit/contract';
import { lineItemDescription } from '../lib/money';

/** Line items (Description, Qty., Unit Price, Total) and the Subtotal, Sales Tax and Total (docs/billing.md#invoice-details). */
export function LineItemsTable({ invoice }: { invoice: InvoiceDetails }) {
  const money = (value: number) => formatMoney(value, invoice.currencyCode);
  const columns: TableColumnsType<InvoiceLineItem> = [
    { key: 'description', dataIndex: 'description', title: 'Description', render: (value: string) => lineItemDescription(value, invoice.currencyCode) },
    { key: 'quantity', dataIndex: 'quantity', title: 'Qty.', align: 'right', render: (value: number) => formatNumber(value, Number.isInteger(value) ? 0 : 2) },
    { key: 'unitPrice', dataIndex: 'unitPrice', title: 'Unit Price', align: 'right', render: money },
    { key: 'total', dataIndex: 'total', title: 'Total', align: 'right', render: money },
  ];
  const totals = [
    { label: 'Subtotal', value: money(invoice.subTotal) },
    { label: invoice.taxDetails ? `Sales Tax (${invoice.taxDetails})` : 'Sales Tax', value: money(invoice.tax) },
    { label: 'Total', value: money(invoice.total), strong: true },
  ];
  return (
    <>
      <Table<InvoiceLineItem>
        size="small"
        rowKey={(item) => `${invoice.lineItems.indexOf(item)}`}
        columns={columns}
        dataSource={invoice.lineItems}
        pagination={false}
        aria-label="Line items"
      />
      <Flex vertical align="flex-end" gap={4} style={{ marginTop: 12 }} role="list" aria-label="Invoice totals">
        {totals.map((row) => (
          <Flex key={row.label} gap={24} role="listitem" aria-label={row.label}>
            <Typography.Text strong={!!row.strong}>{row.label}</Typography.Text>
            <Typography.Text strong={!!row.strong} style={{ minWidth: 120, textAlign: 'right' }}>
              {row.value}
            </Typography.Text>
          </Flex>
        ))}
      </Flex>
    </>
  );
}
