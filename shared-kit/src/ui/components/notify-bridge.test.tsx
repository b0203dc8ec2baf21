import { act, render, screen } from '@testing-library/react';
import { App } from 'antd';
import {
  MAX_PENDING_NOTICES,
  MESSAGE_BAR_DURATION_MS,
  TOAST_DURATION_MS,
  TOAST_PLACEMENT,
  type NotifyApi,
  notify,
  setNotifyApi,
  showMessageBar,
  showToast,
} from 'shared-kit/runtime';
import { NotifyBridge } from './notify-bridge';

function spyApi() {
  const api = { notification: { open: jest.fn() }, message: { open: jest.fn() } } satisfies NotifyApi;
  setNotifyApi(api);
  return api;
}

afterEach(() => setNotifyApi());

describe('notices', () => {
  it('has the spec constants', () => {
    expect(TOAST_DURATION_MS).toBe(30000);
    expect(MESSAGE_BAR_DURATION_MS).toBe(6000);
    expect(TOAST_PLACEMENT).toBe('top');
  });

  it('shows toasts at the top centre for 30 s, errors by default', () => {
    const api = spyApi();
    showToast('Tenant not found');
    expect(api.notification.open).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'error', title: 'Tenant not found', placement: 'top', duration: 30 }),
    );
  });

  it('shows the message bar for 6 s', () => {
    const api = spyApi();
    showMessageBar('Updated successfully', 'success');
    expect(api.message.open).toHaveBeenCalledWith({ type: 'success', content: 'Updated successfully', duration: 6 });
  });

  it('routes a stored notice by its type', () => {
    const api = spyApi();
    notify({ message: 'You logged out successfully!', severity: 'success', type: 'toast' });
    notify({ message: 'Saved', severity: 'info', type: 'bar' });
    expect(api.notification.open).toHaveBeenCalledWith(expect.objectContaining({ title: 'You logged out successfully!', type: 'success' }));
    expect(api.message.open).toHaveBeenCalledWith(expect.objectContaining({ content: 'Saved' }));
  });

  it('keeps notices shown before a renderer registers and shows them once it does', () => {
    setNotifyApi();
    showToast('Signed out');
    showMessageBar('Saved', 'success');
    const api = spyApi();
    expect(api.notification.open).toHaveBeenCalledWith(expect.objectContaining({ title: 'Signed out' }));
    expect(api.message.open).toHaveBeenCalledWith(expect.objectContaining({ content: 'Saved' }));
  });

  it('keeps at most MAX_PENDING_NOTICES waiting notices, dropping the oldest', () => {
    setNotifyApi();
    for (let i = 1; i <= MAX_PENDING_NOTICES + 5; i += 1) showToast(`notice ${i}`);
    const api = spyApi();
    expect(api.notification.open).toHaveBeenCalledTimes(MAX_PENDING_NOTICES);
    expect(api.notification.open).toHaveBeenNthCalledWith(1, expect.objectContaining({ title: 'notice 6' }));
  });

  it('renders a real toast through <App> with NotifyBridge, at the top', async () => {
    render(
      <App>
        <NotifyBridge />
      </App>,
    );
    act(() => showToast('Something went wrong'));
    const toast = await screen.findByText('Something went wrong');
    expect(toast.closest('.ant-notification-top')).not.toBeNull();
  });
});
