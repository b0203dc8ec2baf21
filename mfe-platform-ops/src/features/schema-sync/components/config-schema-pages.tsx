import { Col, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { SCHEMA_KINDS, type SchemaKind } from 'shared-kit/contract/platform-ops';
import { LinkCard } from '../../../shared/components/link-card';
import { SCHEMA_KIND_LABELS, SYNC_TITLES, schemaPath } from '../lib/schema-sync-rules';
import { PageFrame } from 'shared-kit/ui';

/**
 * Schema Sync at /config-schema (docs/platform-ops.md#schema-sync): the master and the slave database,
 * each opening its page.
 */
export function ConfigSchemaPage() {
  return (
    <PageFrame title="Schema Sync" titleId="config-schema-title">
      <Row gutter={[16, 16]}>
        {SCHEMA_KINDS.map((kind) => (
          <Col key={kind} xs={24} md={12}>
            <LinkCard to={schemaPath(kind)} title={`${SCHEMA_KIND_LABELS[kind]} Schema`}>
              Upload the {kind} queries and sync them across tenants or environments.
            </LinkCard>
          </Col>
        ))}
      </Row>
    </PageFrame>
  );
}

const ACTIONS = [
  { sub: 'manual-upload', title: 'Upload Queries', text: 'Upload one .xlsx, .xls or .csv file of queries.' },
  { sub: 'horizontal-sync', title: SYNC_TITLES.horizontal, text: "Apply the queries to every tenant's schema." },
  { sub: 'vertical-sync', title: SYNC_TITLES.vertical, text: "Apply the queries to every tenant's schema of another environment." },
] as const;

/**
 * The page of one database at /config-schema/master or /slave (docs/platform-ops.md#schema-sync): upload queries, sync
 * across tenants (horizontal) and sync across environment (vertical).
 */
export function SchemaKindPage({ kind }: { kind: SchemaKind }) {
  return (
    <PageFrame title={`${SCHEMA_KIND_LABELS[kind]} Schema`} titleId="schema-kind-title">
      <Typography.Paragraph>
        <Link to="/config-schema">Schema Sync</Link>
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {ACTIONS.map((action) => (
          <Col key={action.sub} xs={24} md={8}>
            <LinkCard to={schemaPath(kind, action.sub)} title={action.title}>
              {action.text}
            </LinkCard>
          </Col>
        ))}
      </Row>
    </PageFrame>
  );
}
