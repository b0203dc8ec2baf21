import { Card, Empty, Table, Tag, Typography } from 'antd';
import type { SchemaKind, SchemaSyncResult, SyncEnvironment, TenantSchema } from 'shared-kit/contract/platform-ops';
import { formatDateTimeWithZone } from 'shared-kit/contract';
import { LoadError } from 'shared-kit/ui';
import { useStoredQueries, useTenantSchemas } from '../api/schema-sync';

/** The stored queries of a database: file, who and when, then each statement with its sheet row. */
export function StoredQueriesCard({ kind }: { kind: SchemaKind }) {
  const stored = useStoredQueries(kind);
  const data = stored.data;
  return (
    <Card size="small" title="Uploaded queries" data-testid="stored-queries" loading={stored.isPending}>
      {stored.isError ? (
        <LoadError error={stored.error} what="the uploaded queries" onRetry={() => void stored.refetch()} />
      ) : data && data.queries.length > 0 ? (
        <>
          <Typography.Paragraph type="secondary" data-testid="stored-queries-source">
            {data.fileName} uploaded by {data.uploadedBy} at {formatDateTimeWithZone(data.uploadedAt)}
          </Typography.Paragraph>
          <Table
            size="small"
            rowKey="row"
            pagination={false}
            dataSource={data.queries}
            columns={[
              { title: 'Row', dataIndex: 'row', width: 70 },
              { title: 'Query', dataIndex: 'query', render: (query: string) => <Typography.Text code>{query}</Typography.Text> },
            ]}
          />
        </>
      ) : (
        <Empty description="No queries uploaded yet" />
      )}
    </Card>
  );
}

/** The per-tenant result of a sync: tenant, schema, ok or the error with the row of the failed query. */
export function SyncResultTable({ result, testId }: { result: SchemaSyncResult; testId: string }) {
  return (
    <Table
      data-testid={testId}
      size="small"
      rowKey="tenant_id"
      pagination={false}
      dataSource={result.tenants}
      columns={[
        { title: 'Tenant', dataIndex: 'tenant_id', width: 110 },
        { title: 'Schema', dataIndex: 'schema' },
        {
          title: 'Result',
          dataIndex: 'status',
          width: 90,
          render: (status: 'ok' | 'error') => <Tag color={status === 'ok' ? 'green' : 'red'}>{status === 'ok' ? 'OK' : 'Failed'}</Tag>,
        },
        {
          title: 'Error',
          key: 'error',
          render: (_: unknown, row: SchemaSyncResult['tenants'][number]) => (row.error ? `Row ${row.failedRow}: ${row.error} (rolled back)` : ''),
        },
      ]}
    />
  );
}

const tablesText = (schema: TenantSchema) => schema.tables.map((table) => `${table.table} (${table.columns.join(', ')})`).join('; ');

/** The Tenant schemas panel: every tenant schema of the database in the environment as it is now. */
export function TenantSchemasPanel({ kind, environment }: { kind: SchemaKind; environment: SyncEnvironment | undefined }) {
  const schemas = useTenantSchemas(kind, environment);
  return (
    <Card size="small" title={`Tenant schemas${environment ? ` (${environment})` : ''}`} data-testid="tenant-schemas">
      {environment === undefined ? (
        <Typography.Text type="secondary">Choose an environment to see its tenant schemas.</Typography.Text>
      ) : schemas.isError ? (
        <LoadError error={schemas.error} what="the tenant schemas" onRetry={() => void schemas.refetch()} />
      ) : (
        <Table
          size="small"
          rowKey="tenant_id"
          loading={schemas.isPending}
          pagination={false}
          dataSource={schemas.data ?? []}
          locale={{ emptyText: 'No tenant schema yet: a sync creates them' }}
          columns={[
            { title: 'Tenant', dataIndex: 'tenant_id', width: 110 },
            { title: 'Schema', dataIndex: 'schema' },
            { title: 'Tables and columns', key: 'tables', render: (_: unknown, row: TenantSchema) => <span data-testid={`tenant-schema-${row.tenant_id}`}>{tablesText(row)}</span> },
          ]}
        />
      )}
    </Card>
  );
}
