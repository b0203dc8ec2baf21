import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { apiClient, setRuntimeConfig, type RuntimeConfig } from 'shared-kit/runtime';

/** What a mocked route answers: a status (200 by default) and a body; `error` fails the call without an answer. */
export interface MockReply {
  status?: number;
  data?: unknown;
  error?: Error;
}

export type MockHandler = (request: RecordedRequest) => MockReply | Promise<MockReply>;

/** A request as the API saw it. */
export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, unknown>;
}

/**
 * Replaces the transport of shared-kit's `apiClient` with a table of routes keyed 'METHOD /path'.
 * A handler or a plain reply answers; a status of 400 or more rejects like axios does; unknown
 * routes answer 404. Returns the requests seen, in order.
 */
export function mockApi(routes: Record<string, MockHandler | MockReply>): RecordedRequest[] {
  setRuntimeConfig({ apiBaseUrl: 'http://api.test' } as RuntimeConfig);
  const seen: RecordedRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = (config.url ?? '').replace(/^https?:\/\/[^/]+/, '').split('?')[0]!;
    const method = (config.method ?? 'get').toUpperCase();
    const request: RecordedRequest = {
      method,
      url,
      body: typeof config.data === 'string' && config.data ? JSON.parse(config.data) : config.data,
      headers: { ...config.headers },
    };
    seen.push(request);
    const route = routes[`${method} ${url}`];
    const reply: MockReply = route === undefined ? { status: 404, data: { message: `No route ${method} ${url}` } } : typeof route === 'function' ? await route(request) : route;
    if (reply.error) throw reply.error;
    const status = reply.status ?? 200;
    const response: AxiosResponse = { data: reply.data, status, statusText: String(status), headers: {}, config, request: {} };
    if (status >= 400) {
      throw Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, name: 'AxiosError', response, config });
    }
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return seen;
}
