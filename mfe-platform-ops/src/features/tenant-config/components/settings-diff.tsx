import { Alert, Flex, Table, Tag, Typography } from 'antd';
import type { SettingsDiff } from 'shared-kit/contract/platform-ops';

/**
 * What the upload would change on the live settings (nobody confirms a live change
 * blind; docs/platform-ops.md#tenant-config-the-screen): each changed key old → new, each added key with unknown keys flagged, and the number of
 * unchanged keys.
 */
export function SettingsDiffView({ diff }: { diff: SettingsDiff }) {
  const unknown = diff.added.filter((entry) => entry.unknownKey);
  return (
    <Flex vertical gap={12} aria-label="Changes">
      <Typography.Title level={5} style={{ margin: 0 }}>
        Changes against the live settings
      </Typography.Title>
      <Typography.Text data-testid="diff-summary">
        {diff.changed.length} changed, {diff.added.length} added, {diff.unchangedCount} unchanged
      </Typography.Text>
      {unknown.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={`${unknown.length} unknown key${unknown.length === 1 ? '' : 's'}: not part of the default configuration`}
          description={unknown.map((entry) => entry.key).join(', ')}
        />
      )}
      {diff.changed.length > 0 && (
        <Table
          aria-label="Changed keys"
          size="small"
          pagination={false}
          rowKey="key"
          dataSource={diff.changed}
          columns={[
            { title: 'Changed key', dataIndex: 'key' },
            { title: 'Old value', dataIndex: 'old', render: (value: string) => <Typography.Text delete>{value}</Typography.Text> },
            { title: '', key: 'arrow', width: 32, render: () => '→' },
            { title: 'New value', dataIndex: 'new', render: (value: string) => <Typography.Text strong>{value}</Typography.Text> },
          ]}
        />
      )}
      {diff.added.length > 0 && (
        <Table
          aria-label="Added keys"
          size="small"
          pagination={false}
          rowKey="key"
          dataSource={diff.added}
          columns={[
            { title: 'Added key', dataIndex: 'key' },
            { title: 'Value', dataIndex: 'value' },
            {
              title: '',
              key: 'flag',
              render: (_: unknown, entry: SettingsDiff['added'][number]) => (entry.unknownKey ? <Tag color="warning">Unknown key</Tag> : <Tag>New key</Tag>),
            },
          ]}
        />
      )}
      <Typography.Text type="secondary" data-testid="unchanged-count">
        {diff.unchangedCount} unchanged key{diff.unchangedCount === 1 ? '' : 's'}
      </Typography.Text>
    </Flex>
  );
}
