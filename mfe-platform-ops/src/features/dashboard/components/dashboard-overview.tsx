import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { Card, Col, Row, Spin, Table, Tag, Typography } from 'antd';
import { ENDPOINTS, formatDateTime, formatNumber, JOB_LIST_LIMIT, REGISTRY_URL } from 'shared-kit/contract';
import { useEndpointQuery, useSessionStore } from 'shared-kit/runtime';
import { ChartFigure, LoadError } from 'shared-kit/ui';
import { deployedVersions, isRegistry, JOB_CHART_DAYS, jobsByDay, tenantsByState, type DeployedVersion } from '../lib/dashboard-charts';

const count = (value: number) => formatNumber(value);

/**
 * The height a chart's card keeps from its first render, px: a drawn chart's (title, two lines of
 * description, the 220 px plot and its legend), so nothing below it moves when its data arrives
 * (docs/platform-ops.md#dashboard).
 */
const CHART_SLOT_PX = 310;
/** The height the deployed versions keep while they load, px: the table of the five apps. */
const VERSIONS_SLOT_PX = 328;

/** A card's content that holds `minHeight` from the first render; its spinner is centred in it. */
function Slot({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  return <div style={{ minHeight, display: 'flex', flexDirection: 'column', justifyContent: 'center' }}>{children}</div>;
}

/** The registry's versions: undefined while loading, null when the environment serves none. */
function useDeployedVersions(): DeployedVersion[] | null | undefined {
  const [versions, setVersions] = useState<DeployedVersion[] | null | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    // A failed or impossible read (no fetch, no network) leaves the versions unknown, never the page broken.
    Promise.resolve()
      .then(() => fetch(REGISTRY_URL, { cache: 'no-store', signal: controller.signal }))
      .then((response) => (response.ok ? response.json() : null))
      .then((registry: unknown) => setVersions(isRegistry(registry) ? deployedVersions(registry) : null))
      .catch(() => {
        if (!controller.signal.aborted) setVersions(null);
      });
    return () => controller.abort();
  }, []);
  return versions;
}

function JobsChart() {
  const titleId = useId();
  const jobs = useEndpointQuery(ENDPOINTS.jobs, undefined);
  const data = useMemo(() => (jobs.data ? jobsByDay(jobs.data, new Date()) : null), [jobs.data]);
  if (jobs.error && !jobs.data) return <LoadError error={jobs.error} what="jobs" onRetry={() => void jobs.refetch()} />;
  if (!data) return <Spin />;
  const total = data.series.reduce((sum, series) => sum + series.values.reduce<number>((days, value) => days + (value ?? 0), 0), 0);
  const title = `Jobs of the last ${JOB_CHART_DAYS} days by outcome`;
  const among = jobs.data!.length >= JOB_LIST_LIMIT ? `, among the newest ${JOB_LIST_LIMIT} jobs` : '';
  if (!total) {
    return (
      <section aria-labelledby={titleId}>
        <Typography.Text strong id={titleId}>
          {title}
        </Typography.Text>
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          No job started in the last {JOB_CHART_DAYS} days{among}.
        </Typography.Paragraph>
      </section>
    );
  }
  return (
    <ChartFigure
      title={title}
      description={`${total === 1 ? '1 job' : `${formatNumber(total)} jobs`} by the day each started (US Eastern time)${among}. The Job centre lists them.`}
      data={data}
      kind="stacked-column"
      categoryLabel="Day"
      formatValue={count}
      integer
      height={220}
    />
  );
}

/** The title of the tenants chart. */
const TENANTS_TITLE = 'Tenants by lifecycle state';

function TenantsChart() {
  const titleId = useId();
  const counts = useEndpointQuery(ENDPOINTS.tenantLifecycleCounts, undefined);
  const data = useMemo(() => (counts.data ? tenantsByState(counts.data) : null), [counts.data]);
  if (counts.error && !counts.data) return <LoadError error={counts.error} what="tenants" onRetry={() => void counts.refetch()} />;
  if (!data) return <Spin />;
  const total = counts.data!.reduce((sum, count) => sum + count.tenants, 0);
  if (!total) {
    return (
      <section aria-labelledby={titleId}>
        <Typography.Text strong id={titleId}>
          {TENANTS_TITLE}
        </Typography.Text>
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          The platform has no tenant yet.
        </Typography.Paragraph>
      </section>
    );
  }
  return (
    <ChartFigure
      title={TENANTS_TITLE}
      description={`${total === 1 ? '1 tenant' : `${formatNumber(total)} tenants`}: being decommissioned, else by their client's status, else onboarding or not a client.`}
      data={data}
      kind="column"
      categoryLabel="State"
      formatValue={count}
      integer
      height={220}
    />
  );
}

function Versions() {
  const versions = useDeployedVersions();
  if (versions === undefined)
    return (
      <Slot minHeight={VERSIONS_SLOT_PX}>
        <Spin />
      </Slot>
    );
  if (versions === null) return <Typography.Text type="secondary">This environment serves no registry: the deployed versions are unknown.</Typography.Text>;
  return (
    <Table<DeployedVersion>
      size="small"
      pagination={false}
      rowKey="app"
      dataSource={versions}
      columns={[
        { key: 'app', dataIndex: 'app', title: 'App' },
        {
          key: 'version',
          dataIndex: 'version',
          title: 'Version, built',
          render: (version: string, row) => (
            <>
              <Typography.Text code style={{ whiteSpace: 'nowrap', fontSize: 12 }}>
                {version}
              </Typography.Text>
              {row.dev ? <Tag style={{ marginInlineStart: 8 }}>dev server</Tag> : null}
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                {formatDateTime(row.buildTime)}
              </Typography.Text>
              {row.canary ? (
                <Typography.Text style={{ display: 'block', fontSize: 12 }}>
                  <Tag>canary</Tag>
                  <Typography.Text code style={{ whiteSpace: 'nowrap', fontSize: 12 }}>
                    {row.canary.version}
                  </Typography.Text>{' '}
                  for {row.canary.percent} % of users
                </Typography.Text>
              ) : null}
            </>
          ),
        },
      ]}
    />
  );
}

/**
 * The dashboard's overview above its tiles (docs/platform-ops.md "Dashboard"): the tenants by
 * lifecycle state as columns (for a platform admin), the jobs of the last 7 days by outcome, as
 * stacked columns, and the version of the shell and each remote deployed, with a remote's canary.
 */
export function DashboardOverview() {
  const versionsTitleId = useId();
  const platformAdmin = useSessionStore((s) => Boolean(s.user?.roles.PLATFORM_ADMIN));
  return (
    <Row gutter={[16, 16]}>
      {platformAdmin ? (
        <Col xs={24} xl={12}>
          <Card size="small" style={{ height: '100%' }}>
            <Slot minHeight={CHART_SLOT_PX}>
              <TenantsChart />
            </Slot>
          </Card>
        </Col>
      ) : null}
      <Col xs={24} xl={12}>
        <Card size="small" style={{ height: '100%' }}>
          <Slot minHeight={CHART_SLOT_PX}>
            <JobsChart />
          </Slot>
        </Card>
      </Col>
      <Col xs={24}>
        <section aria-labelledby={versionsTitleId} style={{ height: '100%' }}>
          <Card
            size="small"
            title={
              <h2 id={versionsTitleId} style={{ fontSize: 14, margin: 0 }}>
                Deployed versions
              </h2>
            }
            style={{ height: '100%' }}
          >
            <Versions />
          </Card>
        </section>
      </Col>
    </Row>
  );
}
