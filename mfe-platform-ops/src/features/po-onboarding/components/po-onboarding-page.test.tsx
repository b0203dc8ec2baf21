import { act, fireEvent, screen } from '@testing-library/react';
import { setNotifyApi } from 'shared-kit/runtime';
import { mockApi, type MockReply } from 'shared-kit/testing';
import { leaveForDashboard, onDashboard, renderPageAt } from '../../../testing/page-helpers';
import { renderScreen } from '../../../testing/render-screen';
import { PoOnboardingPage } from './po-onboarding-page';

function renderPo(reply: MockReply) {
  const seen = mockApi({ 'GET /update-config/list-tenants': { data: [] }, 'POST /po-onboarding': reply });
  const notices = renderScreen(<PoOnboardingPage />, '/po-onboarding');
  // The calls of the onboarding (the tenant picker's list aside).
  const requests = new Proxy(seen, { get: (target, key) => Reflect.get(target.filter((r) => r.url !== '/update-config/list-tenants'), key) });
  return { requests, notices };
}

const flush = async () => {
  for (let round = 0; round < 3; round += 1) await act(() => jest.advanceTimersByTimeAsync(1));
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  setNotifyApi();
});

describe('PO Onboarding', () => {
  it('has only the Tenant ID, at most 60 characters, non-empty to enable Onboard', () => {
    renderPo({ data: { status: 'COMPLETED', requestId: 'r1', response: {} } });
    expect(screen.getByRole('heading', { name: 'PO Onboarding' })).toBeInTheDocument();
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Onboard' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Tenant ID'), { target: { value: 'P'.repeat(70) } });
    expect(screen.getByLabelText('Tenant ID')).toHaveValue('P'.repeat(60));
    expect(screen.getByRole('button', { name: 'Onboard' })).toBeEnabled();
  });

  it('sends the tenant id and shows the JSON result; Restart clears it', async () => {
    const { requests } = renderPo({ data: { status: 'COMPLETED', requestId: 'r1', response: { tenant_id: 'T09', purchaseOrdersEnabled: true } } });
    fireEvent.change(screen.getByLabelText('Tenant ID'), { target: { value: 'T09' } });
    fireEvent.click(screen.getByRole('button', { name: 'Onboard' }));
    await flush();
    expect(requests.map((r) => r.body)).toEqual([{ tenant_id: 'T09' }]);
    expect(JSON.parse((screen.getByLabelText('Result') as HTMLTextAreaElement).value)).toEqual({ tenant_id: 'T09', purchaseOrdersEnabled: true });
    fireEvent.click(screen.getByRole('button', { name: 'Restart' }));
    expect(screen.getByLabelText('Tenant ID')).toHaveValue('');
  });

  it("returns to the form with 'Something went wrong' when the call fails", async () => {
    const { notices } = renderPo({ error: new Error('Network Error') });
    fireEvent.change(screen.getByLabelText('Tenant ID'), { target: { value: 'T09' } });
    fireEvent.click(screen.getByRole('button', { name: 'Onboard' }));
    await flush();
    expect(notices.toasts()).toEqual([['error', 'Something went wrong']]);
    expect(screen.getByLabelText('Tenant ID')).toHaveValue('T09');
  });
});

describe('PO Onboarding — leaving with unsaved input (docs/leaving.md)', () => {
  it('asks before leaving with a typed tenant ID; Cancel keeps it, OK leaves', () => {
    mockApi({ 'GET /update-config/list-tenants': { data: [] } });
    renderPageAt('/po-onboarding', <PoOnboardingPage />);
    fireEvent.change(screen.getByLabelText('Tenant ID'), { target: { value: 'T09' } });
    expect(leaveForDashboard(false)).toEqual(['You have some unsaved changes. OK to forget these changes and leave the page?']);
    expect(onDashboard()).toBe(false);
    expect(screen.getByLabelText('Tenant ID')).toHaveValue('T09');
    expect(leaveForDashboard(true)).toEqual(['You have some unsaved changes. OK to forget these changes and leave the page?']);
    expect(onDashboard()).toBe(true);
  });
});
