import { Flex } from 'antd';
import { InvoicesGrid } from './invoices-grid';
import { PageTitle } from 'shared-kit/ui';

/** Invoices, /invoices: the all-invoices grid (docs/billing.md#clients-and-invoices-grids). */
export function InvoicesPage() {
  return (
    <Flex vertical gap={16}>
      <PageTitle style={{ margin: 0 }}>
        Invoices
      </PageTitle>
      <InvoicesGrid view="ALL" />
    </Flex>
  );
}
