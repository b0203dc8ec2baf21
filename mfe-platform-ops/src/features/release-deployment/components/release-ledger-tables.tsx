import type { HTMLAttributes } from 'react';
import { Table, Tag, Typography } from 'antd';
import { formatDateTime, withTimeZone } from 'shared-kit/contract';
import { DEPLOY_STEP_INFO, type PullRequest, type ReleaseLedger, type ReleaseVersion } from 'shared-kit/contract/platform-ops';

const STATE_COLOURS: Record<PullRequest['state'], string> = { open: 'blue', approved: 'gold', merged: 'green' };
const STAGE_COLOURS: Record<ReleaseVersion['stage'], string> = { versioned: 'blue', release: 'gold', prod: 'green' };

/** The tables' headings sit at the top of their card (a heading's own top margin left a blank band). */
const HEADING_STYLE = { marginTop: 0 };

/** What an empty versions table says. */
export const NO_VERSIONS = 'No versions yet';
/** What an empty pull requests table says (a step's page lists that step's only). */
export const NO_PULL_REQUESTS = 'No pull requests yet';

/**
 * The versions of the ledger, the stage each reached and when (US Eastern time, as every date of the
 * console), newest first; `data-testid="release-versions"`.
 */
export function ReleaseVersionsTable({ versions, loading }: { versions: ReleaseLedger['versions'] | undefined; loading: boolean }) {
  return (
    <div data-testid="release-versions">
      <Typography.Title level={5} style={HEADING_STYLE}>Versions</Typography.Title>
      <Table<ReleaseVersion>
        size="small"
        rowKey="VersionCode"
        loading={loading}
        locale={{ emptyText: loading ? ' ' : NO_VERSIONS }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        dataSource={versions ?? []}
        columns={[
          { title: 'Version', dataIndex: 'VersionCode' },
          { title: 'Stage', dataIndex: 'stage', render: (stage: ReleaseVersion['stage']) => <Tag color={STAGE_COLOURS[stage]}>{stage}</Tag> },
          { title: withTimeZone('Updated'), dataIndex: 'updatedAt', render: (updatedAt: string) => formatDateTime(updatedAt) },
        ]}
      />
    </div>
  );
}

/** Pull requests of the ledger (newest first), each row `data-testid="pull-request-{id}"`; `data-testid="pull-requests"`. */
export function PullRequestsTable({ pullRequests, loading, showStep = true }: { pullRequests: PullRequest[] | undefined; loading: boolean; showStep?: boolean }) {
  return (
    <div data-testid="pull-requests">
      <Typography.Title level={5} style={HEADING_STYLE}>Pull requests</Typography.Title>
      <Table<PullRequest>
        size="small"
        rowKey="id"
        loading={loading}
        locale={{ emptyText: loading ? ' ' : NO_PULL_REQUESTS }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        dataSource={pullRequests ?? []}
        onRow={(record) => ({ 'data-testid': `pull-request-${record.id}` }) as HTMLAttributes<HTMLElement>}
        columns={[
          { title: '#', dataIndex: 'id' },
          ...(showStep ? [{ title: 'Step', dataIndex: 'step', render: (step: PullRequest['step']) => DEPLOY_STEP_INFO[step].title }] : []),
          { title: 'Version', dataIndex: 'VersionCode' },
          { title: 'Description', dataIndex: 'description' },
          { title: 'Destination', dataIndex: 'destination', render: (destination: string | null) => destination ?? 'None' },
          { title: 'State', dataIndex: 'state', render: (state: PullRequest['state']) => <Tag color={STATE_COLOURS[state]}>{state}</Tag> },
          { title: 'Author', dataIndex: 'author' },
        ]}
      />
    </div>
  );
}
