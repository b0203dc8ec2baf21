import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setNotifyApi } from 'shared-kit/runtime';
import { mockApi, type MockReply, type RecordedRequest } from 'shared-kit/testing';
import { chooseOption, offeredOptions, renderCachePage, spyToasts } from '../../../testing/cache-management';

const TENANTS = [
  { tenantId: 'T01', tenantName: 'Wholesale Cellular' },
  { tenantId: 'T02', tenantName: 'Acme Phones' },
];
const T01_KEYS = ['T01|splash-config', 'T01|tenant-config', 'T011|tenant-config'];

interface Api {
  tenants?: MockReply;
  keys?: MockReply;
  master?: MockReply;
  evict?: MockReply;
  reload?: MockReply;
}

function api(options: Api = {}): RecordedRequest[] {
  return mockApi({
    'GET /update-config/list-tenants': options.tenants ?? { data: TENANTS },
    'GET /cache/redis-keys': options.keys ?? ((request) => ({ data: request.params.tenantId === 'T01' ? T01_KEYS : ['T02|tenant-config'] })),
    'GET /cache/master-list-keys': options.master ?? { data: ['splash-config', 'tenant-config'] },
    'PUT /cache/evict': options.evict ?? { data: { message: 'Evicted 1 cache entries' } },
    'PUT /cache/reload': options.reload ?? { data: { message: 'Cache tenant-config reloaded for T01' } },
  });
}

const keyBox = () => screen.getByRole('combobox', { name: 'Redis Keys' });
const tenantBox = () => screen.getByRole('combobox', { name: 'Tenant Name' });
const writes = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'PUT');

async function typeKey(text: string) {
  await userEvent.clear(keyBox());
  if (text) await userEvent.type(keyBox(), text);
}

afterEach(() => {
  setNotifyApi();
  jest.restoreAllMocks();
});

describe('Cache Management', () => {
  it('shows the Evict Cache and Reload Cache tabs, and Redis Keys disabled until a tenant is chosen', async () => {
    api();
    renderCachePage();
    expect(screen.getByRole('tab', { name: 'Evict Cache' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Reload Cache' })).toBeInTheDocument();
    await waitFor(() => expect(tenantBox()).toBeEnabled());
    expect(keyBox()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'EVICT CACHE ENTRY' })).toBeDisabled();
    await chooseOption('Tenant Name', 'T01 - Wholesale Cellular');
    expect(keyBox()).toBeEnabled();
  });

  it('disables Tenant Name with one tenant, which is then chosen', async () => {
    const requests = api({ tenants: { data: [TENANTS[0]] } });
    renderCachePage();
    await waitFor(() => expect(keyBox()).toBeEnabled());
    expect(tenantBox()).toBeDisabled();
    await waitFor(() => expect(requests.find((request) => request.url === '/cache/redis-keys')?.params).toEqual({ tenantId: 'T01' }));
  });

  it('disables Tenant Name and Redis Keys without tenants', async () => {
    const requests = api({ tenants: { data: [] } });
    renderCachePage();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(tenantBox()).toBeDisabled();
    expect(keyBox()).toBeDisabled();
  });

  it("offers only the chosen tenant's keys that start with the typed prefix", async () => {
    api();
    renderCachePage();
    await waitFor(() => expect(tenantBox()).toBeEnabled());
    await chooseOption('Tenant Name', 'T01 - Wholesale Cellular');
    await typeKey('T01|t');
    await waitFor(() => expect(offeredOptions()).toEqual(['T01|tenant-config']));
    await typeKey('T01|*');
    await waitFor(() => expect(offeredOptions()).toEqual(['T01|splash-config', 'T01|tenant-config']));
  });

  it("refuses a pattern without a pipe with text on either side: 'Invalid cacheKeyPattern', nothing sent, the text kept", async () => {
    const shown = spyToasts();
    const requests = api();
    renderCachePage();
    await waitFor(() => expect(tenantBox()).toBeEnabled());
    await chooseOption('Tenant Name', 'T01 - Wholesale Cellular');
    for (const pattern of ['T01', 'T01|', '|tenant-config']) {
      await typeKey(pattern);
      await userEvent.click(screen.getByRole('button', { name: 'EVICT CACHE ENTRY' }));
      expect(keyBox()).toHaveValue(pattern);
    }
    expect(shown).toEqual([
      ['error', 'Invalid cacheKeyPattern'],
      ['error', 'Invalid cacheKeyPattern'],
      ['error', 'Invalid cacheKeyPattern'],
    ]);
    expect(writes(requests)).toHaveLength(0);
  });

  it("evicts the typed pattern and shows the answer's message", async () => {
    const shown = spyToasts();
    const requests = api();
    renderCachePage();
    await waitFor(() => expect(tenantBox()).toBeEnabled());
    await chooseOption('Tenant Name', 'T01 - Wholesale Cellular');
    await typeKey('T01|tenant-*');
    await userEvent.click(screen.getByRole('button', { name: 'EVICT CACHE ENTRY' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Evicted 1 cache entries');
    expect(shown).toContainEqual(['success', 'Evicted 1 cache entries']);
    expect(writes(requests).map((request) => [request.url, request.body])).toEqual([['/cache/evict', { cacheKeyPattern: 'T01|tenant-*' }]]);
    expect(keyBox()).toHaveValue('');
  });

  it("shows 'Something went wrong, Unable to Evict Cache Entry' when the eviction fails, keeping the text", async () => {
    const shown = spyToasts();
    api({ evict: { status: 500, data: {} } });
    renderCachePage();
    await waitFor(() => expect(tenantBox()).toBeEnabled());
    await chooseOption('Tenant Name', 'T01 - Wholesale Cellular');
    await typeKey('T01|tenant-config');
    await userEvent.click(screen.getByRole('button', { name: 'EVICT CACHE ENTRY' }));
    await waitFor(() => expect(shown).toEqual([['error', 'Something went wrong, Unable to Evict Cache Entry']]));
    expect(keyBox()).toHaveValue('T01|tenant-config');
  });

  it('offers on Reload Cache the master keys starting with the typed text without its asterisk, and reloads the cache', async () => {
    const shown = spyToasts();
    const requests = api();
    renderCachePage();
    await waitFor(() => expect(tenantBox()).toBeEnabled());
    await chooseOption('Tenant Name', 'T01 - Wholesale Cellular');
    await userEvent.click(screen.getByRole('tab', { name: 'Reload Cache' }));
    await typeKey('ten*');
    await waitFor(() => expect(offeredOptions()).toEqual(['tenant-config']));
    await typeKey('tenant-config');
    await userEvent.click(screen.getByRole('button', { name: 'RELOAD CACHE' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Cache tenant-config reloaded for T01');
    expect(shown).toContainEqual(['success', 'Cache tenant-config reloaded for T01']);
    expect(writes(requests).map((request) => [request.url, request.body])).toEqual([['/cache/reload', { tenantId: 'T01', cacheName: 'tenant-config' }]]);
  });

  it("shows 'Something went wrong, Unable to Reload Cache' when the reload fails without a message of its own", async () => {
    const shown = spyToasts();
    api({ reload: { status: 500, data: {} } });
    renderCachePage();
    await waitFor(() => expect(tenantBox()).toBeEnabled());
    await chooseOption('Tenant Name', 'T01 - Wholesale Cellular');
    await userEvent.click(screen.getByRole('tab', { name: 'Reload Cache' }));
    await typeKey('tenant-config');
    await userEvent.click(screen.getByRole('button', { name: 'RELOAD CACHE' }));
    await waitFor(() => expect(shown).toEqual([['error', 'Something went wrong, Unable to Reload Cache']]));
  });

  it('clears the typed key when the tab or the tenant changes, and on CANCEL CHANGES', async () => {
    api();
    renderCachePage();
    await waitFor(() => expect(tenantBox()).toBeEnabled());
    await chooseOption('Tenant Name', 'T01 - Wholesale Cellular');
    await typeKey('T01|tenant');
    await chooseOption('Tenant Name', 'T02 - Acme Phones');
    expect(keyBox()).toHaveValue('');
    await typeKey('T02|x');
    await userEvent.click(screen.getByRole('tab', { name: 'Reload Cache' }));
    expect(keyBox()).toHaveValue('');
    await typeKey('tenant');
    await userEvent.click(screen.getByRole('button', { name: 'CANCEL CHANGES' }));
    expect(keyBox()).toHaveValue('');
  });

  it("goes to /dashboard with 'Something went wrong, Unable to fetch tenants' when the tenants cannot be loaded", async () => {
    const shown = spyToasts();
    api({ tenants: { status: 500, data: {} } });
    renderCachePage();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(shown).toEqual([['error', 'Something went wrong, Unable to fetch tenants']]);
  });

  it("goes to /dashboard with 'Something went wrong, Unable to fetch redis cache keys' when the keys cannot be loaded", async () => {
    const shown = spyToasts();
    api({ keys: { status: 500, data: {} } });
    renderCachePage();
    await waitFor(() => expect(tenantBox()).toBeEnabled());
    await chooseOption('Tenant Name', 'T01 - Wholesale Cellular');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(shown).toEqual([['error', 'Something went wrong, Unable to fetch redis cache keys']]);
  });

  it('asks before unloading the page with a typed key, and not without one', async () => {
    api();
    renderCachePage();
    await waitFor(() => expect(tenantBox()).toBeEnabled());
    const clean = new Event('beforeunload', { cancelable: true });
    act(() => void window.dispatchEvent(clean));
    expect(clean.defaultPrevented).toBe(false);
    await chooseOption('Tenant Name', 'T01 - Wholesale Cellular');
    await typeKey('T01|x');
    const dirty = new Event('beforeunload', { cancelable: true });
    fireEvent(window, dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });

  it('asks before leaving for another page with a typed key, and stays on Cancel', async () => {
    api();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderCachePage();
    await waitFor(() => expect(tenantBox()).toBeEnabled());
    await chooseOption('Tenant Name', 'T01 - Wholesale Cellular');
    await typeKey('T01|x');
    await userEvent.click(screen.getByRole('link', { name: 'Go to dashboard' }));
    expect(confirm).toHaveBeenCalledWith('You have some unsaved changes. OK to forget these changes and leave the page?');
    expect(keyBox()).toHaveValue('T01|x');
    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByRole('link', { name: 'Go to dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
