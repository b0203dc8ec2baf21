import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { apiClient, setRuntimeConfig } from 'shared-kit/runtime';

/** What a mocked route answers: a status (200 by default) and a body. */
export interface MockReply {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
}

export type MockHandler = (request: RecordedRequest) => MockReply | Promise<MockReply>;

/** A request as the API saw it. */
export interface RecordedRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  body: unknown;
  headers: Record<string, unknown>;
  responseType?: string;
}

const TEST_CONFIG = {
  environment: 'local' as const,
  apiBaseUrl: 'http://api.test',
  testApiBaseUrl: 'http://api.test',
  buyersWebsite: 'http://buyers.test',
  auth: { region: 'us-east-1', userPoolId: 'pool', userPoolClientId: 'client', authFlowType: 'USER_PASSWORD_AUTH' as const },
};

/**
 * Replaces the transport of shared-kit's `apiClient` with a table of routes keyed 'METHOD /path'
 * (query strings excluded). A handler or a plain body answers; a status of 400 or more rejects like
 * axios does. Unknown routes answer 404. Returns the requests seen, in order.
 */
export function mockApi(routes: Record<string, MockHandler | MockReply>): RecordedRequest[] {
  setRuntimeConfig(TEST_CONFIG);
  const seen: RecordedRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = (config.url ?? '').replace(/^https?:\/\/[^/]+/, '').split('?')[0]!;
    const method = (config.method ?? 'get').toUpperCase();
    const request: RecordedRequest = {
      method,
      url,
      params: (config.params as Record<string, unknown>) ?? {},
      body: typeof config.data === 'string' && config.data ? JSON.parse(config.data) : config.data,
      headers: { ...config.headers },
      responseType: config.responseType,
    };
    seen.push(request);
    const route = routes[`${method} ${url}`];
    const reply: MockReply = route === undefined ? { status: 404, data: { message: `No route ${method} ${url}` } } : typeof route === 'function' ? await route(request) : route;
    const status = reply.status ?? 200;
    const response: AxiosResponse = { data: reply.data, status, statusText: String(status), headers: reply.headers ?? {}, config, request: {} };
    if (status >= 400) {
      throw Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, name: 'AxiosError', response, config });
    }
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return seen;
}
