import { act, fireEvent, screen } from '@testing-library/react';
import { ADMIN_STATUS_POLL_INTERVAL_MS, type AdminOperationAnswer } from 'shared-kit/contract/platform-ops';
import { setNotifyApi } from 'shared-kit/runtime';
import { mockApi, type MockReply, type RecordedRequest } from 'shared-kit/testing';
import { renderScreen } from '../../testing/render-screen';
import { AdminOperationResult } from './admin-operation-result';
import { useAdminOperation, type AdminOperationOptions } from './use-admin-operation';

const ID = '00000000-0000-4000-8000-00000000000a';
const waiting: AdminOperationAnswer = { AdminOperationId: ID, Status: 'Waiting' };

/** A screen that tracks the answer it is given when its button is pressed. */
function Harness({ start, options }: { start: AdminOperationAnswer; options?: AdminOperationOptions }) {
  const operation = useAdminOperation(options);
  return (
    <>
      <button type="button" onClick={() => operation.track(start)}>
        Start
      </button>
      <button type="button" onClick={operation.reset}>
        Reset
      </button>
      <AdminOperationResult tracker={operation} renderResult={(result) => <pre data-testid="result">{JSON.stringify(result)}</pre>} />
    </>
  );
}

const flush = async () => {
  for (let round = 0; round < 3; round += 1) await act(() => jest.advanceTimersByTimeAsync(1));
};
const panel = () => screen.queryByTestId('admin-operation-result');
const statusCalls = (requests: RecordedRequest[]) => requests.filter((request) => request.url === '/admin-status');

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  setNotifyApi();
});

describe('useAdminOperation', () => {
  it('shows a finished answer at once, without any admin-status call', async () => {
    const requests = mockApi({});
    const notices = renderScreen(<Harness start={{ AdminOperationId: ID, Status: 'Succeeded', Message: 'Pull request #3 merged', Result: { stage: 'prod' } }} />);
    expect(panel()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(panel()).toHaveAttribute('data-status', 'Succeeded');
    expect(panel()).toHaveTextContent('Pull request #3 merged');
    expect(screen.getByTestId('result')).toHaveTextContent('{"stage":"prod"}');
    expect(notices.toasts()).toEqual([['success', 'Pull request #3 merged']]);
    await act(() => jest.advanceTimersByTimeAsync(ADMIN_STATUS_POLL_INTERVAL_MS * 2));
    expect(statusCalls(requests)).toHaveLength(0);
  });

  it("polls POST /admin-status every 60000 ms while 'Waiting', then shows the result and stops", async () => {
    const answers: MockReply[] = [{ data: waiting }, { data: { AdminOperationId: ID, Status: 'Succeeded', Message: 'Version v1.4.0 is now at prod' } }];
    const requests = mockApi({ 'POST /admin-status': () => answers.shift()! });
    const notices = renderScreen(<Harness start={waiting} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(panel()).toHaveAttribute('data-status', 'Waiting');
    expect(panel()).toHaveTextContent('In progress: the status is checked every 60 seconds');

    await act(() => jest.advanceTimersByTimeAsync(59_999));
    expect(statusCalls(requests)).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(1));
    await flush();
    expect(statusCalls(requests).map((request) => request.body)).toEqual([{ AdminOperationId: ID }]);
    expect(panel()).toHaveAttribute('data-status', 'Waiting');

    await act(() => jest.advanceTimersByTimeAsync(59_000));
    expect(statusCalls(requests)).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(5_000));
    await flush();
    expect(statusCalls(requests)).toHaveLength(2);
    expect(panel()).toHaveAttribute('data-status', 'Succeeded');
    expect(notices.toasts()).toEqual([['success', 'Version v1.4.0 is now at prod']]);
    await act(() => jest.advanceTimersByTimeAsync(180_000));
    expect(statusCalls(requests)).toHaveLength(2);
  });

  it("shows a 'Failed' status with its message, or 'Something went wrong' without one", async () => {
    const answers: MockReply[] = [{ data: { AdminOperationId: ID, Status: 'Failed' } }];
    mockApi({ 'POST /admin-status': () => answers.shift()! });
    const notices = renderScreen(<Harness start={waiting} options={{ pollIntervalMs: 10 }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await act(() => jest.advanceTimersByTimeAsync(10));
    await flush();
    expect(panel()).toHaveAttribute('data-status', 'Failed');
    expect(panel()).toHaveTextContent('Something went wrong');
    expect(notices.toasts()).toEqual([['error', 'Something went wrong']]);
  });

  it("says 'Something went wrong,Unable to check status' when the admin-status call fails, and stops polling", async () => {
    const requests = mockApi({ 'POST /admin-status': { status: 500, data: { message: 'boom' } } });
    const notices = renderScreen(<Harness start={waiting} options={{ pollIntervalMs: 10 }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await act(() => jest.advanceTimersByTimeAsync(10));
    await flush();
    expect(panel()).toHaveAttribute('data-status', 'CheckFailed');
    expect(panel()).toHaveTextContent('Something went wrong,Unable to check status');
    expect(notices.toasts()).toEqual([['error', 'Something went wrong,Unable to check status']]);
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(statusCalls(requests)).toHaveLength(1);
  });

  it('stops polling on reset, and drops an answer that arrives after it', async () => {
    const requests = mockApi({ 'POST /admin-status': { data: waiting } });
    renderScreen(<Harness start={waiting} options={{ pollIntervalMs: 10 }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(statusCalls(requests)).toHaveLength(0);
    expect(panel()).toBeNull();
  });
});
