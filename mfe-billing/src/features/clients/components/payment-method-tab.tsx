import { useEffect } from 'react';
import { Card, Descriptions, Skeleton, Table, Tag, type TableColumnsType } from 'antd';
import { maskCard, orMissing, showToast, type PaymentMethod } from 'shared-kit';
import { serverMessage } from '../../../lib/error-message';
import { usePaymentMethods } from '../api/get-payment-methods';

function expiry(method: PaymentMethod): string {
  if (!method.cardExpiryMonth || !method.cardExpiryYear) return orMissing(null);
  return `${String(method.cardExpiryMonth).padStart(2, '0')}/${method.cardExpiryYear}`;
}

/** One line naming a payment method, card numbers masked (spec 02 §2.3). */
export function describePaymentMethod(method: PaymentMethod): string {
  if (method.type === 'CARD') return `${method.cardType ?? 'Card'} ${maskCard(method.cardLast4Digits)}`;
  return `${method.bankName ?? 'Bank account'} ${maskCard(method.accountLast4Digits)}`;
}

const columns: TableColumnsType<PaymentMethod> = [
  { key: 'type', dataIndex: 'type', title: 'Type', render: (type: PaymentMethod['type']) => (type === 'CARD' ? 'Card' : 'ACH') },
  { key: 'name', title: 'Card / Bank', render: (_, method) => (method.type === 'CARD' ? orMissing(method.cardType) : orMissing(method.bankName)) },
  {
    key: 'number',
    title: 'Number',
    render: (_, method) => maskCard(method.type === 'CARD' ? method.cardLast4Digits : method.accountLast4Digits),
  },
  { key: 'expiry', title: 'Expiry', render: (_, method) => (method.type === 'CARD' ? expiry(method) : orMissing(null)) },
  { key: 'isDefault', dataIndex: 'isDefault', title: 'Default', render: (isDefault: boolean) => (isDefault ? <Tag color="green">Default</Tag> : null) },
];

/** Payment Method tab: the cards and bank accounts on file and the default payment method. */
export function PaymentMethodTab({ tenantId }: { tenantId: string }) {
  const { data: methods, error, loading } = usePaymentMethods(tenantId);

  useEffect(() => {
    if (error) showToast(serverMessage(error) ?? 'Something went wrong');
  }, [error]);

  if (loading) return <Skeleton active />;
  const preferred = methods?.find((method) => method.isDefault);
  return (
    <Card size="small" title="Payment Methods">
      <Descriptions
        size="small"
        style={{ marginBottom: 12 }}
        items={[{ key: 'default', label: 'Default Payment Method', children: preferred ? describePaymentMethod(preferred) : orMissing(null) }]}
      />
      <Table<PaymentMethod>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={methods ?? []}
        pagination={false}
        locale={{ emptyText: 'No Payment Methods Found' }}
      />
    </Card>
  );
}
