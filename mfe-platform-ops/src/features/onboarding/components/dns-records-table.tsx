import { Table, Typography } from 'antd';
import type { DnsRecordSet } from 'shared-kit/contract/platform-ops';
import { dnsRecordRows, type DnsRecordRow } from '../lib/dns-records';

/**
 * The DNS / CNAME records an onboarding waits for (data.records): one row per record of
 * each key's records and records_dr, with Name, Type and Value (copyable).
 */
export function DnsRecordsTable({ records }: { records: Readonly<Record<string, DnsRecordSet>> | undefined }) {
  const rows = dnsRecordRows(records);
  return (
    <Table<DnsRecordRow>
      aria-label="DNS records"
      data-testid="dns-records"
      size="small"
      rowKey="key"
      pagination={false}
      dataSource={rows}
      locale={{ emptyText: 'No records' }}
      columns={[
        { key: 'set', dataIndex: 'set', title: 'Record set' },
        { key: 'list', dataIndex: 'list', title: 'List' },
        { key: 'Name', dataIndex: 'Name', title: 'Name', render: (name: string) => <Typography.Text copyable>{name}</Typography.Text> },
        { key: 'Type', dataIndex: 'Type', title: 'Type' },
        { key: 'Value', dataIndex: 'Value', title: 'Value', render: (value: string) => <Typography.Text copyable>{value}</Typography.Text> },
      ]}
    />
  );
}
