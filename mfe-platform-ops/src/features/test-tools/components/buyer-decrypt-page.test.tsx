import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leaveMessage, setNotifyApi } from 'shared-kit/runtime';
import { mockApi, type MockReply, type RecordedRequest } from 'shared-kit/testing';
import { leaveForDashboard, onDashboard } from '../../../testing/page-helpers';
import { renderBuyerDecryptPage, spyToasts } from '../../../testing/test-tools';

const UNSAVED = 'You have some unsaved changes. OK to forget these changes and leave the page?';

const SAMPLES = [
  { buyer_id: 'B-0001', encrypted: 'v1.AAAAbbbbCCCC' },
  { buyer_id: 'B-0002', encrypted: 'v1.DDDDeeeeFFFF' },
];

function api(decrypt: MockReply | ((request: RecordedRequest) => MockReply) = (request) => ({ data: { tenant_id: (request.body as { tenant_id: string }).tenant_id, name: 'Northwind Traders', message: 'Decryption completed' } })) {
  return mockApi({ 'GET /buyer/encrypted': { data: SAMPLES }, 'POST /buyer/decrypt': decrypt });
}

const encryptedBox = () => screen.getByLabelText('Encrypted Buyer Name');
const tenantBox = () => screen.getByLabelText('Tenant ID');
const decryptButton = () => screen.getByRole('button', { name: 'Decrypt' });
const posts = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'POST');

afterEach(() => setNotifyApi());

describe('Buyer Decrypt', () => {
  it('needs an encrypted buyer name, then a tenant ID, and sends nothing without them', async () => {
    const shown = spyToasts();
    const requests = api();
    renderBuyerDecryptPage();
    await userEvent.click(decryptButton());
    await userEvent.type(encryptedBox(), 'v1.abc');
    await userEvent.click(decryptButton());
    expect(shown).toEqual([
      ['error', 'Please enter the encrypted buyer name'],
      ['error', 'Please enter the tenant ID'],
    ]);
    expect(posts(requests)).toEqual([]);
  });

  it("sends tenant_id and encrypted (trimmed), shows the plain name and 'Decryption completed'", async () => {
    const shown = spyToasts();
    const requests = api();
    renderBuyerDecryptPage();
    await userEvent.type(encryptedBox(), '  v1.AAAAbbbbCCCC ');
    await userEvent.type(tenantBox(), 'T01');
    await userEvent.click(decryptButton());
    expect(await screen.findByTestId('decrypted-name')).toHaveTextContent('Northwind Traders');
    expect(screen.getByTestId('decrypt-result')).toHaveTextContent('Decryption completed');
    expect(shown).toEqual([['success', 'Decryption completed']]);
    expect(posts(requests).map((request) => [request.url, request.body])).toEqual([['/buyer/decrypt', { tenant_id: 'T01', encrypted: 'v1.AAAAbbbbCCCC' }]]);
  });

  it("lists the tenant's encrypted names and fills the field with one", async () => {
    const requests = api();
    renderBuyerDecryptPage();
    await userEvent.type(tenantBox(), 'T01');
    await userEvent.click(await screen.findByRole('button', { name: 'Use B-0002' }));
    expect(encryptedBox()).toHaveValue('v1.DDDDeeeeFFFF');
    expect(requests.filter((request) => request.url === '/buyer/encrypted').at(-1)?.params).toEqual({ tenant_id: 'T01' });
  });

  it("shows the server's message for a refused ciphertext and keeps what was typed", async () => {
    const shown = spyToasts();
    api({ status: 400, data: { statusCode: 400, error: 'Bad Request', message: "The encrypted buyer name cannot be decrypted with this tenant's key: it was altered or belongs to another tenant" } });
    renderBuyerDecryptPage();
    await userEvent.type(encryptedBox(), 'v1.tampered');
    await userEvent.type(tenantBox(), 'T02');
    await userEvent.click(decryptButton());
    await waitFor(() => expect(shown).toEqual([['error', "The encrypted buyer name cannot be decrypted with this tenant's key: it was altered or belongs to another tenant"]]));
    expect(encryptedBox()).toHaveValue('v1.tampered');
    expect(tenantBox()).toHaveValue('T02');
    expect(screen.queryByTestId('decrypt-result')).not.toBeInTheDocument();
  });

  it("falls back to 'Something went wrong' when the server gives no message", async () => {
    const shown = spyToasts();
    api({ status: 500, data: '' });
    renderBuyerDecryptPage();
    await userEvent.type(encryptedBox(), 'v1.x');
    await userEvent.type(tenantBox(), 'T01');
    await userEvent.click(decryptButton());
    await waitFor(() => expect(shown.map(([, text]) => text)).toContain('Something went wrong'));
  });

  it("sends its calls to the runtime config's test API base (testApiBaseUrl), not the API base", async () => {
    const shown = spyToasts();
    const requests = api();
    renderBuyerDecryptPage();
    await userEvent.type(encryptedBox(), 'v1.AAAAbbbbCCCC');
    await userEvent.type(tenantBox(), 'T01');
    await userEvent.click(decryptButton());
    await waitFor(() => expect(shown).toEqual([['success', 'Decryption completed']]));
    expect(posts(requests).map((request) => `${request.baseURL}${request.url}`)).toEqual(['http://api.test/test-api/buyer/decrypt']);
    const listed = requests.filter((request) => request.url === '/buyer/encrypted');
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((request) => request.baseURL === 'http://api.test/test-api')).toBe(true);
  });

  it('has the title as its one h1 and picks the tenant from the tenant list, typing allowed', async () => {
    mockApi({ 'GET /buyer/encrypted': { data: [] }, 'GET /update-config/list-tenants': { data: [{ tenantId: 'T01', tenantName: 'Acme Devices' }] } });
    renderBuyerDecryptPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Buyer Decrypt']);
    await userEvent.type(tenantBox(), 'acme');
    await userEvent.click(await screen.findByText('T01 - Acme Devices'));
    expect(tenantBox()).toHaveValue('T01');
    fireEvent.change(tenantBox(), { target: { value: 'T99' } });
    expect(tenantBox()).toHaveValue('T99');
  });
});

describe('Buyer Decrypt — leaving with unsaved input (docs/leaving.md)', () => {
  it('asks before leaving with a typed name; Cancel keeps it, OK leaves', async () => {
    api();
    renderBuyerDecryptPage();
    await userEvent.type(encryptedBox(), 'v1.abc');
    expect(leaveForDashboard(false)).toEqual([UNSAVED]);
    expect(onDashboard()).toBe(false);
    expect(encryptedBox()).toHaveValue('v1.abc');
    expect(leaveForDashboard(true)).toEqual([UNSAVED]);
    expect(onDashboard()).toBe(true);
  });

  it('is clean once decrypted, and asks again after a failed decrypt of other input', async () => {
    spyToasts();
    const replies: MockReply[] = [{ data: { tenant_id: 'T01', name: 'Northwind Traders', message: 'Decryption completed' } }, { status: 400, data: { message: 'altered' } }];
    api(() => replies.shift()!);
    renderBuyerDecryptPage();
    await userEvent.type(encryptedBox(), 'v1.AAAAbbbbCCCC');
    fireEvent.change(tenantBox(), { target: { value: 'T01' } });
    await userEvent.click(decryptButton());
    await screen.findByTestId('decrypted-name');
    expect(leaveMessage()).toBeUndefined();
    await userEvent.type(encryptedBox(), 'x');
    await userEvent.click(decryptButton());
    await waitFor(() => expect(decryptButton()).not.toHaveClass('ant-btn-loading'));
    expect(leaveMessage()).toBe(UNSAVED);
  });
});
