import { Alert, Spin } from 'antd';
import type { ReactNode } from 'react';
import { ADMIN_OPERATION_MESSAGES } from 'shared-kit/contract/platform-ops';
import type { AdminOperationTracker } from './use-admin-operation';

/** Props of {@link AdminOperationResult}. */
export interface AdminOperationResultProps {
  tracker: Pick<AdminOperationTracker, 'answer' | 'waiting' | 'checkFailed'>;
  /** How a 'Succeeded' result is shown below its message (e.g. the version and pull request); nothing by default. */
  renderResult?: (result: unknown) => ReactNode;
  /** The test id of the panel; default 'admin-operation-result'. */
  testId?: string;
}

/**
 * The panel of a tracked admin operation (docs/platform-ops.md#admin-operations): nothing before a start; 'Waiting' with a
 * spinner and 'In progress: the status is checked every 60 seconds'; 'Succeeded' with its Message;
 * 'Failed' with its Message or 'Something went wrong'; a failed status check with 'Something went
 * wrong,Unable to check status'. The panel carries `data-status` (Waiting, Succeeded, Failed,
 * CheckFailed) for tests.
 */
export function AdminOperationResult({ tracker, renderResult, testId = 'admin-operation-result' }: AdminOperationResultProps) {
  const { answer, waiting, checkFailed } = tracker;
  if (!answer) return null;
  if (checkFailed) {
    return <Alert data-testid={testId} data-status="CheckFailed" type="error" showIcon title={ADMIN_OPERATION_MESSAGES.unableToCheckStatus} />;
  }
  if (waiting) {
    return (
      <Alert
        data-testid={testId}
        data-status="Waiting"
        type="info"
        showIcon
        icon={<Spin size="small" />}
        title="Waiting"
        description={ADMIN_OPERATION_MESSAGES.waiting}
      />
    );
  }
  if (answer.Status === 'Failed') {
    return <Alert data-testid={testId} data-status="Failed" type="error" showIcon title="Failed" description={answer.Message || ADMIN_OPERATION_MESSAGES.failed} />;
  }
  return (
    <Alert
      data-testid={testId}
      data-status="Succeeded"
      type="success"
      showIcon
      title="Succeeded"
      description={
        <>
          {answer.Message ? <div>{answer.Message}</div> : null}
          {renderResult && answer.Result !== undefined ? renderResult(answer.Result) : null}
        </>
      }
    />
  );
}
