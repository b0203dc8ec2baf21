import { act, render, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { useState } from 'react';
import { ENDPOINTS } from '../../contract/endpoints/table';
import { ApiError } from '../api/errors';
import { requestEndpoint } from '../api/endpoint-request';
import { apiClient } from '../api/client';
import { setTokenProvider } from '../api/token';
import { setRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';
import { useSessionStore } from '../session/session-store';
import { useEndpointMutation, useEndpointQuery } from './endpoint-hooks';
import { setNotifyApi, type NotifyApi } from '../page/notify';
import { QueryLayer, consoleQueryClient, createConsoleQueryClient } from './query-client';

interface Seen {
  method: string;
  url: string;
  params: unknown;
  body: unknown;
  authorization: unknown;
  responseType: unknown;
}
type Reply = { status?: number; data?: unknown };

/** Replaces the API client's transport: `answer` replies to each request (a promise to hold it back). */
function transport(answer: (request: Seen) => Reply | Promise<Reply>): Seen[] {
  const seen: Seen[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request: Seen = {
      method: (config.method ?? '').toUpperCase(),
      url: (config.url ?? '').replace(/^https?:\/\/[^/]+/, ''),
      params: config.params,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      authorization: config.headers.get('Authorization'),
      responseType: config.responseType,
    };
    seen.push(request);
    const reply = await answer(request);
    const status = reply.status ?? 200;
    const response: AxiosResponse = { data: reply.data, status, statusText: String(status), headers: {}, config, request: {} };
    if (status >= 400) throw Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response, config });
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return seen;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function spyToasts() {
  const api = { notification: { open: jest.fn() }, message: { open: jest.fn() } } satisfies NotifyApi;
  setNotifyApi(api);
  return api.notification.open;
}

const contact = (tenantId: string) => ({ tenantId, clientName: `Client ${tenantId}`, officialLegalName: '', dba: null, contacts: [], billingAddress: {} });

beforeAll(() => {
  setRuntimeConfig({ apiBaseUrl: 'http://api.test' } as RuntimeConfig);
  setTokenProvider(async () => 'token-1');
});
afterEach(() => setNotifyApi());

describe('requestEndpoint', () => {
  it('fills in and encodes the path parameters, sends query and body, and returns the answer', async () => {
    const seen = transport(() => ({ data: [{ id: 'x' }] }));
    await expect(requestEndpoint(ENDPOINTS.clientContact, { params: { tenantId: 'T 1/2' } })).resolves.toEqual([{ id: 'x' }]);
    await requestEndpoint(ENDPOINTS.invoices, { query: { tenantId: 'T01' } });
    await requestEndpoint(ENDPOINTS.setDefaultPaymentMethod, { params: { tenantId: 'T01' }, body: { paymentMethodId: 'pm-2' } });
    expect(seen.map(({ method, url, params, body }) => ({ method, url, params, body }))).toEqual([
      { method: 'GET', url: '/billing/clients/T%201%2F2/contact', params: undefined, body: undefined },
      { method: 'GET', url: '/billing/invoices', params: { tenantId: 'T01' }, body: undefined },
      { method: 'PUT', url: '/billing/clients/T01/default-payment-method', params: undefined, body: { paymentMethodId: 'pm-2' } },
    ]);
  });

  it('sends the bearer token, except to a PUBLIC endpoint', async () => {
    const seen = transport(() => ({ data: {} }));
    await requestEndpoint(ENDPOINTS.clients);
    await requestEndpoint(ENDPOINTS.openApiDocument);
    expect(seen.map((request) => request.authorization)).toEqual(['Bearer token-1', undefined]);
  });

  it('asks for a blob when the endpoint answers a file', async () => {
    const seen = transport(() => ({ data: new Blob(['%PDF']) }));
    await requestEndpoint(ENDPOINTS.invoicePreview, { params: { invoiceNumber: 'INV-1' } });
    await requestEndpoint(ENDPOINTS.clients);
    expect(seen.map((request) => request.responseType)).toEqual(['blob', 'json']);
  });

  it("rejects with an ApiError carrying the server's message and the status", async () => {
    transport(() => ({ status: 404, data: { statusCode: 404, error: 'Not Found', message: 'Invoice INV-9 not found' } }));
    const error = await requestEndpoint(ENDPOINTS.invoiceDetails, { params: { invoiceNumber: 'INV-9' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Invoice INV-9 not found', status: 404, data: { message: 'Invoice INV-9 not found' } });
  });

  it('is typed by the table: path parameters and bodies are required', () => {
    // Checked by tsc (the package's typecheck), not at run time.
    const typed = () => {
      // @ts-expect-error clientContact needs params.tenantId
      void requestEndpoint(ENDPOINTS.clientContact);
      // @ts-expect-error the body of setDefaultPaymentMethod is { paymentMethodId }
      void requestEndpoint(ENDPOINTS.setDefaultPaymentMethod, { params: { tenantId: 'T01' }, body: { id: 'pm-2' } });
      // @ts-expect-error the invoices query has no such parameter
      void requestEndpoint(ENDPOINTS.invoices, { query: { client: 'Acme' } });
    };
    expect(typeof typed).toBe('function');
  });
});

function ContactName({ tenantId }: { tenantId: string }) {
  const { data, isPending } = useEndpointQuery(ENDPOINTS.clientContact, { params: { tenantId } });
  return <output aria-label="client">{isPending ? 'loading' : data?.clientName}</output>;
}

function Switcher() {
  const [tenantId, setTenantId] = useState('T01');
  return (
    <>
      <button type="button" onClick={() => setTenantId('T02')}>
        T02
      </button>
      <ContactName tenantId={tenantId} />
    </>
  );
}

describe('useEndpointQuery', () => {
  it('never lets a late answer to an earlier input replace the answer to a newer one', async () => {
    const first = deferred<Reply>();
    transport((request) => (request.url.includes('T01') ? first.promise : { data: contact('T02') }));
    render(
      <QueryLayer client={createConsoleQueryClient()}>
        <Switcher />
      </QueryLayer>,
    );
    act(() => screen.getByRole('button', { name: 'T02' }).click());
    expect(await screen.findByText('Client T02')).toBeTruthy();
    await act(async () => {
      first.resolve({ data: contact('T01') });
      await first.promise;
    });
    expect(screen.getByRole('status', { name: 'client' }).textContent).toBe('Client T02');
  });

  function Loader({ errorToast }: { errorToast: boolean | string }) {
    const { error } = useEndpointQuery(ENDPOINTS.clients, undefined, { errorToast });
    return <output aria-label="error">{error?.message ?? ''}</output>;
  }

  it.each([
    ['the server message before the fallback', { statusCode: 409, error: 'Conflict', message: 'Tenant not found' }, 'Something went wrong', 'Tenant not found'],
    ["the screen's fallback when the server has no message", {}, 'Something went wrong', 'Something went wrong'],
    ["'Something went wrong', never the transport's text, without a fallback", {}, true, 'Something went wrong'],
    ["an input check's text in plain words", { statusCode: 400, error: 'Bad Request', message: 'body/tenant_system_email must match pattern "^[^\\s@]+@[^\\s@]+$"' }, true, 'Tenant system email is not in the expected format'],
  ])('toasts a failed load once: %s', async (_case, data, errorToast, shown) => {
    const toasts = spyToasts();
    const seen = transport(() => ({ status: 500, data }));
    render(
      <QueryLayer client={createConsoleQueryClient()}>
        <Loader errorToast={errorToast} />
      </QueryLayer>,
    );
    await waitFor(() => expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: shown })));
    expect(toasts).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(1);
  });

  it('shows no toast for a 401 answer (the session-end flow deals with it)', async () => {
    const toasts = spyToasts();
    transport(() => ({ status: 401, data: { message: 'Unauthorized' } }));
    render(
      <QueryLayer client={createConsoleQueryClient()}>
        <Loader errorToast="Something went wrong" />
      </QueryLayer>,
    );
    expect(await screen.findByText('Unauthorized')).toBeTruthy();
    expect(toasts).not.toHaveBeenCalled();
  });
});

function PaymentMethods() {
  const { data } = useEndpointQuery(ENDPOINTS.paymentMethods, { params: { tenantId: 'T01' } });
  const save = useEndpointMutation(ENDPOINTS.setDefaultPaymentMethod, { invalidates: [ENDPOINTS.paymentMethods] });
  return (
    <>
      <output aria-label="methods">{(data ?? []).map((method) => `${method.id}${method.isDefault ? '*' : ''}`).join(',')}</output>
      <button type="button" onClick={() => save.mutate({ params: { tenantId: 'T01' }, body: { paymentMethodId: 'pm-2' } })}>
        Make Default
      </button>
    </>
  );
}

describe('useEndpointMutation', () => {
  it('refetches the endpoints it invalidates once the write succeeds', async () => {
    let preferred = 'pm-1';
    const seen = transport((request) => {
      if (request.method === 'PUT') {
        preferred = (request.body as { paymentMethodId: string }).paymentMethodId;
        return { data: { id: preferred } };
      }
      return { data: ['pm-1', 'pm-2'].map((id) => ({ id, isDefault: id === preferred })) };
    });
    render(
      <QueryLayer client={createConsoleQueryClient()}>
        <PaymentMethods />
      </QueryLayer>,
    );
    expect(await screen.findByText('pm-1*,pm-2')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Make Default' }).click());
    expect(await screen.findByText('pm-1,pm-2*')).toBeTruthy();
    expect(seen.map((request) => request.method)).toEqual(['GET', 'PUT', 'GET']);
  });
});

describe('the page QueryClient', () => {
  it('is one per page, used without a provider, and emptied when the session ends', async () => {
    transport(() => ({ data: contact('T01') }));
    const user = { username: 'u', email: 'u@px.local', groups: [], roles: { PLATFORM_ADMIN: false, FINANCE: true, CLIENT_SUCCESS: false, ORG_ADMIN: false }, isSignedIn: true, authorities: [] };
    useSessionStore.setState({ user });
    render(<ContactName tenantId="T01" />);
    expect(await screen.findByText('Client T01')).toBeTruthy();
    expect(consoleQueryClient()).toBe(consoleQueryClient());
    expect(consoleQueryClient().getQueryData(['clientContact', { params: { tenantId: 'T01' } }])).toMatchObject({ clientName: 'Client T01' });
    act(() => useSessionStore.getState().setUser(null));
    expect(consoleQueryClient().getQueryData(['clientContact', { params: { tenantId: 'T01' } }])).toBeUndefined();
  });

  it('keeps the provider above instead of stacking its own', async () => {
    const shellClient = createConsoleQueryClient();
    transport(() => ({ data: contact('T03') }));
    render(
      <QueryLayer client={shellClient}>
        <QueryLayer>
          <ContactName tenantId="T03" />
        </QueryLayer>
      </QueryLayer>,
    );
    expect(await screen.findByText('Client T03')).toBeTruthy();
    expect(shellClient.getQueryData(['clientContact', { params: { tenantId: 'T03' } }])).toMatchObject({ clientName: 'Client T03' });
  });
});

describe('error toasts of the data layer (docs/toasts.md)', () => {
  it('close when the action they report succeeds (a Retry of the failed write)', async () => {
    const api = { notification: { open: jest.fn(), destroy: jest.fn() }, message: { open: jest.fn() } } satisfies NotifyApi;
    setNotifyApi(api);
    let fail = true;
    transport((request) => {
      if (request.method === 'PUT') return fail ? { status: 503, data: { message: 'Payment provider unavailable' } } : { data: { id: 'pm-2' } };
      return { data: [] };
    });
    function MakeDefault() {
      const save = useEndpointMutation(ENDPOINTS.setDefaultPaymentMethod, { errorToast: true });
      return (
        <button type="button" onClick={() => save.mutate({ params: { tenantId: 'T01' }, body: { paymentMethodId: 'pm-2' } })}>
          Make Default
        </button>
      );
    }
    render(
      <QueryLayer client={createConsoleQueryClient()}>
        <MakeDefault />
      </QueryLayer>,
    );
    act(() => screen.getByRole('button', { name: 'Make Default' }).click());
    await waitFor(() => expect(api.notification.open).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Payment provider unavailable', closable: true })));
    const { key } = api.notification.open.mock.calls[0]![0] as { key: string };
    expect(api.notification.destroy).not.toHaveBeenCalled();
    fail = false;
    act(() => screen.getByRole('button', { name: 'Make Default' }).click());
    await waitFor(() => expect(api.notification.destroy).toHaveBeenCalledWith(key));
  });
});
