import { apiClient, setRuntimeConfig } from 'shared-kit/runtime';

/** The transport function of the shared API client (axios's adapter), as the client calls it. */
type Adapter = Extract<NonNullable<typeof apiClient.defaults.adapter>, (config: never) => unknown>;
type AdapterConfig = Parameters<Adapter>[0];

/** What a mocked route answers: a status (200 by default) and a body. */
export interface MockReply {
  status?: number;
  data?: unknown;
}

/** A request as the API saw it: the body parsed from JSON, or the FormData of a multipart call. */
export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
  /** Whether the request carried the session's bearer token. */
  authorized: boolean;
}

export type MockHandler = (request: RecordedRequest) => MockReply | Promise<MockReply>;

const TEST_CONFIG = {
  environment: 'local' as const,
  apiBaseUrl: 'http://api.test',
  testApiBaseUrl: 'http://api.test',
  buyersWebsite: 'http://buyers.test',
  auth: { region: 'us-east-1', userPoolId: 'pool', userPoolClientId: 'client', authFlowType: 'USER_PASSWORD_AUTH' as const },
};

/**
 * Replaces the transport of shared-kit's `apiClient` with routes keyed 'METHOD /path' (query
 * strings excluded): a handler or a reply answers; 400 or more rejects as axios does; unknown
 * routes answer 404. Returns the requests seen, in order.
 */
export function mockApi(routes: Record<string, MockHandler | MockReply>): RecordedRequest[] {
  setRuntimeConfig(TEST_CONFIG);
  const seen: RecordedRequest[] = [];
  const adapter = async (config: AdapterConfig) => {
    const url = (config.url ?? '').replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? '';
    const method = (config.method ?? 'get').toUpperCase();
    const headers = config.headers as { get?: (name: string) => unknown } | undefined;
    const request: RecordedRequest = {
      method,
      url,
      body: typeof config.data === 'string' && config.data ? (JSON.parse(config.data) as unknown) : config.data,
      authorized: Boolean(headers?.get?.('Authorization')),
    };
    seen.push(request);
    const route = routes[`${method} ${url}`];
    const reply: MockReply = route === undefined ? { status: 404, data: { message: `No route ${method} ${url}` } } : typeof route === 'function' ? await route(request) : route;
    const status = reply.status ?? 200;
    const response = { data: reply.data, status, statusText: String(status), headers: {}, config, request: {} };
    if (status >= 400) {
      throw Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, name: 'AxiosError', response, config });
    }
    return response;
  };
  apiClient.defaults.adapter = adapter as Adapter;
  return seen;
}
