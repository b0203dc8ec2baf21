/**
 * The console's telemetry per remote and version (docs/operations.md#telemetry-of-the-remotes):
 * page views of each remote's pages, uncaught errors and unhandled rejections while its page is on
 * screen, its error boundary's catches and failed loads of its code (./../remotes/remote-page),
 * API answers of 500 and more to calls made while its page is on screen, and the Web Vitals (LCP,
 * INP, CLS, the `web-vitals` library) of a page load, counted for the remote the tab opened on.
 *
 * Each event names only the remote, the version this tab runs of it (its canary or its stable build)
 * and the kind of event, with a vital's value: no user, address, URL or message. Events wait in this
 * tab and go to `POST /telemetry` in batches of at most 50, {@link TELEMETRY_FLUSH_MS} after the first
 * one waiting, at once when 50 wait, and when the page is hidden or left (a `keepalive` request).
 * At most {@link TELEMETRY_EVENTS_PER_MINUTE} events a minute leave a tab, at most
 * {@link TELEMETRY_ERRORS_PER_MINUTE} of them errors; the rest are dropped. Nothing waits for the
 * requests and a failed one is dropped: the page never waits on telemetry. The `web-vitals` code loads
 * as its own chunk 15 s after the first page, when the browser is idle (after the landing has settled).
 */
import { TELEMETRY_BATCH_LIMIT, TELEMETRY_ERROR_KINDS, TELEMETRY_VERSION_PATTERN, type RemoteName, type TelemetryEvent, type TelemetryEventKind, type WebVital } from 'shared-kit/contract';
import { getIdToken, getRuntimeConfig } from 'shared-kit/runtime/core';
import { loadRuntime } from '../app/runtime';
import { tabStatus } from '../remotes/registry';

/** How long the first waiting event waits for others before its batch is sent, ms. */
export const TELEMETRY_FLUSH_MS = 15_000;
/** Most events a tab sends a minute. */
export const TELEMETRY_EVENTS_PER_MINUTE = 120;
/** Most error events (uncaught, boundary, chunk load, API 5xx) a tab sends a minute. */
export const TELEMETRY_ERRORS_PER_MINUTE = 20;
/** How long after the first page the `web-vitals` code waits before it loads (when the browser is idle), ms. */
export const VITALS_DELAY_MS = 15_000;
/** Most batches one flush sends. */
const BATCHES_PER_FLUSH = 3;

/** An event before its version is known (the remote may not be registered yet when it happens). */
interface WaitingEvent {
  remote: RemoteName;
  kind: TelemetryEventKind;
  metric?: WebVital;
  value?: number;
}

const VERSION = new RegExp(TELEMETRY_VERSION_PATTERN);

let waiting: WaitingEvent[] = [];
/** The remote whose page is on screen. */
let onScreen: RemoteName | null = null;
/** The remote of the first page this tab showed: its page load's vitals count for it. */
let landing: RemoteName | null = null;
let started = false;
let timer: ReturnType<typeof setTimeout> | undefined;
let minute = { start: 0, events: 0, errors: 0 };
/** The last identity token read, for the request sent while the page is being left. */
let lastToken: string | undefined;
const cleanups: Array<() => void> = [];

/** Whether another event of `kind` may leave this tab this minute (and counts it). */
function allowed(kind: TelemetryEventKind): boolean {
  const now = Date.now();
  if (now - minute.start >= 60_000) minute = { start: now, events: 0, errors: 0 };
  const error = TELEMETRY_ERROR_KINDS.includes(kind);
  if (minute.events >= TELEMETRY_EVENTS_PER_MINUTE || (error && minute.errors >= TELEMETRY_ERRORS_PER_MINUTE)) return false;
  minute.events += 1;
  if (error) minute.errors += 1;
  return true;
}

/**
 * Records one event of `remote` (a vital with its metric and value); sent with the next batch.
 * Dropped beyond the tab's limits.
 */
export function recordTelemetry(remote: RemoteName, kind: TelemetryEventKind, vital?: { metric: WebVital; value: number }): void {
  if (!allowed(kind)) return;
  waiting.push({ remote, kind, ...(vital ? { metric: vital.metric, value: Math.max(0, vital.value) } : {}) });
  if (waiting.length >= TELEMETRY_BATCH_LIMIT) void flushTelemetry();
  else timer ??= setTimeout(() => void flushTelemetry(), TELEMETRY_FLUSH_MS);
}

/** The waiting events with the version this tab runs of their remote; those of a remote not registered are dropped. */
function withVersions(events: readonly WaitingEvent[]): TelemetryEvent[] {
  const { remotes } = tabStatus();
  return events.flatMap((event) => {
    const version = remotes[event.remote]?.version;
    return version && VERSION.test(version) ? [{ ...event, version }] : [];
  });
}

function send(events: TelemetryEvent[], token: string, keepalive: boolean): Promise<unknown> {
  return fetch(`${getRuntimeConfig().apiBaseUrl}/telemetry`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ events }),
    keepalive,
  }).catch(() => undefined);
}

/**
 * Sends the waiting events now, in batches of at most 50. `leaving`: the page is being hidden or
 * left, so the requests are `keepalive` and use the last token read (no time to ask for one). Without
 * a signed-in user the events are dropped. Never throws.
 */
export async function flushTelemetry(leaving = false): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  if (!waiting.length) return;
  let token = lastToken;
  if (!leaving) {
    try {
      token = lastToken = await getIdToken();
    } catch {
      token = undefined;
    }
  }
  // Taken only now: a page left while the token was read sends them from its own flush.
  const events = withVersions(waiting.splice(0));
  if (!events.length || !token) return;
  const batches: TelemetryEvent[][] = [];
  for (let start = 0; start < events.length && batches.length < BATCHES_PER_FLUSH; start += TELEMETRY_BATCH_LIMIT) batches.push(events.slice(start, start + TELEMETRY_BATCH_LIMIT));
  await Promise.all(batches.map((batch) => send(batch, token, leaving)));
}

/** Says which remote's page is on screen (null: none), the first one being the tab's landing remote. */
export function showRemotePage(remote: RemoteName | null): void {
  onScreen = remote;
  if (remote) landing ??= remote;
}

/** Records an error of the remote on screen, if any. */
function errorOnScreen(): void {
  if (onScreen) recordTelemetry(onScreen, 'error');
}

function listen<K extends keyof WindowEventMap>(target: Window | Document, type: K | 'visibilitychange', listener: (event: Event) => void): void {
  target.addEventListener(type, listener);
  cleanups.push(() => target.removeEventListener(type, listener));
}

/**
 * Loads `web-vitals` {@link VITALS_DELAY_MS} after the first page, when the browser is idle, and
 * reports the page load's vitals for the landing remote (the library reads the browser's buffered
 * entries, so nothing before it loads is missed).
 */
function loadVitals(): void {
  const load = () =>
    void import(/* webpackChunkName: "web-vitals" */ 'web-vitals')
      .then(({ onCLS, onINP, onLCP }) => {
        const report = (metric: { name: WebVital; value: number }) => {
          if (landing) recordTelemetry(landing, 'vital', { metric: metric.name, value: metric.value });
        };
        onLCP(report);
        onINP(report);
        onCLS(report);
      })
      .catch(() => undefined);
  setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load, { timeout: 10_000 });
    else load();
  }, VITALS_DELAY_MS);
}

/**
 * Starts the telemetry of this tab once (the first remote page does): the window's error and
 * rejection listeners, the API's 5xx answers, the flushes when the page is hidden or left, and the
 * vitals once the browser is idle.
 */
export function startTelemetry(): void {
  if (started) return;
  started = true;
  listen(window, 'error', errorOnScreen);
  listen(window, 'unhandledrejection', errorOnScreen);
  // web-vitals reports INP and CLS when the page is hidden, from its own listener: the flush comes after it.
  listen(document, 'visibilitychange', () => {
    if (document.visibilityState === 'hidden') setTimeout(() => void flushTelemetry(true), 0);
  });
  listen(window, 'pagehide', () => void flushTelemetry(true));
  // A page left before its first flush still has a token to send with.
  void getIdToken()
    .then((token) => {
      lastToken ??= token;
    })
    .catch(() => undefined);
  void loadRuntime()
    .then(({ apiClient }) => {
      const id = apiClient.interceptors.response.use(undefined, (error: unknown) => {
        const status = (error as { response?: { status?: number } } | null)?.response?.status;
        if (onScreen && typeof status === 'number' && status >= 500) recordTelemetry(onScreen, 'api-5xx');
        return Promise.reject(error);
      });
      cleanups.push(() => apiClient.interceptors.response.eject(id));
    })
    .catch(() => undefined);
  loadVitals();
}

/** Stops the telemetry and forgets everything waiting, as in a new tab (used by tests). */
export function forgetTelemetry(): void {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  clearTimeout(timer);
  timer = undefined;
  waiting = [];
  onScreen = null;
  landing = null;
  started = false;
  minute = { start: 0, events: 0, errors: 0 };
  lastToken = undefined;
}
