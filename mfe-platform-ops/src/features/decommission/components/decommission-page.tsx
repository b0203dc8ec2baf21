import { Alert, Button, Card, Checkbox, Flex, Space, Typography } from 'antd';
import Form from 'antd/es/form';
import Progress from 'antd/es/progress';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ENDPOINTS, type Job } from 'shared-kit/contract';
import { DECOMMISSION_MESSAGES, type WorkflowStatus } from 'shared-kit/contract/platform-ops';
import { showToast, useEndpointQuery } from 'shared-kit/runtime';
import { DryRunPreviewDialog, PageFrame, TenantPicker, usePendingTaskGuard, useUnsavedChangesGuard } from 'shared-kit/ui';
import { useForgetWorkflowStatus, useWorkflowStatusPolling } from '../../../shared/workflow/use-workflow-status';
import { isTenantNotFound } from '../../../shared/workflow/workflow-status';
import { DECOMMISSION_RESUME_ENDPOINT, decommissionSummary, resumeInput, useStartDecommission } from '../api/decommission-workflow';
import {
  decommissionResources,
  decommissionSelection,
  resourceText,
  type DecommissionResource,
  type DecommissionResourceField,
} from '../lib/decommission-resources';

/** How long the wait indicator runs: 120000 ms, 'up to 2 minutes' (docs/platform-ops.md#decommission-the-screen). */
export const DECOMMISSION_PROGRESS_MS = 120_000;
/** The wait text (docs/platform-ops.md#decommission-the-screen). */
export const DECOMMISSION_WAIT_TEXT = 'This might take up to 2 minutes';
/** How often the wait indicator moves, ms. */
const PROGRESS_TICK_MS = 1000;
/** How long the full indicator stays on screen when the job ended before the 120 s, ms. */
export const DONE_SHOWN_MS = 1500;

/**
 * The onboarding job still under way for `tenantId`, if any: a job of kind 'onboarding', not
 * finished, whose link names the tenant ('/new-tenant?tenantId=T01').
 */
export function onboardingJobOf(jobs: readonly Job[] | undefined, tenantId: string): Job | undefined {
  return jobs?.find((job) => {
    if (job.kind !== 'onboarding' || job.state === 'SUCCEEDED' || job.state === 'FAILED') return false;
    const query = job.link.split('?')[1] ?? '';
    return new URLSearchParams(query).get('tenantId') === tenantId;
  });
}

/** The inline line under step 1 when the tenant is still onboarding. */
export const stillOnboardingText = (tenantId: string) => `Tenant ${tenantId} is still onboarding: it can be decommissioned once its onboarding has finished.`;

type Phase = 'start' | 'select' | 'running';

/** The statuses while which the decommission is still under way (RUNNING keeps polling). */
const keepPolling = (answer: WorkflowStatus) => !isTenantNotFound(answer) && (answer.status === 'RUNNING' || answer.status === 'WAITING');

/** Percent of the 120 s indicator after `elapsedMs`, at most 100. */
export function progressPercent(elapsedMs: number): number {
  return Math.min(100, Math.floor((elapsedMs / DECOMMISSION_PROGRESS_MS) * 100));
}

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
  const [phase, setPhase] = useState<Phase>('start');
  const [tenantInput, setTenantInput] = useState('');
  const [tenantId, setTenantId] = useState('');
  const [resources, setResources] = useState<DecommissionResource[]>([]);
  const [chosen, setChosen] = useState<DecommissionResourceField[]>([]);
  const [previewing, setPreviewing] = useState(false);
  const [elapsedMs, setElapsedMs] = useState(0);
  const [done, setDone] = useState(false);
  const [refusedId, setRefusedId] = useState<string>();
  const jobs = useEndpointQuery(ENDPOINTS.jobs, undefined, { enabled: refusedId !== undefined, retry: false });
  const onboardingJob = refusedId === undefined ? undefined : onboardingJobOf(jobs.data, refusedId);

  const { start, isPending: starting } = useStartDecommission();
  const forget = useForgetWorkflowStatus();
  const running = phase === 'running';
  const status = useWorkflowStatusPolling(tenantId, { enabled: running && !done, keepPolling });
  usePendingTaskGuard((running && !done) || starting);
  // A typed tenant ID (step 1) or the started flow with its resources (step 2) is lost by leaving.
  useUnsavedChangesGuard((phase === 'start' && tenantInput !== '') || phase === 'select');

  const clear = useCallback(() => {
    setPhase('start');
    setTenantId('');
    setTenantInput('');
    setResources([]);
    setChosen([]);
    setPreviewing(false);
    setDone(false);
    setRefusedId(undefined);
  }, []);

  useEffect(() => {
    if (!running || done) return undefined;
    setElapsedMs(0);
    const timer = setInterval(() => setElapsedMs((elapsed) => elapsed + PROGRESS_TICK_MS), PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, [running, done]);

  const answer = running ? status.data : undefined;
  const failure = running ? status.error : null;
  useEffect(() => {
    if (!done) return undefined;
    // The indicator shows the job done, then the page is back at step 1.
    const timer = setTimeout(clear, DONE_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [done, clear]);

  useEffect(() => {
    if (done) return;
    if (isTenantNotFound(answer) || (failure && isTenantNotFound(failure))) {
      showToast(DECOMMISSION_MESSAGES.succeeded, 'success');
      setDone(true);
    } else if (answer?.status === 'FAILED') {
      showToast(DECOMMISSION_MESSAGES.failed);
      clear();
    }
  }, [answer, failure, clear, done]);

  const onStart = async () => {
    const id = tenantInput.trim();
    if (id === '') return;
    setRefusedId(undefined);
    try {
      const started = await start(id);
      if (started.status !== 'WAITING' || started.error) throw new Error(started.error ?? started.status);
      setResources(decommissionResources(started.output));
    } catch {
      showToast(DECOMMISSION_MESSAGES.startFailed);
      setRefusedId(id);
      return;
    }
    setTenantId(id);
    setChosen([]);
    setPhase('select');
  };

  const selection = decommissionSelection(tenantId, resources, chosen);

  return (
    <PageFrame title="Decommission Tenant" titleId="decommission-title">
      {phase === 'start' && (
        <Card title="Fill out detail to start decommission">
          <Form layout="inline" onFinish={() => void onStart()}>
            <Form.Item label="Tenant ID" htmlFor="decommission-tenant-id">
              <TenantPicker id="decommission-tenant-id" value={tenantInput} onChange={setTenantInput} style={{ width: 320 }} />
            </Form.Item>
            <Button type="primary" danger htmlType="submit" loading={starting} disabled={tenantInput.trim() === ''}>
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
                  onChange={(event) => setChosen(event.target.checked ? resources.map((resource) => resource.field) : [])}
                >
                  All resources
                </Checkbox>
                <Checkbox.Group
                  aria-label="Resources"
                  value={chosen}
                  onChange={(values) => setChosen(values as DecommissionResourceField[])}
                  style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
                  options={resources.map((resource) => ({ value: resource.field, label: resourceText(resource) }))}
                />
              </>
            )}
            <Space wrap>
              <Button onClick={clear}>Go to the beginning</Button>
              <Button
                onClick={() => {
                  setPhase('start');
                  setResources([]);
                  setChosen([]);
                }}
              >
                Go back
              </Button>
              <Button type="primary" danger disabled={chosen.length === 0} onClick={() => setPreviewing(true)}>
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
            input={resumeInput(selection)}
            summarize={decommissionSummary}
            confirmText="Decommission"
            errorToast
            onCancel={() => setPreviewing(false)}
            onDone={() => {
              setPreviewing(false);
              forget(tenantId);
              setPhase('running');
            }}
          />
        </Card>
      )}

      {running && (
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
