/**
 * Toasts and the message bar of the console (spec 01 §8 "Toasts", §9): toasts at the top centre
 * hiding after 30000 ms, the other message bar after 6000 ms. Built on antd's `notification` and
 * `message`.
 *
 * antd's static functions render outside the React tree, so they miss the theme of an app that
 * wraps itself in antd's `<App>`. Such an app mounts {@link NotifyBridge} once inside `<App>`:
 *
 * ```tsx
 * <ConfigProvider theme={theme}>
 *   <App>
 *     <NotifyBridge />
 *     <Routes />
 *   </App>
 * </ConfigProvider>
 * ```
 *
 * From then on {@link showToast}, {@link showMessageBar} and {@link notify} (and every call helper
 * that reports errors) go through `App.useApp()`'s themed instances. Without the bridge they fall
 * back to antd's static API, which still works (unthemed).
 */
import {
  App,
  type MessageArgsProps as MessageArgs,
  type NotificationArgsProps as NotificationArgs,
  message as staticMessage,
  notification as staticNotification,
} from 'antd';
import { useEffect } from 'react';

/**
 * Toast auto-hide delay in ms (spec 01 §8, §9).
 *
 * @example TOAST_DURATION_MS // 30000
 */
export const TOAST_DURATION_MS = 30000;
/**
 * Auto-hide delay of the other message bar in ms (spec 01 §8, §9).
 *
 * @example MESSAGE_BAR_DURATION_MS // 6000
 */
export const MESSAGE_BAR_DURATION_MS = 6000;
/**
 * Where toasts appear: the top centre (spec 01 §8).
 *
 * @example notification.open({ placement: TOAST_PLACEMENT, title: 'Saved' })
 */
export const TOAST_PLACEMENT = 'top' as const;

/** Severity of a toast or message bar. */
export type NotifySeverity = 'success' | 'info' | 'warning' | 'error';

/** The two antd functions the console's notices go through. */
export interface NotifyApi {
  notification: { open(args: NotificationArgs): void };
  message: { open(args: MessageArgs): unknown };
}

const STATIC_API: NotifyApi = { notification: staticNotification, message: staticMessage };
let api: NotifyApi = STATIC_API;

/**
 * Routes every notice through `next` (antd's `App.useApp()` instances, or a test double); without
 * an argument, back to antd's static API.
 *
 * @example const { notification, message } = App.useApp(); setNotifyApi({ notification, message });
 */
export function setNotifyApi(next?: NotifyApi): void {
  api = next ?? STATIC_API;
}

/**
 * Mount once inside antd's `<App>` so notices use its themed, context-aware instances (see the
 * module comment). Renders nothing.
 *
 * @example <App><NotifyBridge /><Shell /></App>
 */
export function NotifyBridge(): null {
  const { notification, message } = App.useApp();
  useEffect(() => {
    setNotifyApi({ notification, message });
    return () => setNotifyApi();
  }, [notification, message]);
  return null;
}

/** Options of {@link showToast}. */
export interface ToastOptions {
  /** Secondary text under the message. */
  description?: string;
  /** A key replaces an open toast with the same key instead of stacking a new one. */
  key?: string;
}

/**
 * Shows a toast at the top centre that hides after {@link TOAST_DURATION_MS} (spec 01 §8).
 *
 * @example showToast('Tenant not found'); // an error toast
 * @example showToast('Status updated successfully', 'success');
 */
export function showToast(text: string, severity: NotifySeverity = 'error', options: ToastOptions = {}): void {
  api.notification.open({
    type: severity,
    title: text,
    placement: TOAST_PLACEMENT,
    duration: TOAST_DURATION_MS / 1000,
    ...(options.description ? { description: options.description } : {}),
    ...(options.key ? { key: options.key } : {}),
  });
}

/**
 * Shows the other message bar (antd `message`), hiding after {@link MESSAGE_BAR_DURATION_MS}
 * (spec 01 §8).
 *
 * @example showMessageBar('Updated successfully', 'success');
 */
export function showMessageBar(text: string, severity: NotifySeverity = 'info'): void {
  api.message.open({ type: severity, content: text, duration: MESSAGE_BAR_DURATION_MS / 1000 });
}

/** A notice as kept in the session store (`SessionMessage`): text, severity and where it shows. */
export interface Notice {
  message: string;
  severity: NotifySeverity;
  /** `toast` (30000 ms, top centre) or `bar` (6000 ms). */
  type: 'toast' | 'bar';
}

/**
 * Shows a stored notice the way its `type` says (spec 01 §2 "Top bar": the login message stored at
 * session end is shown once on the sign-in page).
 *
 * @example notify({ message: 'You logged out successfully!', severity: 'success', type: 'toast' });
 */
export function notify(notice: Notice): void {
  if (notice.type === 'bar') showMessageBar(notice.message, notice.severity);
  else showToast(notice.message, notice.severity);
}
