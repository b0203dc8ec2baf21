import { Alert, Button, Card, Checkbox, Flex, Space, Typography } from 'antd';
import Form from 'antd/es/form';
import Progress from 'antd/es/progress';
import { Link } from 'react-router-dom';
import { DECOMMISSION_MESSAGES } from 'shared-kit/contract/platform-ops';
import { DryRunPreviewDialog, PageFrame, TenantPicker } from 'shared-kit/ui';
import { DECOMMISSION_RESUME_ENDPOINT, decommissionSummary, resumeInput } from '../api/decommission-workflow';
import { useDecommissionFlow } from '../hooks/use-decommission-flow';
import { progressPercent } from '../lib/decommission-flow';
import { resourceText, type DecommissionResourceField } from '../lib/decommission-resources';

/** The wait text (docs/platform-ops.md#decommission-the-screen). */
export const DECOMMISSION_WAIT_TEXT = 'This might take up to 2 minutes';

/** The inline line under step 1 when the tenant is still onboarding. */
export const stillOnboardingText = (tenantId: string) => `Tenant ${tenantId} is still onboarding: it can be decommissioned once its onboarding has finished.`;

/**
 * Decommission Tenant at /decommission (docs/platform-ops.md#decommission-the-screen): step 1 'Fill
 * out detail to start decommission' starts the workflow for a Tenant ID ('Tenant not found' for any
 * failure); step 2 'Please select the resources to decommission' lists the resources of the
 * workflow output as checkboxes, with 'Continue...', 'Go to the beginning' and 'Go back'. Continue
 * first previews, with a dry run, what would be removed (with counts) and only on confirmation
 * resumes the workflow; then 'This might take up to 2 minutes' with a 120 s indicator while the
 * status is polled every 15 s: RUNNING keeps polling, FAILED says 'Decommission Failed, Try again'
 * and starts over, 'Tenant Not Found' means done: 'Tenant Decommissioned successfully', back to
 * step 1. Leaving the page while it runs warns; leaving with a typed tenant ID or on step 2 asks
 * 'You have some unsaved changes. OK to forget these changes and leave the page?' first.
 */
export function DecommissionPage() {
  const flow = useDecommissionFlow();
  const { phase, tenantInput, tenantId, resources, chosen, previewing, elapsedMs, done, refusedId } = flow.state;
  const { onboardingJob, status } = flow;

  return (
    <PageFrame title="Decommission Tenant" titleId="decommission-title">
      {phase === 'start' && (
        <Card title="Fill out detail to start decommission">
          <Form layout="inline" onFinish={flow.start}>
            <Form.Item label="Tenant ID" htmlFor="decommission-tenant-id">
              <TenantPicker id="decommission-tenant-id" value={tenantInput} onChange={flow.typeTenantId} style={{ width: 320 }} />
            </Form.Item>
            <Button type="primary" danger htmlType="submit" loading={flow.starting} disabled={tenantInput.trim() === ''}>
              Start decommission flow
            </Button>
          </Form>
          {onboardingJob && refusedId ? (
            <Alert
              style={{ marginTop: 16 }}
              type="info"
              showIcon
              role="status"
              title={stillOnboardingText(refusedId)}
              description={<Link to={onboardingJob.link}>{`Open its onboarding job: ${onboardingJob.title}`}</Link>}
            />
          ) : null}
        </Card>
      )}

      {phase === 'select' && (
        <Card title="Please select the resources to decommission">
          <Flex vertical gap={16}>
            <Typography.Text>
              Tenant <Typography.Text strong>{tenantId}</Typography.Text>
            </Typography.Text>
            {resources.length === 0 ? (
              <Alert type="info" showIcon title="The workflow output lists no resources of this tenant" />
            ) : (
              <>
                <Checkbox
                  indeterminate={chosen.length > 0 && chosen.length < resources.length}
                  checked={chosen.length === resources.length}
                  onChange={(event) => flow.chooseAll(event.target.checked)}
                >
                  All resources
                </Checkbox>
                <Checkbox.Group
                  aria-label="Resources"
                  value={chosen}
                  onChange={(values) => flow.choose(values as DecommissionResourceField[])}
                  style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
                  options={resources.map((resource) => ({ value: resource.field, label: resourceText(resource) }))}
                />
              </>
            )}
            <Space wrap>
              <Button onClick={flow.clear}>Go to the beginning</Button>
              <Button onClick={flow.goBack}>Go back</Button>
              <Button type="primary" danger disabled={chosen.length === 0} onClick={flow.preview}>
                Continue...
              </Button>
            </Space>
          </Flex>
          <DryRunPreviewDialog
            open={previewing}
            title={`Decommission ${tenantId}`}
            width="min(880px, 95vw)"
            typeToConfirm={{ label: `Type the tenant ID ${tenantId} to confirm: the resources are removed for good`, expected: tenantId }}
            endpoint={DECOMMISSION_RESUME_ENDPOINT}
            input={resumeInput(flow.selection)}
            summarize={decommissionSummary}
            confirmText="Decommission"
            errorToast
            onCancel={flow.cancelPreview}
            onDone={flow.confirmed}
          />
        </Card>
      )}

      {phase === 'running' && (
        <Card title={`Decommissioning ${tenantId}`}>
          <Flex vertical gap={12} role="status" aria-live="polite">
            <Typography.Text>{DECOMMISSION_WAIT_TEXT}</Typography.Text>
            <Progress
              data-testid="decommission-progress"
              percent={done ? 100 : progressPercent(elapsedMs)}
              status={done ? 'success' : 'active'}
              aria-label="Decommission progress"
            />
            {done && <Typography.Text type="success">{DECOMMISSION_MESSAGES.succeeded}</Typography.Text>}
            {status.data?.status && <Typography.Text type="secondary">{`Status: ${status.data.status}`}</Typography.Text>}
          </Flex>
        </Card>
      )}
    </PageFrame>
  );
}
