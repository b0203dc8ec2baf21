import { useState } from 'react';
import { Button, Card, Flex, Input, Typography } from 'antd';
import Form from 'antd/es/form';
import Tabs from 'antd/es/tabs';
import { Link } from 'react-router-dom';
import { DEPLOY_STEP_INFO, type PullRequest, PR_DESCRIPTION_MAX_LENGTH, VERSION_CODE_MAX_LENGTH, BITBUCKET_USER_MAX_LENGTH, APP_PASSWORD_MAX_LENGTH, defaultPrDescription, deployBody, deployRequestProblem, type DeployBody, type DeployResult, type DeployStep, type DeployVariant } from 'shared-kit/contract/platform-ops';
import { showToast } from 'shared-kit/runtime';
import { AdminOperationResult, useAdminOperation } from '../../../shared/admin-operations';
import { useDeployCall, useReleaseLedger } from '../api/release-queries';
import { LoadError, PageFrame, useUnsentInputGuard } from 'shared-kit/ui';
import { PullRequestsTable } from './release-ledger-tables';

/** Props of {@link DeployStepPage}. */
export interface DeployStepPageProps {
  step: DeployStep;
  /** Interval of the admin-status poll, ms; default 60000 (docs/platform-ops.md#waits-and-polling). */
  pollIntervalMs?: number;
}

const TABS: Array<{ key: DeployVariant; label: string; button: string }> = [
  { key: 'run', label: 'Version', button: 'Submit' },
  { key: 'pr', label: 'Pull Request', button: 'Create PR' },
  { key: 'approve', label: 'Approve PR', button: 'Approve' },
  { key: 'merge', label: 'Merge PR', button: 'Merge' },
];

type DeployForm = Required<Pick<DeployBody, 'VersionCode' | 'PRDescription' | 'BitBucketUser' | 'AppPassword'>>;
const EMPTY: DeployForm = { VersionCode: '', PRDescription: '', BitBucketUser: '', AppPassword: '' };

/**
 * The pull request an Approve or Merge acts on, as the API picks it: the step's open pull request
 * for Approve, its approved one for Merge (docs/platform-ops.md).
 */
export function pullRequestActedOn(pullRequests: readonly PullRequest[] | undefined, step: DeployStep, variant: 'approve' | 'merge'): PullRequest | undefined {
  const state = variant === 'approve' ? 'open' : 'approved';
  return pullRequests?.find((pullRequest) => pullRequest.step === step && pullRequest.state === state);
}

/** The line above the Approve and Merge credentials naming the pull request they act on. */
function ActsOn({ pullRequest, variant, loading }: { pullRequest: PullRequest | undefined; variant: 'approve' | 'merge'; loading: boolean }) {
  if (loading) return null;
  const verb = variant === 'approve' ? 'Approves' : 'Merges';
  return (
    <Typography.Paragraph data-testid="pull-request-acted-on" type={pullRequest ? undefined : 'secondary'}>
      {pullRequest
        ? `${verb} pull request #${pullRequest.id} '${pullRequest.description}' (${pullRequest.VersionCode}, opened by ${pullRequest.author}).`
        : `No ${variant === 'approve' ? 'open' : 'approved'} pull request for this step: there is nothing to ${variant === 'approve' ? 'approve' : 'merge'}.`}
    </Typography.Paragraph>
  );
}

function DeployResultView({ result }: { result: unknown }) {
  const deploy = result as DeployResult;
  return (
    <Typography.Text data-testid="deploy-result">
      {deploy.VersionCode}
      {deploy.stage ? ` at ${deploy.stage}` : ''}
      {deploy.pullRequest ? `; pull request #${deploy.pullRequest.id} ${deploy.pullRequest.state}` : ''}
    </Typography.Text>
  );
}

/**
 * One release deployment step (docs/platform-ops.md#release-deployment-and-update-version): the Version tab (Version Code, Submit: the base call), Pull Request
 * (Version Code, PR Description defaulting to 'Release {version} to {type}', the step's Destination
 * shown read-only, Bitbucket User, App Password; Create PR), Approve PR and Merge PR (Bitbucket User
 * and App Password). A missing field is said before anything is sent; the answer is an admin
 * operation followed with {@link useAdminOperation} (POST /admin-status every 60 s while
 * 'Waiting'), then the result and the step's pull requests. What was typed stays on an error; the
 * app password is cleared as soon as it is sent. Leaving with input typed and not sent asks 'You
 * have some unsaved changes. OK to forget these changes and leave the page?' first.
 */
export function DeployStepPage({ step, pollIntervalMs }: DeployStepPageProps) {
  const info = DEPLOY_STEP_INFO[step];
  const [variant, setVariant] = useState<DeployVariant>('run');
  const [form, setForm] = useState<DeployForm>(EMPTY);
  const { markSent } = useUnsentInputGuard(form, EMPTY);
  const ledger = useReleaseLedger();
  const operation = useAdminOperation({ ...(pollIntervalMs ? { pollIntervalMs } : {}), onFinished: () => void ledger.refetch() });
  const calls: Record<DeployVariant, ReturnType<typeof useDeployCall>> = {
    run: useDeployCall(step, 'run'),
    pr: useDeployCall(step, 'pr'),
    approve: useDeployCall(step, 'approve'),
    merge: useDeployCall(step, 'merge'),
  };
  const busy = Object.values(calls).some((call) => call.isPending) || operation.waiting;
  const set = (field: keyof DeployForm) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [field]: event.target.value }));

  const submit = async () => {
    const problem = deployRequestProblem(step, variant, form);
    if (problem) {
      showToast(problem, 'error');
      return;
    }
    const body = deployBody(step, variant, form);
    // The app password is sent once and not kept.
    const kept = { ...form, AppPassword: '' };
    setForm(kept);
    operation.reset();
    try {
      operation.track(await calls[variant].mutateAsync({ body }));
      markSent(kept);
    } catch {
      // The toast said why; what was typed stays (but the password).
    }
  };

  const tab = TABS.find((candidate) => candidate.key === variant) ?? TABS[0]!;
  const needsCode = variant === 'run' || variant === 'pr';
  const needsCredentials = variant !== 'run';
  return (
    <PageFrame title={info.title} titleId="deploy-step-title" width="full">
      <Typography.Paragraph>
        <Link to="/config-deployment">Config Deployment</Link>
      </Typography.Paragraph>
      <Flex vertical gap={16}>
        <Card data-testid="deploy-form">
          <Tabs activeKey={variant} onChange={(key) => setVariant(key as DeployVariant)} items={TABS.map(({ key, label }) => ({ key, label }))} />
          <Form layout="vertical" onFinish={() => void submit()} style={{ maxWidth: 520 }}>
            {needsCode ? (
              <Form.Item label="Version Code" htmlFor="deploy-version-code" required>
                <Input id="deploy-version-code" value={form.VersionCode} maxLength={VERSION_CODE_MAX_LENGTH} placeholder="e.g. 1.4.0" onChange={set('VersionCode')} />
              </Form.Item>
            ) : null}
            {variant === 'pr' ? (
              <>
                <Form.Item label="PR Description" htmlFor="deploy-pr-description">
                  <Input
                    id="deploy-pr-description"
                    value={form.PRDescription}
                    maxLength={PR_DESCRIPTION_MAX_LENGTH}
                    placeholder={defaultPrDescription(form.VersionCode || '{version}', step)}
                    onChange={set('PRDescription')}
                  />
                </Form.Item>
                <Form.Item label="Destination" htmlFor="deploy-destination">
                  <Input id="deploy-destination" value={info.destination ?? 'None'} readOnly />
                </Form.Item>
              </>
            ) : null}
            {variant === 'approve' || variant === 'merge' ? (
              <ActsOn pullRequest={pullRequestActedOn(ledger.data?.pullRequests, step, variant)} variant={variant} loading={ledger.isPending} />
            ) : null}
            {needsCredentials ? (
              <>
                <Form.Item label="Bitbucket User" htmlFor="deploy-bitbucket-user" required>
                  <Input id="deploy-bitbucket-user" value={form.BitBucketUser} maxLength={BITBUCKET_USER_MAX_LENGTH} autoComplete="username" onChange={set('BitBucketUser')} />
                </Form.Item>
                <Form.Item label="App Password" htmlFor="deploy-app-password" required>
                  <Input.Password id="deploy-app-password" value={form.AppPassword} maxLength={APP_PASSWORD_MAX_LENGTH} autoComplete="current-password" onChange={set('AppPassword')} />
                </Form.Item>
              </>
            ) : null}
            <Button type="primary" htmlType="submit" loading={busy} disabled={busy}>
              {tab.button}
            </Button>
          </Form>
        </Card>
        <AdminOperationResult tracker={operation} renderResult={(result) => <DeployResultView result={result} />} />
        <Card>
          {ledger.isError ? (
            <LoadError error={ledger.error} what="the pull requests" onRetry={() => void ledger.refetch()} />
          ) : (
            <PullRequestsTable pullRequests={ledger.data?.pullRequests.filter((pullRequest) => pullRequest.step === step)} loading={ledger.isPending} showStep={false} />
          )}
        </Card>
      </Flex>
    </PageFrame>
  );
}

/** Test to Version at /config-deployment/test-to-version. */
export const TestToVersionPage = () => <DeployStepPage step="test-to-versioned" />;
/** Version to Release at /config-deployment/version-to-release. */
export const VersionToReleasePage = () => <DeployStepPage step="versioned-to-release" />;
/** Release to Prod at /config-deployment/release-to-prod. */
export const ReleaseToProdPage = () => <DeployStepPage step="release-to-prod" />;
