import { Alert, Button, Card, Flex, Modal, Result, Space, Typography } from 'antd';
import Form from 'antd/es/form';
import Descriptions from 'antd/es/descriptions';
import Steps from 'antd/es/steps';
import { formatDateTimeWithZone } from 'shared-kit/contract';
import { type WorkflowStatus } from 'shared-kit/contract/platform-ops';
import { PageFrame, TenantPicker } from 'shared-kit/ui';
import { ProcessingPanel } from '../../../shared/components/processing-panel';
import { isTenantNotFound, workflowStatusText } from '../../../shared/workflow/workflow-status';
import { CHECK_STATUS_FAILED, useOnboardingFlow } from '../hooks/use-onboarding-flow';
import { ONBOARDING_STEPS, STEP } from '../lib/onboarding-steps';
import { DnsRecordsTable } from './dns-records-table';
import { OnboardingFormFields } from './onboarding-form-fields';

/** The title of a finished onboarding. */
export const ONBOARDING_SUCCEEDED = 'Tenant onboarded successfully';

function StatusLine({ answer }: { answer: WorkflowStatus }) {
  return (
    <Typography.Text data-testid="workflow-status" strong>
      {workflowStatusText(answer)}
    </Typography.Text>
  );
}

/** The workflow's execution name and start (US Eastern time), when the answer has them. */
function WorkflowDetails({ answer }: { answer: WorkflowStatus }) {
  const items = [
    ...(answer.executionArn ? [{ key: 'execution', label: 'Execution', children: answer.executionArn }] : []),
    ...(answer.startDate ? [{ key: 'started', label: 'Started', children: formatDateTimeWithZone(answer.startDate) }] : []),
  ];
  return items.length > 0 ? <Descriptions data-testid="workflow-details" size="small" column={1} items={items} /> : null;
}

/**
 * Onboard New Tenant at /new-tenant (docs/platform-ops.md#onboard-new-tenant): the five-step wizard.
 * 1 Check Status asks the tenant's workflow status: 'Tenant Not Found' (or any other status) opens
 * the form, FAILED / TIMED_OUT / ABORTED / RUNNING is shown, WAITING 'DNS Mapping' / 'CNAME Records'
 * goes to Resume Workflow, SUCCEEDED to Confirm Status. 2 Start Onboarding checks the form in the
 * screen's order and starts the workflow (multipart). 3 Continue polls every 15 s while
 * RUNNING. 4 Resume Workflow shows the records from data.records and, once confirmed, resumes and
 * goes to 5 Confirm Status, which polls again until SUCCEEDED. The form keeps its values through
 * every error; leaving the page while a workflow runs warns. Opened with `?tenantId=T09` (the job
 * centre's link to an onboarding), it checks that tenant's status at once.
 */
export function NewTenantPage() {
  const flow = useOnboardingFlow();
  const { step, checkTenantId, shownStatus, values, files, problem, tenantId, waiting, succeeded, stopped, confirmingResume } = flow.state;
  const { status } = flow;

  const stoppedPanel = stopped && (
    <Alert
      type="error"
      showIcon
      title={`The onboarding of ${tenantId} stopped`}
      description={<StatusLine answer={stopped} />}
      action={<Button onClick={() => flow.goTo(STEP.checkStatus)}>Back to Check Status</Button>}
    />
  );

  const pollingPanel = (
    <Flex vertical gap={12}>
      <ProcessingPanel />
      {status.data && <StatusLine answer={status.data} />}
      {status.error && !isTenantNotFound(status.error) && (
        <Alert type="warning" showIcon title={CHECK_STATUS_FAILED} action={<Button onClick={() => void status.refetch()}>Retry</Button>} />
      )}
    </Flex>
  );

  return (
    <PageFrame title="Onboard New Tenant" titleId="new-tenant-title" width="full">
      <Steps current={step} items={ONBOARDING_STEPS.map((title) => ({ title }))} style={{ marginBottom: 24 }} />

      {step === STEP.checkStatus && (
        <Card title="Check Status">
          <Form layout="inline" onFinish={flow.check}>
            <Form.Item label="Tenant ID" htmlFor="check-tenant-id">
              <TenantPicker id="check-tenant-id" value={checkTenantId} onChange={flow.typeCheckTenantId} style={{ width: 320 }} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={flow.checking} disabled={checkTenantId.trim() === ''}>
              Check Status
            </Button>
          </Form>
          {shownStatus && (
            <Alert
              style={{ marginTop: 16 }}
              type={shownStatus.status === 'RUNNING' ? 'info' : 'error'}
              showIcon
              title={`Onboarding of ${tenantId}`}
              description={
                <>
                  <StatusLine answer={shownStatus} />
                  <WorkflowDetails answer={shownStatus} />
                </>
              }
              action={shownStatus.status === 'RUNNING' ? <Button onClick={flow.followRunning}>Continue</Button> : undefined}
            />
          )}
        </Card>
      )}

      {step === STEP.startOnboarding && (
        <>
          <OnboardingFormFields
            values={values}
            files={files}
            problemField={problem?.field}
            onChange={flow.editForm}
            onFile={flow.chooseFile}
          />
          {problem && <Alert type="error" showIcon data-testid="onboarding-problem" title={problem.title} description={problem.line} style={{ marginBottom: 16 }} />}
          <Space>
            <Button onClick={() => flow.goTo(STEP.checkStatus)} disabled={flow.starting}>
              Back
            </Button>
            <Button type="primary" loading={flow.starting} onClick={flow.start}>
              Start Onboarding
            </Button>
          </Space>
        </>
      )}

      {step === STEP.continue && <Card title={`Continue — onboarding ${tenantId}`}>{stopped ? stoppedPanel : pollingPanel}</Card>}

      {step === STEP.resumeWorkflow && (
        <Card title={`Resume Workflow — ${tenantId}`}>
          <Flex vertical gap={16}>
            <Alert
              type="info"
              showIcon
              title={`The workflow is waiting for ${waiting?.type ?? 'DNS records'}`}
              description="Create these records with the DNS provider, then resume the workflow."
            />
            <DnsRecordsTable records={waiting?.data?.records} />
            <div>
              <Button type="primary" onClick={flow.askResume}>
                Resume Workflow
              </Button>
            </div>
          </Flex>
          <Modal
            open={confirmingResume}
            title="Resume Workflow"
            okText="Resume"
            onOk={flow.resume}
            confirmLoading={flow.resuming}
            onCancel={flow.cancelResume}
          >
            {`Are the records created? The onboarding of ${tenantId} continues after ${waiting?.type ?? 'the DNS step'}.`}
          </Modal>
        </Card>
      )}

      {step === STEP.confirmStatus && (
        <Card title={`Confirm Status — ${tenantId}`}>
          {succeeded ? (
            <Result
              status="success"
              title={ONBOARDING_SUCCEEDED}
              subTitle={
                <>
                  <StatusLine answer={succeeded} />
                  <WorkflowDetails answer={succeeded} />
                </>
              }
              extra={<Button onClick={flow.restart}>Onboard another tenant</Button>}
            />
          ) : stopped ? (
            stoppedPanel
          ) : (
            pollingPanel
          )}
        </Card>
      )}
    </PageFrame>
  );
}
