import type { AxiosAdapter } from 'axios';
import { onCLS, onINP, onLCP } from 'web-vitals';
import { apiClient, setRuntimeConfig, setTokenProvider } from 'shared-kit/runtime';
import { forgetRegistry, recordRegistered } from '../src/remotes/registry';
import { flushTelemetry, forgetTelemetry, recordTelemetry, showRemotePage, startTelemetry } from '../src/telemetry/telemetry';
import { TEST_CONFIG } from './fixtures';

jest.mock('web-vitals', () => ({ onLCP: jest.fn(), onINP: jest.fn(), onCLS: jest.fn() }));

const BILLING = '0.1.0+9aa0c01.20261124T070000Z';
const ORG_ADMIN = '0.1.0+1d2b2fc.20261123T060512Z';
const TOKEN = 'header.payload.signature';

/** The telemetry requests the API received: URL, headers, keepalive and the events of each. */
let requests: Array<{ url: string; headers: Record<string, string>; keepalive: boolean; events: unknown[] }>;
const originalAdapter = apiClient.defaults.adapter;

beforeEach(() => {
  jest.clearAllMocks();
  jest.useFakeTimers();
  forgetTelemetry();
  forgetRegistry();
  setRuntimeConfig(TEST_CONFIG);
  setTokenProvider(async () => TOKEN);
  requests = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit) => {
    requests.push({ url, headers: init.headers as Record<string, string>, keepalive: Boolean(init.keepalive), events: (JSON.parse(String(init.body)) as { events: unknown[] }).events });
    return { ok: true, status: 200 } as Response;
  }) as unknown as typeof fetch;
  recordRegistered('mfe-billing', BILLING, true);
  recordRegistered('mfe-org-admin', ORG_ADMIN);
});

afterEach(() => {
  forgetTelemetry();
  apiClient.defaults.adapter = originalAdapter;
  jest.useRealTimers();
});

const kinds = () => requests.flatMap((request) => request.events.map((event) => (event as { kind: string }).kind));

describe('telemetry of the remotes', () => {
  it('sends the page views and errors of the remote on screen 15 s after the first, with the version this tab runs and nothing else', async () => {
    startTelemetry();
    showRemotePage('mfe-billing');
    recordTelemetry('mfe-billing', 'page-view');
    window.dispatchEvent(new ErrorEvent('error', { message: 'Cannot read properties of undefined (jane@example.com)' }));
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('INV-1 failed') }));
    await jest.advanceTimersByTimeAsync(14_900);
    expect(requests).toEqual([]);
    await jest.advanceTimersByTimeAsync(100);
    expect(requests).toEqual([
      {
        url: 'http://api.test/telemetry',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${TOKEN}` },
        keepalive: false,
        events: [
          { remote: 'mfe-billing', version: BILLING, kind: 'page-view' },
          { remote: 'mfe-billing', version: BILLING, kind: 'error' },
          { remote: 'mfe-billing', version: BILLING, kind: 'error' },
        ],
      },
    ]);
  });

  it('counts no error while no remote page is on screen', async () => {
    startTelemetry();
    showRemotePage('mfe-billing');
    showRemotePage(null);
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom' }));
    await jest.advanceTimersByTimeAsync(15_000);
    expect(requests).toEqual([]);
  });

  it('sends at once when 50 events wait, and at most 20 errors a minute, the others again a minute later', async () => {
    for (let index = 0; index < 25; index += 1) recordTelemetry('mfe-billing', 'boundary');
    for (let index = 0; index < 30; index += 1) recordTelemetry('mfe-billing', 'page-view');
    await jest.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.events).toHaveLength(50);
    expect(kinds().filter((kind) => kind === 'boundary')).toHaveLength(20);
    await jest.advanceTimersByTimeAsync(60_000);
    recordTelemetry('mfe-billing', 'chunk-load');
    await jest.advanceTimersByTimeAsync(15_000);
    expect(requests[1]?.events).toEqual([{ remote: 'mfe-billing', version: BILLING, kind: 'chunk-load' }]);
  });

  it('drops the events of a remote this tab has not registered, and every event without a signed-in user', async () => {
    recordTelemetry('mfe-client-success', 'page-view');
    recordTelemetry('mfe-org-admin', 'page-view');
    await jest.advanceTimersByTimeAsync(15_000);
    expect(requests.map((request) => request.events)).toEqual([[{ remote: 'mfe-org-admin', version: ORG_ADMIN, kind: 'page-view' }]]);
    setTokenProvider(async () => undefined);
    recordTelemetry('mfe-org-admin', 'page-view');
    await jest.advanceTimersByTimeAsync(15_000);
    expect(requests).toHaveLength(1);
  });

  it("counts an API answer of 500 or more for the remote on screen, never a 4xx, and lets the caller see the error as before", async () => {
    const answers = [503, 404, 500];
    const adapter: AxiosAdapter = async (config) => {
      const status = answers.shift() ?? 200;
      throw Object.assign(new Error(`Request failed with status code ${status}`), { response: { status, data: {}, headers: {}, config } });
    };
    apiClient.defaults.adapter = adapter;
    startTelemetry();
    await jest.advanceTimersByTimeAsync(0);
    showRemotePage('mfe-org-admin');
    for (let call = 0; call < 3; call += 1) await expect(apiClient.get('/internal-users')).rejects.toThrow('Request failed with status code');
    await jest.advanceTimersByTimeAsync(15_000);
    expect(requests[0]?.events).toEqual([
      { remote: 'mfe-org-admin', version: ORG_ADMIN, kind: 'api-5xx' },
      { remote: 'mfe-org-admin', version: ORG_ADMIN, kind: 'api-5xx' },
    ]);
  });

  it("reports the page load's Web Vitals for the remote the tab opened on, loading web-vitals 15 s after the first page", async () => {
    startTelemetry();
    showRemotePage('mfe-billing');
    showRemotePage('mfe-org-admin');
    await jest.advanceTimersByTimeAsync(14_900);
    expect(onLCP).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(100);
    const report = (fn: unknown, name: string, value: number) => (jest.mocked(fn as typeof onLCP).mock.calls[0]![0] as (metric: unknown) => void)({ name, value });
    report(onLCP, 'LCP', 1834.5);
    report(onINP, 'INP', 96);
    report(onCLS, 'CLS', 0.04);
    await jest.advanceTimersByTimeAsync(15_000);
    expect(requests[0]?.events).toEqual([
      { remote: 'mfe-billing', version: BILLING, kind: 'vital', metric: 'LCP', value: 1834.5 },
      { remote: 'mfe-billing', version: BILLING, kind: 'vital', metric: 'INP', value: 96 },
      { remote: 'mfe-billing', version: BILLING, kind: 'vital', metric: 'CLS', value: 0.04 },
    ]);
  });

  it('sends what waits at once, as a keepalive request with the token read before, when the page is hidden', async () => {
    startTelemetry();
    recordTelemetry('mfe-billing', 'page-view');
    await flushTelemetry();
    setTokenProvider(async () => {
      throw new Error('no time to ask for a token while the page is being left');
    });
    recordTelemetry('mfe-billing', 'page-view');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await jest.advanceTimersByTimeAsync(0);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(requests.map((request) => [request.keepalive, request.headers.Authorization, request.events.length])).toEqual([
      [false, `Bearer ${TOKEN}`, 1],
      [true, `Bearer ${TOKEN}`, 1],
    ]);
  });
});
