import { Flex, Typography } from 'antd';
import { InvoicesGrid } from './invoices-grid';

/** Invoices, /invoices: the all-invoices grid (spec 02 §2.3). */
export function InvoicesPage() {
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        Invoices
      </Typography.Title>
      <InvoicesGrid view="ALL" />
    </Flex>
  );
}
