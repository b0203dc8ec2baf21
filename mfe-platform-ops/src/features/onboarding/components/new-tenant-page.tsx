import { Alert, Button, Card, Flex, Modal, Result, Space, Typography } from 'antd';
import Form from 'antd/es/form';
import Descriptions from 'antd/es/descriptions';
import Steps from 'antd/es/steps';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatDateTimeWithZone } from 'shared-kit/contract';
import { type WorkflowStatus } from 'shared-kit/contract/platform-ops';
import { showToast } from 'shared-kit/runtime';
import { PageFrame, TenantPicker, usePendingTaskGuard, useUnsavedChangesGuard } from 'shared-kit/ui';
import { ProcessingPanel } from '../../../shared/components/processing-panel';
import { useCheckWorkflowStatus, useForgetWorkflowStatus, useWorkflowStatusPolling } from '../../../shared/workflow/use-workflow-status';
import { isTenantNotFound, workflowStatusText } from '../../../shared/workflow/workflow-status';
import { useResumeOnboarding, useStartOnboarding } from '../api/onboarding-workflow';
import { emptyOnboardingValues, onboardingStartProblem, type OnboardingFiles, type OnboardingProblem, type OnboardingValues } from '../lib/onboarding-form';
import { ONBOARDING_STEPS, STEP, checkStatusOutcome, pollOutcome, type OnboardingStep } from '../lib/onboarding-steps';
import { DnsRecordsTable } from './dns-records-table';
import { OnboardingFormFields } from './onboarding-form-fields';

/** The message of a status check that failed for another reason than 'Tenant Not Found' (docs/platform-ops.md#messages-when-a-call-fails). */
export const CHECK_STATUS_FAILED = 'Something went wrong,Unable to check status';
/** The query parameter naming the tenant whose onboarding to show (the job centre's link). */
export const TENANT_ID_PARAM = 'tenantId';
/** The title of a finished onboarding. */
export const ONBOARDING_SUCCEEDED = 'Tenant onboarded successfully';

const keepPollingWhileRunning = (answer: WorkflowStatus) => answer.status === 'RUNNING';

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
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedTenantId = searchParams.get(TENANT_ID_PARAM)?.trim() ?? '';
  const [step, setStep] = useState<OnboardingStep>(STEP.checkStatus);
  const [checkTenantId, setCheckTenantId] = useState(linkedTenantId);
  const [shownStatus, setShownStatus] = useState<WorkflowStatus>();
  const [values, setValues] = useState<OnboardingValues>(emptyOnboardingValues);
  const [files, setFiles] = useState<OnboardingFiles>({});
  const [problem, setProblem] = useState<OnboardingProblem>();
  const [tenantId, setTenantId] = useState('');
  const [waiting, setWaiting] = useState<WorkflowStatus>();
  const [succeeded, setSucceeded] = useState<WorkflowStatus>();
  const [stopped, setStopped] = useState<WorkflowStatus>();
  const [confirmingResume, setConfirmingResume] = useState(false);

  const check = useCheckWorkflowStatus();
  const forget = useForgetWorkflowStatus();
  const { start, isPending: starting } = useStartOnboarding();
  const resume = useResumeOnboarding();

  const polling = (step === STEP.continue || (step === STEP.confirmStatus && !succeeded)) && !stopped;
  const status = useWorkflowStatusPolling(tenantId, { enabled: polling, keepPolling: keepPollingWhileRunning });
  usePendingTaskGuard(polling || starting || resume.isPending);
  // Typed input not sent yet: the tenant ID of step 1, or anything in the form of step 2.
  const typedId = step === STEP.checkStatus && checkTenantId.trim() !== '' && checkTenantId.trim() !== linkedTenantId;
  const typedForm = step === STEP.startOnboarding && (Object.keys(files).length > 0 || JSON.stringify({ ...values, tenant_id: '' }) !== JSON.stringify({ ...emptyOnboardingValues(), tenant_id: '' }));
  useUnsavedChangesGuard((typedId || typedForm) && !starting);

  const answer = polling ? status.data : undefined;
  useEffect(() => {
    if (!answer) return;
    const outcome = pollOutcome(answer);
    if (outcome.kind === 'poll') return;
    if (outcome.kind === 'stopped') {
      setStopped(answer);
      return;
    }
    if (outcome.step === STEP.resumeWorkflow) setWaiting(answer);
    if (outcome.step === STEP.confirmStatus) setSucceeded(answer);
    setStep(outcome.step);
  }, [answer]);

  const goTo = (next: OnboardingStep) => {
    setStopped(undefined);
    setStep(next);
  };

  const followWorkflow = (id: string, next: OnboardingStep) => {
    // The followed tenant goes in the address, so a reload comes back to its onboarding (its status
    // checked at once, as from the job centre's link); the page does not check it again now.
    checkedLink.current = true;
    setSearchParams({ [TENANT_ID_PARAM]: id }, { replace: true });
    forget(id);
    setTenantId(id);
    setSucceeded(undefined);
    goTo(next);
  };

  const onCheck = async (given = checkTenantId) => {
    const id = given.trim();
    if (id === '') return;
    setShownStatus(undefined);
    let result: WorkflowStatus | unknown;
    try {
      result = await check.mutateAsync({ body: { tenant_id: id } });
    } catch (error) {
      if (!isTenantNotFound(error)) {
        showToast(CHECK_STATUS_FAILED);
        return;
      }
      result = error;
    }
    const outcome = checkStatusOutcome(result);
    setTenantId(id);
    if (outcome.kind === 'show-status') {
      setShownStatus(result as WorkflowStatus);
      return;
    }
    if (outcome.step === STEP.startOnboarding) setValues((current) => ({ ...current, tenant_id: id }));
    if (outcome.step === STEP.resumeWorkflow) setWaiting(result as WorkflowStatus);
    if (outcome.step === STEP.confirmStatus) setSucceeded(result as WorkflowStatus);
    goTo(outcome.step);
  };

  const checkedLink = useRef(false);
  useEffect(() => {
    if (linkedTenantId === '' || checkedLink.current) return;
    checkedLink.current = true;
    void onCheck(linkedTenantId);
    // Only the link the page was opened with is checked, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkedTenantId]);

  const onStart = async () => {
    const found = onboardingStartProblem(values, files);
    setProblem(found);
    if (found) {
      // Each input's id is its field name: take the user to the field the alert names.
      if (found.field) document.getElementById(found.field)?.focus();
      return;
    }
    try {
      await start({ values, files });
    } catch {
      return; // The error toast said why; the form keeps what was typed.
    }
    followWorkflow(values.tenant_id.trim(), STEP.continue);
  };

  const onResume = async () => {
    try {
      await resume.mutateAsync({ body: { tenant_id: tenantId } });
    } catch {
      setConfirmingResume(false);
      return;
    }
    setConfirmingResume(false);
    setWaiting(undefined);
    followWorkflow(tenantId, STEP.confirmStatus);
  };

  const restart = () => {
    setSearchParams({}, { replace: true });
    setValues(emptyOnboardingValues());
    setFiles({});
    setProblem(undefined);
    setCheckTenantId('');
    setShownStatus(undefined);
    setWaiting(undefined);
    setSucceeded(undefined);
    goTo(STEP.checkStatus);
  };

  const stoppedPanel = stopped && (
    <Alert
      type="error"
      showIcon
      title={`The onboarding of ${tenantId} stopped`}
      description={<StatusLine answer={stopped} />}
      action={<Button onClick={() => goTo(STEP.checkStatus)}>Back to Check Status</Button>}
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
          <Form layout="inline" onFinish={() => void onCheck()}>
            <Form.Item label="Tenant ID" htmlFor="check-tenant-id">
              <TenantPicker id="check-tenant-id" value={checkTenantId} onChange={setCheckTenantId} style={{ width: 320 }} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={check.isPending} disabled={checkTenantId.trim() === ''}>
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
              action={shownStatus.status === 'RUNNING' ? <Button onClick={() => followWorkflow(tenantId, STEP.continue)}>Continue</Button> : undefined}
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
            onChange={(next) => setValues((current) => ({ ...current, ...next }))}
            onFile={(field, file) => setFiles((current) => ({ ...current, [field]: file }))}
          />
          {problem && <Alert type="error" showIcon data-testid="onboarding-problem" title={problem.title} description={problem.line} style={{ marginBottom: 16 }} />}
          <Space>
            <Button onClick={() => goTo(STEP.checkStatus)} disabled={starting}>
              Back
            </Button>
            <Button type="primary" loading={starting} onClick={() => void onStart()}>
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
              <Button type="primary" onClick={() => setConfirmingResume(true)}>
                Resume Workflow
              </Button>
            </div>
          </Flex>
          <Modal
            open={confirmingResume}
            title="Resume Workflow"
            okText="Resume"
            onOk={() => void onResume()}
            confirmLoading={resume.isPending}
            onCancel={() => setConfirmingResume(false)}
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
              extra={<Button onClick={restart}>Onboard another tenant</Button>}
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
