import { Col, Row, Typography } from 'antd';
import { dashboardTiles } from 'shared-kit/contract';
import { getRuntimeConfig, isTestToolEnvironment, useSessionStore, type Environment } from 'shared-kit/runtime';
import { LinkCard } from '../../../shared/components/link-card';
import { PageFrame } from 'shared-kit/ui';
import { DashboardOverview } from './dashboard-overview';

function currentEnvironment(): Environment | undefined {
  try {
    return getRuntimeConfig().environment;
  } catch {
    // Without a loaded config the environment is unknown: test tools stay hidden.
    return undefined;
  }
}

/**
 * The platform admin's landing page: one tile per tool the user may open, as the route table gives
 * them (docs/platform-ops.md#dashboard), under an overview of the jobs of the last 7 days and the deployed
 * versions. Test-only tools show only in the local and test environments (an allow-list: an unknown
 * environment hides them).
 */
export function DashboardPage() {
  const roles = useSessionStore((s) => s.user?.roles);
  const tiles = dashboardTiles(roles, { testTools: isTestToolEnvironment(currentEnvironment()) });
  return (
    <PageFrame title="Dashboard" titleId="dashboard-title" width="full">
      <DashboardOverview />
      <Row gutter={[16, 16]} role="list" aria-label="Tools" style={{ marginTop: 16 }}>
        {tiles.map((tile) => (
          <Col key={tile.route.page} xs={24} sm={12} lg={8} xl={6} role="listitem">
            <LinkCard to={tile.route.path} title={tile.title}>
              <Typography.Text type="secondary">{tile.description}</Typography.Text>
            </LinkCard>
          </Col>
        ))}
      </Row>
    </PageFrame>
  );
}
