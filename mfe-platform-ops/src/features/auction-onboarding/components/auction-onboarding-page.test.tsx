import { act, fireEvent, screen } from '@testing-library/react';
import { setNotifyApi } from 'shared-kit/runtime';
import { mockApi, type MockHandler, type MockReply } from 'shared-kit/testing';
import { leaveForDashboard, onDashboard, renderPageAt } from '../../../testing/page-helpers';
import { leavingWarns, renderScreen } from '../../../testing/render-screen';
import { AuctionOnboardingPage } from './auction-onboarding-page';

const RESULT = { tenant_id: 'T09', auctionsEnabled: true, systemUser: 'system@acme.test' };

function renderAuction(reply: MockHandler | MockReply) {
  const seen = mockApi({ 'GET /update-config/list-tenants': { data: [] }, 'POST /auction-onboarding': reply });
  const notices = renderScreen(<AuctionOnboardingPage />, '/auction-onboarding');
  // The calls of the onboarding (the tenant picker's list aside).
  const requests = new Proxy(seen, { get: (target, key) => Reflect.get(target.filter((r) => r.url !== '/update-config/list-tenants'), key) });
  return { requests, notices };
}

const onboard = () => screen.getByRole('button', { name: 'Onboard' });
const fill = (tenantId: string, email: string) => {
  fireEvent.change(screen.getByLabelText('Tenant ID'), { target: { value: tenantId } });
  fireEvent.change(screen.getByLabelText('Tenant System Email'), { target: { value: email } });
};
/** Lets answers reach the screen (0 ms timers run 1 ms later on the fake clock). */
const flush = async () => {
  for (let round = 0; round < 3; round += 1) await act(() => jest.advanceTimersByTimeAsync(1));
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  setNotifyApi();
});

describe('Auction Onboarding', () => {
  it('enables Onboard only when both inputs are non-blank', () => {
    renderAuction({ data: { status: 'COMPLETED', requestId: 'r1', response: RESULT } });
    expect(screen.getByRole('heading', { name: 'Auction Onboarding' })).toBeInTheDocument();
    expect(onboard()).toBeDisabled();
    fill('T09', '   ');
    expect(onboard()).toBeDisabled();
    fill('  ', 'system@acme.test');
    expect(onboard()).toBeDisabled();
    fill('T09', 'system@acme.test');
    expect(onboard()).toBeEnabled();
  });

  it('keeps at most 60 characters in each input', () => {
    renderAuction({ data: { status: 'COMPLETED', requestId: 'r1', response: RESULT } });
    fill('T'.repeat(61), `${'a'.repeat(52)}@acme.test`);
    expect(screen.getByLabelText('Tenant ID')).toHaveValue('T'.repeat(60));
    expect(screen.getByLabelText('Tenant System Email')).toHaveValue(`${'a'.repeat(52)}@acme.te`);
    expect(screen.getByLabelText('Tenant ID')).toHaveAttribute('maxlength', '60');
    expect(screen.getByLabelText('Tenant System Email')).toHaveAttribute('maxlength', '60');
  });

  it("with a bad e-mail, Onboard (enabled) says 'Invalid Email' under the field, sends nothing, keeps the input, and the message goes when the e-mail is edited", async () => {
    const { requests } = renderAuction({ data: { status: 'COMPLETED', requestId: 'r1', response: RESULT } });
    fill('T09', 'system.acme.test');
    expect(onboard()).toBeEnabled();
    fireEvent.click(onboard());
    await flush();
    const field = screen.getByLabelText('Tenant System Email').closest('.ant-form-item')!;
    expect(field).toHaveTextContent('Invalid Email');
    expect(document.body.textContent).not.toMatch(/must match pattern|body\//);
    expect(requests.filter((r) => r.url === '/auction-onboarding')).toHaveLength(0);
    expect(screen.getByLabelText('Tenant System Email')).toHaveValue('system.acme.test');
    fireEvent.change(screen.getByLabelText('Tenant System Email'), { target: { value: 'system@acme.test' } });
    expect(field).not.toHaveTextContent('Invalid Email');
  });

  it('writes the times of the result as the console writes them, in US Eastern, saying so', async () => {
    renderAuction({ data: { status: 'COMPLETED', requestId: 'r1', response: { ...RESULT, enabledAt: '2026-11-27T08:50:26.773Z' } } });
    fill('T09', 'system@acme.test');
    fireEvent.click(onboard());
    await flush();
    await flush();
    const result = (await screen.findByLabelText('Result')) as HTMLTextAreaElement;
    expect(JSON.parse(result.value).enabledAt).toBe('Nov 27, 2026, 03:50 am ET');
  });

  it('shows the wait panel while the request is polled, then the JSON result read-only; Restart clears the inputs', async () => {
    const answers = [
      { data: { status: 'PENDING', requestId: '00000000-0000-4000-8000-000000000003' } },
      { data: { status: 'COMPLETED', requestId: '00000000-0000-4000-8000-000000000003', response: RESULT } },
    ];
    const { requests } = renderAuction(() => answers.shift()!);
    fill(' T09 ', ' system@acme.test ');
    // Typed and not sent yet: leaving warns (docs/leaving.md).
    expect(leavingWarns()).toBe(true);
    fireEvent.click(onboard());
    await flush();
    expect(screen.getByText('Processing. Please wait... This process can take 30 seconds or more.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Onboard' })).not.toBeInTheDocument();
    expect(leavingWarns()).toBe(true);
    expect(requests.map((r) => r.body)).toEqual([{ tenant_id: 'T09', tenant_system_email: 'system@acme.test' }]);
    await act(() => jest.advanceTimersByTimeAsync(3000));
    await flush();
    expect(requests).toHaveLength(2);
    expect(requests[1]?.headers).toMatchObject({ request_id: '00000000-0000-4000-8000-000000000003' });
    const result = screen.getByLabelText('Result');
    expect(result).toHaveAttribute('readonly');
    expect(JSON.parse((result as HTMLTextAreaElement).value)).toEqual(RESULT);
    expect(leavingWarns()).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Restart' }));
    expect(screen.getByLabelText('Tenant ID')).toHaveValue('');
    expect(screen.getByLabelText('Tenant System Email')).toHaveValue('');
    expect(onboard()).toBeDisabled();
  });

  it("returns to the form with 'Something went wrong' on an error answer, keeping the inputs", async () => {
    const { notices } = renderAuction({ status: 400, data: { statusCode: 400, error: 'Bad Request', message: 'Tenant T09 has no auction module' } });
    fill('T09', 'system@acme.test');
    fireEvent.click(onboard());
    await flush();
    expect(notices.toasts()).toEqual([['error', 'Something went wrong']]);
    expect(notices.descriptions()).toEqual(['Tenant T09 has no auction module']);
    expect(screen.getByLabelText('Tenant ID')).toHaveValue('T09');
    expect(screen.getByLabelText('Tenant System Email')).toHaveValue('system@acme.test');
    expect(onboard()).toBeEnabled();
  });

  it("treats a result with its error flag set as a failure: 'Something went wrong'", async () => {
    const { notices } = renderAuction({ data: { status: 'COMPLETED', requestId: 'r1', response: { error: true, message: 'Auction already enabled' } } });
    fill('T09', 'system@acme.test');
    fireEvent.click(onboard());
    await flush();
    expect(notices.toasts()).toEqual([['error', 'Something went wrong']]);
    expect(screen.queryByLabelText('Result')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Tenant ID')).toHaveValue('T09');
  });
});

describe('Auction Onboarding — leaving with unsaved input (docs/leaving.md)', () => {
  it('asks before leaving with a typed tenant ID; Cancel keeps it, OK leaves', () => {
    mockApi({ 'GET /update-config/list-tenants': { data: [] } });
    renderPageAt('/auction-onboarding', <AuctionOnboardingPage />);
    fill('T09', 'system@acme.test');
    expect(leaveForDashboard(false)).toEqual(['You have some unsaved changes. OK to forget these changes and leave the page?']);
    expect(onDashboard()).toBe(false);
    expect(screen.getByLabelText('Tenant ID')).toHaveValue('T09');
    expect(leaveForDashboard(true)).toEqual(['You have some unsaved changes. OK to forget these changes and leave the page?']);
    expect(onDashboard()).toBe(true);
  });
});
