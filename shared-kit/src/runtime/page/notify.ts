/**
 * Toasts and the message bar of the console (docs/toasts.md): toasts at the top centre
 * hiding after 30000 ms, the other message bar after 6000 ms.
 *
 * This is the one-per-page notice channel of `shared-kit/runtime`; it renders nothing itself and
 * imports no UI library. A renderer registers with {@link setNotifyApi}: the shell registers its own
 * from the start, which loads antd's themed renderer with the first notice (so the sign-in page needs
 * no antd until it has something to say); a remote run standalone mounts `NotifyBridge` of
 * `shared-kit/ui` inside antd's `<App>`. Notices shown while no renderer is registered wait (at most
 * {@link MAX_PENDING_NOTICES}) and are shown as soon as one registers.
 */
/**
 * Toast auto-hide delay in ms (docs/toasts.md).
 *
 * @example TOAST_DURATION_MS // 30000
 */
export const TOAST_DURATION_MS = 30000;
/**
 * Auto-hide delay of the other message bar in ms (docs/toasts.md#the-message-bar).
 *
 * @example MESSAGE_BAR_DURATION_MS // 6000
 */
export const MESSAGE_BAR_DURATION_MS = 6000;
/**
 * Where toasts appear: the top centre (docs/toasts.md).
 *
 * @example notification.open({ placement: TOAST_PLACEMENT, title: 'Saved' })
 */
export const TOAST_PLACEMENT = 'top' as const;

/** Severity of a toast or message bar. */
export type NotifySeverity = 'success' | 'info' | 'warning' | 'error';

/** A toast as handed to the renderer (the shape of antd's `notification.open` arguments). */
export interface ToastArgs {
  type: NotifySeverity;
  title: string;
  placement: typeof TOAST_PLACEMENT;
  /** Seconds before it hides. */
  duration: number;
  description?: string;
  key?: string;
  /** Shows the close button. */
  closable?: boolean;
}

/** A message-bar notice as handed to the renderer (the shape of antd's `message.open` arguments). */
export interface MessageBarArgs {
  type: NotifySeverity;
  content: string;
  /** Seconds before it hides. */
  duration: number;
}

/**
 * How many toasts show at once at most (docs/toasts.md); a newer one pushes out the oldest.
 *
 * @example <App notification={{ maxCount: MAX_TOASTS }} />
 */
export const MAX_TOASTS = 3;

/** What renders notices: antd's `App.useApp()` instances, a light renderer, or a test double. */
export interface NotifyApi {
  /** `destroy(key)` closes the toast with that key (every toast without a key); optional for test doubles. */
  notification: { open(args: ToastArgs): void; destroy?(key?: string): void };
  message: { open(args: MessageBarArgs): unknown };
}

/** How many notices wait for a renderer at most; older ones are dropped first. */
export const MAX_PENDING_NOTICES = 20;

type PendingNotice = { kind: 'toast'; args: ToastArgs } | { kind: 'bar'; args: MessageBarArgs } | { kind: 'close'; key: string };
let api: NotifyApi | undefined;
let pending: PendingNotice[] = [];

/** Open toasts by key, with the time (ms since the epoch) each was shown. */
const openToasts = new Map<string, number>();

function deliver(target: NotifyApi, notice: PendingNotice): void {
  if (notice.kind === 'toast') target.notification.open(notice.args);
  else if (notice.kind === 'close') target.notification.destroy?.(notice.key);
  else target.message.open(notice.args);
}

function send(notice: PendingNotice): void {
  if (api) deliver(api, notice);
  else if (notice.kind === 'close') pending = pending.filter((waiting) => waiting.kind !== 'toast' || waiting.args.key !== notice.key);
  else pending = [...pending.slice(-(MAX_PENDING_NOTICES - 1)), notice];
}

/**
 * Routes every notice through `next` and shows the notices that were waiting for a renderer;
 * without an argument, unregisters (later notices wait for the next renderer).
 *
 * @example const { notification, message } = App.useApp(); setNotifyApi({ notification, message });
 */
export function setNotifyApi(next?: NotifyApi): void {
  api = next;
  if (!next) return;
  const waiting = pending;
  pending = [];
  waiting.forEach((notice) => deliver(next, notice));
}

/** Options of {@link showToast}. */
export interface ToastOptions {
  /** Secondary text under the message. */
  description?: string;
  /**
   * A key replaces an open toast with the same key instead of stacking a new one, and lets
   * {@link closeToast} close it. By default the severity and text: the same message twice is one toast.
   */
  key?: string;
}

/**
 * Shows a toast at the top centre that hides after {@link TOAST_DURATION_MS} (docs/toasts.md).
 *
 * @example showToast('Tenant not found'); // an error toast
 * @example showToast('Status updated successfully', 'success');
 */
export function showToast(text: string, severity: NotifySeverity = 'error', options: ToastOptions = {}): void {
  const key = options.key ?? `${severity}:${text}`;
  const now = Date.now();
  openToasts.forEach((shownAt, open) => {
    if (now - shownAt >= TOAST_DURATION_MS) openToasts.delete(open);
  });
  openToasts.delete(key);
  openToasts.set(key, now);
  send({
    kind: 'toast',
    args: {
      type: severity,
      title: text,
      placement: TOAST_PLACEMENT,
      duration: TOAST_DURATION_MS / 1000,
      closable: true,
      key,
      ...(options.description ? { description: options.description } : {}),
    },
  });
}

/**
 * Closes the toast shown with `key` (docs/toasts.md: an error toast goes once the action it reports
 * succeeds). Nothing happens when no such toast is open.
 *
 * @example closeToast('write:updateInvoiceStatus');
 */
export function closeToast(key: string): void {
  if (!openToasts.delete(key)) return;
  send({ kind: 'close', key });
}

/**
 * Closes the open toasts shown at least `olderThanMs` ago (docs/toasts.md: leaving a page clears the
 * toasts about it, while one shown with the navigation, e.g. 'Saved' before returning to a list,
 * stays).
 *
 * @example clearToasts(TOAST_KEEP_ON_LEAVE_MS); // on every change of page
 */
export function clearToasts(olderThanMs = 0): void {
  const now = Date.now();
  [...openToasts].forEach(([key, shownAt]) => {
    if (now - shownAt >= olderThanMs) closeToast(key);
  });
}

/**
 * A toast shown this recently (ms) when the user changes page reports the action that led there
 * and is kept (docs/toasts.md).
 *
 * @example clearToasts(TOAST_KEEP_ON_LEAVE_MS)
 */
export const TOAST_KEEP_ON_LEAVE_MS = 1500;

/**
 * Shows the other message bar (antd `message`), hiding after {@link MESSAGE_BAR_DURATION_MS}
 * (docs/toasts.md#the-message-bar).
 *
 * @example showMessageBar('Updated successfully', 'success');
 */
export function showMessageBar(text: string, severity: NotifySeverity = 'info'): void {
  send({ kind: 'bar', args: { type: severity, content: text, duration: MESSAGE_BAR_DURATION_MS / 1000 } });
}

/** A notice as kept in the session store (`SessionMessage`): text, severity and where it shows. */
export interface Notice {
  message: string;
  severity: NotifySeverity;
  /** `toast` (30000 ms, top centre) or `bar` (6000 ms). */
  type: 'toast' | 'bar';
}

/**
 * Shows a stored notice the way its `type` says (docs/sign-in.md#login-message: the login message stored at
 * session end is shown once on the sign-in page).
 *
 * @example notify({ message: 'You logged out successfully!', severity: 'success', type: 'toast' });
 */
export function notify(notice: Notice): void {
  if (notice.type === 'bar') showMessageBar(notice.message, notice.severity);
  else showToast(notice.message, notice.severity);
}
