/**
 * Idempotency keys of the console's writes (docs/writes.md): every state-changing request (POST,
 * PUT, PATCH, DELETE) carries `Idempotency-Key: <uuid v4>`, one key per user action, so the API
 * answers a repeated request (a doubled click that still got through, the data layer's retry, the
 * user's Retry of the same failed action) as the first one instead of writing twice.
 */
import type { InternalAxiosRequestConfig } from 'axios';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_METHODS } from '../../contract/endpoints/idempotency';

export { IDEMPOTENCY_KEY_HEADER };

/** A random UUID version 4 (RFC 9562), from the browser's or Node's crypto. */
export function uuidV4(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One user action (a click on a button that writes). Its keys are handed out per request: the
 * n-th write to the same method and path within one attempt gets the same key in every attempt, so a
 * retried action sends exactly the keys of the first attempt, and two different writes of one action
 * never share a key.
 */
export class UserAction {
  private readonly keys = new Map<string, string>();
  private seen = new Map<string, number>();

  /** Starts an attempt (the first one, or a retry): keys are handed out from the beginning again. */
  beginAttempt(): void {
    this.seen = new Map();
  }

  /** The key of the next write to `method` `path` in this attempt. */
  keyFor(method: string, path: string): string {
    const request = `${method.toUpperCase()} ${path}`;
    const n = this.seen.get(request) ?? 0;
    this.seen.set(request, n + 1);
    const slot = `${request}#${n}`;
    let key = this.keys.get(slot);
    if (!key) {
      key = uuidV4();
      this.keys.set(slot, key);
    }
    return key;
  }
}

/** The actions running now, in the order they started. */
const running: UserAction[] = [];

/**
 * Runs `attempt` (one attempt of `action`): the writes it makes while it runs carry the action's
 * keys. When actions overlap, a write goes with the one that started last (a Retry run inside a
 * guarded handler); keys stay distinct within an attempt, as each is bound to its method and path.
 *
 * @example const action = new UserAction(); await runUserAction(action, () => requestEndpoint(ENDPOINTS.updateInvoiceStatus, { body }));
 */
export async function runUserAction<T>(action: UserAction, attempt: () => Promise<T>): Promise<T> {
  action.beginAttempt();
  running.push(action);
  try {
    return await attempt();
  } finally {
    running.splice(running.lastIndexOf(action), 1);
  }
}

/**
 * The user action running now (the last started, when several overlap): a write started inside it
 * (a data-layer mutation called from a guarded handler) belongs to it.
 */
export function currentUserAction(): UserAction | undefined {
  return running[running.length - 1];
}

/**
 * The API client's interceptor: gives a state-changing request its `Idempotency-Key` (the running
 * action's, else a fresh one); a key the caller set is kept. Reads nothing else.
 */
export function attachIdempotencyKey(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const method = (config.method ?? 'get').toUpperCase();
  if (!IDEMPOTENT_METHODS.includes(method) || config.headers.has(IDEMPOTENCY_KEY_HEADER)) return config;
  const only = currentUserAction();
  const path = (config.url ?? '').split('?')[0] ?? '';
  config.headers.set(IDEMPOTENCY_KEY_HEADER, only ? only.keyFor(method, path) : uuidV4());
  return config;
}
