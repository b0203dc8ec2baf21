/**
 * The one HTTP-transport mock of the console's unit tests (`shared-kit/testing`). Tests replace only
 * the transport (axios's adapter) of the shared `apiClient`, never a remote's own api module, so
 * every layer above it — the query layer, the call helpers, the error convention of docs/errors.md —
 * runs as in the browser.
 */
import type { AxiosResponse } from 'axios';
import { apiClient, setRuntimeConfig, type RuntimeConfig } from 'shared-kit/runtime';

/** The transport function of the shared API client (axios's adapter), as the client calls it. */
type Adapter = Extract<NonNullable<typeof apiClient.defaults.adapter>, (config: never) => unknown>;
type AdapterConfig = Parameters<Adapter>[0];

/**
 * What a mocked route answers: a status (200 by default), a body and headers; `error` fails the call
 * without an answer (a network failure).
 */
export interface MockReply {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
  error?: Error;
}

/** A request as the API saw it: the body parsed from JSON, or the FormData of a multipart call. */
export interface RecordedRequest {
  method: string;
  /** The path, without origin and query string. */
  url: string;
  /** The base URL the call was sent to: the runtime config's `apiBaseUrl`, or `testApiBaseUrl` for a test API endpoint. */
  baseURL?: string;
  /** The query parameters as given to axios. */
  params: Record<string, unknown>;
  body: unknown;
  headers: Record<string, unknown>;
  responseType?: string;
  /** Whether the request carried the session's bearer token. */
  authorized: boolean;
}

/** Answers one mocked route. */
export type MockHandler = (request: RecordedRequest) => MockReply | Promise<MockReply>;

/**
 * The runtime config the tests run with: a local environment whose API is http://api.test and
 * test API http://api.test/test-api (a recorded request's `baseURL` tells them apart).
 */
export const TEST_RUNTIME_CONFIG: RuntimeConfig = {
  environment: 'local',
  apiBaseUrl: 'http://api.test',
  testApiBaseUrl: 'http://api.test/test-api',
  buyersWebsite: 'http://buyers.test',
  auth: { region: 'us-east-1', userPoolId: 'pool', userPoolClientId: 'client', authFlowType: 'USER_PASSWORD_AUTH' },
};

/**
 * Replaces the transport of shared-kit's `apiClient` with a table of routes keyed 'METHOD /path'
 * (query strings excluded) and sets {@link TEST_RUNTIME_CONFIG}. A handler or a plain reply answers;
 * a status of 400 or more rejects as axios does; unknown routes answer 404.
 *
 * @returns the requests seen, in order (the array fills as calls are made).
 * @example const seen = mockApi({ 'GET /billing/clients': { data: [] } });
 */
export function mockApi(routes: Record<string, MockHandler | MockReply>): RecordedRequest[] {
  setRuntimeConfig(TEST_RUNTIME_CONFIG);
  const seen: RecordedRequest[] = [];
  const adapter = async (config: AdapterConfig) => {
    const url = (config.url ?? '').replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? '';
    const method = (config.method ?? 'get').toUpperCase();
    const headers = config.headers as ({ get?: (name: string) => unknown } & Record<string, unknown>) | undefined;
    const request: RecordedRequest = {
      method,
      url,
      baseURL: config.baseURL,
      params: (config.params as Record<string, unknown>) ?? {},
      body: typeof config.data === 'string' && config.data ? (JSON.parse(config.data) as unknown) : config.data,
      headers: { ...headers },
      responseType: config.responseType,
      authorized: Boolean(headers?.get?.('Authorization')),
    };
    seen.push(request);
    const route = routes[`${method} ${url}`];
    const reply: MockReply = route === undefined ? { status: 404, data: { message: `No route ${method} ${url}` } } : typeof route === 'function' ? await route(request) : route;
    if (reply.error) throw reply.error;
    const status = reply.status ?? 200;
    const response: AxiosResponse = { data: reply.data, status, statusText: String(status), headers: reply.headers ?? {}, config, request: {} };
    if (status >= 400) {
      throw Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, name: 'AxiosError', response, config });
    }
    return response;
  };
  apiClient.defaults.adapter = adapter as Adapter;
  return seen;
}
