/**
 * The login message: stored at session end (after local storage is cleared) and shown once on the
 * sign-in page (docs/sign-in.md#login-message).
 */
import type { NotifySeverity } from 'shared-kit/runtime/core';

/** Local-storage key of the stored login message. */
export const LOGIN_MESSAGE_KEY = 'PxLoginMessage';

/** Window event fired when a login message is stored while the sign-in page may be open. */
export const LOGIN_MESSAGE_EVENT = 'px:login-message';

/** A stored login message: text, severity and how it is shown. */
export interface LoginMessage {
  message: string;
  severity: NotifySeverity;
  /** `toast` (top centre, 30000 ms) or `bar` (the message bar, 6000 ms). */
  messageType: 'toast' | 'bar';
}

/** Stores `message` for the sign-in page and tells an open sign-in page about it. */
export function storeLoginMessage(message: LoginMessage): void {
  localStorage.setItem(LOGIN_MESSAGE_KEY, JSON.stringify(message));
  window.dispatchEvent(new Event(LOGIN_MESSAGE_EVENT));
}

/** Reads and removes the stored login message, so it is shown only once. */
export function takeLoginMessage(): LoginMessage | null {
  const raw = localStorage.getItem(LOGIN_MESSAGE_KEY);
  if (raw === null) return null;
  localStorage.removeItem(LOGIN_MESSAGE_KEY);
  try {
    const parsed = JSON.parse(raw) as Partial<LoginMessage>;
    if (typeof parsed.message !== 'string') return null;
    return {
      message: parsed.message,
      severity: parsed.severity ?? 'info',
      messageType: parsed.messageType === 'bar' ? 'bar' : 'toast',
    };
  } catch {
    return null;
  }
}
