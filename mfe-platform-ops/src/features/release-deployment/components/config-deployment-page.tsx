import { Card, Col, Flex, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { DEPLOY_STEPS, DEPLOY_STEP_INFO } from 'shared-kit/contract/platform-ops';
import { useReleaseLedger } from '../api/release-queries';
import { LoadError, PageFrame } from 'shared-kit/ui';
import { PullRequestsTable, ReleaseVersionsTable } from './release-ledger-tables';

/**
 * Config Deployment at /config-deployment (docs/platform-ops.md#release-deployment-and-update-version): links to the
 * three steps, test-to-version, version-to-release and release-to-prod, and the current release
 * ledger: the versions with their stage and the pull requests with their state.
 */
export function ConfigDeploymentPage() {
  const ledger = useReleaseLedger();
  return (
    <PageFrame title="Config Deployment" titleId="config-deployment-title" width="full">
      <Flex vertical gap={16}>
        <Row gutter={[16, 16]}>
          {DEPLOY_STEPS.map((step) => {
            const info = DEPLOY_STEP_INFO[step];
            return (
              <Col key={step} xs={24} md={8}>
                <Card title={<Link to={info.path}>{info.title}</Link>} data-testid={`deploy-step-${info.page}`}>
                  <Typography.Text type="secondary">
                    {info.from ? `From ${info.from} to ${info.to}` : `From test to ${info.to}`}; destination {info.destination ?? 'none'}.
                  </Typography.Text>
                </Card>
              </Col>
            );
          })}
        </Row>
        {ledger.isError ? (
          <LoadError error={ledger.error} what="the release ledger" onRetry={() => void ledger.refetch()} />
        ) : (
          <>
            <Card>
              <ReleaseVersionsTable versions={ledger.data?.versions} loading={ledger.isPending} />
            </Card>
            <Card>
              <PullRequestsTable pullRequests={ledger.data?.pullRequests} loading={ledger.isPending} />
            </Card>
          </>
        )}
      </Flex>
    </PageFrame>
  );
}
