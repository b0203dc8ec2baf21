import { Button, Card, Skeleton, Table, Tag, type TableColumnsType } from 'antd';
import Descriptions from 'antd/es/descriptions';
import Popconfirm from 'antd/es/popconfirm';
import { ENDPOINTS, maskCard, orMissing, type PaymentMethod } from 'shared-kit/contract';
import { SOMETHING_WENT_WRONG_MESSAGE, showToast, useEndpointMutation, useEndpointQuery } from 'shared-kit/runtime';
import { LoadError } from 'shared-kit/ui';

export const DEFAULT_PAYMENT_METHOD_UPDATED = 'Default payment method updated';

function expiry(method: PaymentMethod): string {
  if (!method.cardExpiryMonth || !method.cardExpiryYear) return orMissing(null);
  return `${String(method.cardExpiryMonth).padStart(2, '0')}/${method.cardExpiryYear}`;
}

/** One line naming a payment method, numbers masked (docs/billing.md#client-details). */
export function describePaymentMethod(method: PaymentMethod): string {
  if (method.type === 'CARD') return `${method.cardType ?? 'Card'} ${maskCard(method.cardLast4Digits)}`;
  return `${method.bankName ?? 'Bank account'} ${maskCard(method.accountLast4Digits)}`;
}

/**
 * Payment Method tab: the cards and bank accounts on file and the default payment method. A failed
 * load says so inline with Retry (not an empty list).
 */
export function PaymentMethodTab({ tenantId }: { tenantId: string }) {
  const input = { params: { tenantId } };
  const methods = useEndpointQuery(ENDPOINTS.paymentMethods, input, { errorToast: SOMETHING_WENT_WRONG_MESSAGE });
  const preferred = useEndpointQuery(ENDPOINTS.defaultPaymentMethod, input, { errorToast: SOMETHING_WENT_WRONG_MESSAGE });
  const save = useEndpointMutation(ENDPOINTS.setDefaultPaymentMethod, {
    invalidates: [ENDPOINTS.paymentMethods, ENDPOINTS.defaultPaymentMethod],
    errorToast: SOMETHING_WENT_WRONG_MESSAGE,
    onSuccess: () => showToast(DEFAULT_PAYMENT_METHOD_UPDATED, 'success'),
  });
  const saving = save.isPending ? save.variables.body.paymentMethodId : undefined;
  // Resolves once the lists are reloaded (the Popconfirm waits); a failure is toasted by the query layer.
  const makeDefault = (method: PaymentMethod) => save.mutateAsync({ ...input, body: { paymentMethodId: method.id } }).catch(() => undefined);

  const columns: TableColumnsType<PaymentMethod> = [
    { key: 'type', dataIndex: 'type', title: 'Type', render: (type: PaymentMethod['type']) => (type === 'CARD' ? 'Card' : 'ACH') },
    { key: 'name', title: 'Card / Bank', render: (_, method) => (method.type === 'CARD' ? orMissing(method.cardType) : orMissing(method.bankName)) },
    { key: 'number', title: 'Number', render: (_, method) => maskCard(method.type === 'CARD' ? method.cardLast4Digits : method.accountLast4Digits) },
    { key: 'expiry', title: 'Expiry', render: (_, method) => (method.type === 'CARD' ? expiry(method) : orMissing(null)) },
    {
      key: 'isDefault',
      title: 'Default',
      render: (_, method) =>
        method.isDefault ? (
          <Tag color="green">Default</Tag>
        ) : (
          <Popconfirm title={`Make ${describePaymentMethod(method)} the default payment method?`} okText="Yes" cancelText="No" onConfirm={() => makeDefault(method)}>
            <Button size="small" loading={saving === method.id}>
              Make Default
            </Button>
          </Popconfirm>
        ),
    },
  ];

  if (methods.isPending) return <Skeleton active />;
  // Either list failing leaves the tab unable to say what is on file (a default of null means none).
  const failed = methods.error && !methods.data ? methods : preferred.error && preferred.data === undefined ? preferred : undefined;
  if (failed) return <LoadError error={failed.error} what="the payment methods" onRetry={() => void failed.refetch()} />;
  return (
    <Card size="small" title="Payment Methods">
      <Descriptions
        size="small"
        style={{ marginBottom: 12 }}
        items={[{ key: 'default', label: 'Default Payment Method', children: preferred.data ? describePaymentMethod(preferred.data) : orMissing(null) }]}
      />
      <Table<PaymentMethod>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={methods.data ?? []}
        pagination={false}
        locale={{ emptyText: 'No Payment Methods Found' }}
      />
    </Card>
  );
}
